import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useCountry } from '../i18n/country-context.js';
import { useDebouncedWindowEvent } from '../platform/debounce.js';

// The memory itself (scroll-memory.ts, with the navigation tables' rule) is loaded when first
// used, after the page is drawn: it is not part of a page's first load (issue 4 budget).
const memory = () => import('./scroll-memory.js');

const ignore = () => undefined;

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
    const y = window.scrollY;
    memory().then(({ saveScroll }) => saveScroll(country, pathname, y), ignore);
  });

  useEffect(() => {
    if (!keepScroll || navigationType === 'POP') return;
    let current = true;
    memory().then(({ savedScroll }) => {
      const y = current ? savedScroll(pathname) : null;
      if (y !== null) window.scrollTo(0, y);
    }, ignore);
    return () => {
      current = false;
    };
  }, [keepScroll, navigationType, pathname]);
}
