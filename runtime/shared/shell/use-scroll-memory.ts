import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useCountry } from '../i18n/country-context.js';
import { useDebouncedWindowEvent } from '../platform/debounce.js';
// Statically: the logo imports the memory anyway, so it is in the shell's chunk already, and an
// import() here cost a request for a facade chunk on every first load of the app.
import { saveScroll, savedScroll } from './scroll-memory.js';

/**
 * Keeps the scroll position of app paths (spec 2) and, on a forward visit to a remembered path
 * where the route keeps its scroll, returns there. Back and forward are left to React Router's
 * ScrollRestoration, which already restores them.
 */
export function useScrollMemory(keepScroll: boolean): void {
  const { country } = useCountry();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  useDebouncedWindowEvent('scroll', () => {
    saveScroll(country, pathname, window.scrollY);
  });

  useEffect(() => {
    if (!keepScroll || navigationType === 'POP') return;
    const y = savedScroll(pathname);
    if (y !== null) window.scrollTo(0, y);
  }, [keepScroll, navigationType, pathname]);
}
