/**
 * The API reads a logged-in page makes as it starts: before its first draw (prefetch.ts, the
 * default-app layout's loader) and right after (use-base-data.ts), as paths: the web server names them in the page's HTML
 * (server/spa-fallback.ts) so the browser reads them while it fetches the page's code, instead
 * of once that code has run (a round trip later on a phone's network). The browser hands each
 * preloaded answer to the page's own request for the same path, so nothing is read twice; a path
 * here that the page does not read would be read for nothing (tests/e2e/app-preload.test.ts
 * checks both ways).
 *
 * Pure: the server imports it.
 */
import { operations } from '../../../generated/api/operations.js';
import type { CountryCode } from '../../../generated/countries/index.js';

const fill = (template: string, name: string, value: string): string =>
  template.replace(`{${name}}`, encodeURIComponent(value));

/** `messages`: whether messages are read at all (shell/messages-cookie.ts). */
export function firstDrawReadPaths(country: CountryCode, messages: boolean): string[] {
  const paths: string[] = [
    operations.getPayments.path,
    operations.getCustomerInfo.path,
    // Not waited for by the draw, but read as the page starts (use-base-data.ts: the mandate
    // preferences when the cache has none, which on a page's first load it never has).
    operations.getPreferences.path,
  ];
  if (messages)
    paths.push(
      operations.getUserMessages.path,
      fill(operations.getCountryMessages.path, 'country', country),
      // The feed asks with the country in upper case (shell/global-messages.ts).
      fill(operations.getGlobalMessages.path, 'locale', country.toUpperCase()),
    );
  return paths;
}
