import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useCountry } from '../i18n/country-context.js';
import { useDebouncedWindowEvent } from '../platform/debounce.js';
import { savedScroll, saveScroll } from './scroll-memory.js';

/**
 * Keeps the scroll position of app paths (spec 2) and, on a forward visit to a remembered path
 * where the route keeps its scroll, returns there. Back and forward are left to React Router's
 * ScrollRestoration, which already restores them.
 */
export function useScrollMemory(keepScroll: boolean): void {
  const { country } = useCountry();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  useDebouncedWindowEvent('scroll', () => saveScroll(country, pathname, window.scrollY));

  useEffect(() => {
    if (!keepScroll || navigationType === 'POP') return;
    const y = savedScroll(pathname);
    if (y !== null) window.scrollTo(0, y);
  }, [keepScroll, navigationType, pathname]);
}
