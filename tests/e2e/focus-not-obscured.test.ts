/**
 * WCAG 2.4.11 Focus not obscured (issue 19): with the sticky parts of the screen shown (the cookie
 * choice on a first visit, the app prompt on a phone once that choice is made), Tab through every
 * public page of every country and a few logged-in pages on the suite's phone, and after each
 * press the focused element is what a press at its centre reaches: nothing is drawn over it.
 * Only reads: no persona's data is changed.
 */
import type { Page } from 'playwright-core';
import { describe, test, type TestContext } from 'vitest';
import { countryCodes, type CountryCode } from '../../generated/countries/index.js';
import { openWarmPage } from './support/browser.js';
import { focusedCovered } from './support/geometry.js';
import { openLoggedIn } from './support/login.js';
import { pagesOf } from './support/pages.js';
import { textOf } from './support/texts.js';

/** More Tab stops than any of these pages has; the walk ends earlier when focus comes round. */
const MAX_STOPS = 120;
const POLL = { timeout: 5_000 } as const;

/** Tabs through the page, checking each focused element; answers the number of stops seen. */
async function tabThrough(page: Page, context: TestContext, where: string): Promise<number> {
  const seen = new Set<string>();
  for (let stop = 0; stop < MAX_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const key = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return null;
      const path: number[] = [];
      for (let at: Element | null = focused; at?.parentElement; at = at.parentElement)
        path.push([...at.parentElement.children].indexOf(at));
      return path.join('.');
    });
    if (key === null || seen.has(key)) break;
    seen.add(key);
    // Scrolling the focused element clear of what is fixed may take a frame: wait for the state.
    await context.expect
      .poll(() => focusedCovered(page), { ...POLL, message: `${where}, Tab stop ${stop + 1}` })
      .toBeNull();
  }
  return seen.size;
}

describe.concurrent.each(countryCodes)('focus not obscured in %s', (country) => {
  test.for(pagesOf(country))(
    '$path with the cookie choice shown',
    { timeout: 120_000 },
    async ({ path }, context) => {
      const { page } = await openWarmPage(path, { viewport: 'mobile', test: context });
      const banner = page.getByRole('region', {
        name: textOf(country, 'footer.cookieBanner.title'),
      });
      await banner.waitFor(POLL);
      const stops = await tabThrough(page, context, path);
      context.expect(stops, 'Tab stops walked').toBeGreaterThan(1);
    },
  );
});

const loggedIn: readonly [CountryCode, string, string][] = [
  ['se', 'erik.sandberg@example.se', '/se/app/payments-overview'],
  ['se', 'erik.sandberg@example.se', '/se/app/purchases'],
  ['no', 'ola.nordmann@example.no', '/no/app'],
];

describe.concurrent('focus not obscured on logged-in pages', () => {
  test.for(loggedIn)(
    '%s %s: %s with the app prompt shown',
    { timeout: 120_000 },
    async ([country, email, path], context) => {
      const { page } = await openLoggedIn(email, country, path, {
        viewport: 'mobile',
        test: context,
      });
      const prompt = page.getByRole('region', {
        name: textOf(country, 'header.appPrompt.title'),
      });
      await prompt.waitFor(POLL);
      const stops = await tabThrough(page, context, path);
      context.expect(stops, 'Tab stops walked').toBeGreaterThan(1);
    },
  );
});
