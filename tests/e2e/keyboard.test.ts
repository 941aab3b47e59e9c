/**
 * Keyboard use (WCAG 2.4.1 bypass blocks, 2.4.7 focus visible): on each country's home page, for
 * a first-time visitor, the first Tab lands on a skip link to the main content, visible while it
 * has focus. Notices (cookie banner, app prompt) come after it in the tab order, so the skip link
 * still saves keyboard users the whole header.
 */
import { describe, test } from 'vitest';
import { countryCodes } from '../../generated/countries/index.js';
import { openPage } from './support/browser.js';
import { pagesOf } from './support/pages.js';
import { textOf } from './support/texts.js';

describe.concurrent.each(countryCodes)('keyboard in %s', (country) => {
  const [home] = pagesOf(country);
  test.for(['desktop', 'mobile'] as const)(
    'first Tab reaches the skip link (%s)',
    async (viewport, context) => {
      const { expect } = context;
      const { page } = await openPage(home?.path ?? `/${country}`, { viewport, test: context });
      // The shell's skip link, drawn with the page.
      await page.locator('a[href^="#"]').first().waitFor({ state: 'attached', timeout: 15_000 });

      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        const box = element?.getBoundingClientRect();
        const id =
          element instanceof HTMLAnchorElement && element.getAttribute('href')?.startsWith('#')
            ? decodeURIComponent(element.hash.slice(1))
            : '';
        return {
          // What has focus, so a failure says what came first instead.
          element: element ? element.outerHTML.slice(0, 160) : '(nothing)',
          isInPageLink: id !== '',
          targetExists: id !== '' && document.getElementById(id) !== null,
          visible: box !== undefined && box.width > 1 && box.height > 1,
          text: element?.textContent?.trim() ?? '',
        };
      });
      expect(
        focused.isInPageLink,
        `the first Tab stop is the skip link, not ${focused.element}`,
      ).toBe(true);
      expect(focused.targetExists, 'its target exists').toBe(true);
      expect(focused.visible, 'it is visible while focused').toBe(true);
      expect(focused.text, 'it has a text').not.toBe('');
    },
  );

  test('the cookie choice is the next Tab stop after the skip link', async (context) => {
    const { expect } = context;
    const { page } = await openPage(home?.path ?? `/${country}`, { test: context });
    const banner = page.getByRole('region', { name: textOf(country, 'footer.cookieBanner.title') });
    // The banner comes with hydration; the Tab order is checked once it is there.
    await banner.waitFor({ state: 'visible', timeout: 15_000 });
    // Reachable without going through the whole page, and announced when it appears.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return {
        element: element ? element.outerHTML.slice(0, 160) : '(nothing)',
        inNotice: element?.closest('section.notice') !== null,
        live: element?.closest('[aria-live="polite"]') !== null,
      };
    });
    expect(focused.inNotice, `the second Tab stop is in the notice, not ${focused.element}`).toBe(
      true,
    );
    expect(focused.live, 'the notice is inside a polite live region').toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(textOf(country, 'footer.cookieBanner.accept'));
  });
});
