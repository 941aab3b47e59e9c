/**
 * Which pages read their country's terms before they are drawn (i18n/country-terms.ts loads them
 * then; the web server names their chunk in such a page's SPA fallback, server/spa-fallback.ts).
 * Apart from country-terms.ts, which holds Vite's code, so the web server can ask too.
 */
import { isListedPage } from './text-parts.js';

/**
 * Logged-in pages that draw nothing of the terms: the home (greeting, payments due, purchases,
 * the user-information popup). Its first load is lighter by the terms' chunk (about 2 KB gzip,
 * issue 18); the next page loads them before it is drawn, alongside its own texts (every other
 * logged-in page has a text part the home does not), so the navigation waits no longer.
 */
const DRAWN_WITHOUT_TERMS: ReadonlySet<string> = new Set(['app']);

/** Whether the page of a route reads the terms: every page but the listed public ones and the home. */
export const termsNeededBy = (route: string | null): boolean =>
  !isListedPage(route) && !(route !== null && DRAWN_WITHOUT_TERMS.has(route));
