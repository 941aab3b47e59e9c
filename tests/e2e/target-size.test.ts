/**
 * WCAG 2.5.8 Target size, minimum (issue 19): every control on every public page of every
 * country, and on a few logged-in pages, is at least 24 by 24 CSS px, or small but with room
 * around it as the rule allows (a 24 px circle on it reaches no other control). Links inside a
 * sentence are the rule's exception. On the suite's phone and desktop, with the cookie choice
 * made (its own buttons are measured on the first page of each country, where it shows).
 * Only reads: no persona's data is changed.
 */
import { describe, test } from 'vitest';
import { countryCodes, type CountryCode } from '../../generated/countries/index.js';
import { openWarmPage, type Viewport } from './support/browser.js';
import { smallTargets } from './support/geometry.js';
import { openLoggedIn } from './support/login.js';
import { pagesOf } from './support/pages.js';
import { textOf } from './support/texts.js';

const viewports: readonly Viewport[] = ['mobile', 'desktop'];
const POLL = { timeout: 10_000 } as const;

describe.concurrent.each(countryCodes)('target size in %s', (country) => {
  describe.concurrent.each(viewports)('%s', (viewport) => {
    test.for(pagesOf(country))('$path', { timeout: 60_000 }, async ({ path }, context) => {
      const { page } = await openWarmPage(path, { viewport, test: context });
      // A first visit: the cookie choice is shown, and measured with the page.
      await page
        .getByRole('region', { name: textOf(country, 'footer.cookieBanner.title') })
        .waitFor(POLL);
      const { measured, failures } = await smallTargets(page);
      context.expect(measured, `controls measured on ${path}`).toBeGreaterThan(0);
      context.expect(failures, `small targets on ${path}`).toEqual([]);
    });
  });
});

const loggedIn: readonly [CountryCode, string, string][] = [
  ['se', 'erik.sandberg@example.se', '/se/app'],
  ['se', 'erik.sandberg@example.se', '/se/app/purchases'],
  ['se', 'erik.sandberg@example.se', '/se/app/profile'],
  ['no', 'ola.nordmann@example.no', '/no/app'],
];

describe.concurrent('target size on logged-in pages', () => {
  describe.concurrent.each(viewports)('%s', (viewport) => {
    test.for(loggedIn)(
      '%s %s: %s',
      { timeout: 120_000 },
      async ([country, email, path], context) => {
        const { page } = await openLoggedIn(email, country, path, { viewport, test: context });
        await page.locator('main h1').first().waitFor(POLL);
        const { measured, failures } = await smallTargets(page);
        context.expect(measured, `controls measured on ${path}`).toBeGreaterThan(0);
        context.expect(failures, `small targets on ${path}`).toEqual([]);
      },
    );
  });
});
