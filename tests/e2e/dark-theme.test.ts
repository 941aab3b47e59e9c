/**
 * The dark theme (issue 19): with `prefers-color-scheme: dark` every public page of every
 * country, the main logged-in pages, the user menu, the country selector and the bank link's
 * confirmation dialog are drawn dark and pass axe (colour contrast of every pair included). The
 * light scheme is checked by the other files (public-pages, dialogs, overlays, the app tests).
 * Only reads: the confirmation is cancelled, no persona's data is changed.
 */
import type { Page } from 'playwright-core';
import { describe, test, type TestContext } from 'vitest';
import { countryCodes } from '../../generated/countries/index.js';
import { COUNTRY_SELECTOR } from '../../generated/navigation.js';
import { checkA11y } from './support/a11y.js';
import { mainAppPaths, readerOf } from './support/app-pages.js';
import { openWarmPage } from './support/browser.js';
import { openLoggedIn } from './support/login.js';
import { pagesOf } from './support/pages.js';
import { textOf } from './support/texts.js';

const POLL = { timeout: 10_000 } as const;

/**
 * Switches the page to the dark scheme and answers the relative luminance of the page's
 * background, so a test sees the theme applied (the light one is white, 1).
 */
async function goDark(page: Page): Promise<number> {
  await page.emulateMedia({ colorScheme: 'dark' });
  return page.evaluate(() => {
    const [r = 1, g = 1, b = 1] = getComputedStyle(document.documentElement)
      .backgroundColor.match(/[\d.]+/g)!
      .map((channel) => {
        const c = Number(channel) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  });
}

async function expectDark(page: Page, context: TestContext): Promise<void> {
  context.expect(await goDark(page), 'the page background is dark').toBeLessThan(0.05);
}

describe.concurrent.each(countryCodes)('dark theme in %s', (country) => {
  test.for(pagesOf(country))('$path', { timeout: 60_000 }, async ({ path }, context) => {
    const { page } = await openWarmPage(path, { viewport: 'desktop', test: context });
    await expectDark(page, context);
    await page.locator('main h1').first().waitFor(POLL);
    await checkA11y(page);
  });

  test('the country selector open', { timeout: 60_000 }, async (context) => {
    const { page } = await openWarmPage(`/${country}`, { viewport: 'mobile', test: context });
    await expectDark(page, context);
    await page
      .getByRole('button', { name: new RegExp(textOf(country, COUNTRY_SELECTOR.openMessageId)) })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: textOf(country, COUNTRY_SELECTOR.titleMessageId) })
      .waitFor(POLL);
    await checkA11y(page);
  });

  test('the main logged-in pages, the menu and a dialog', { timeout: 180_000 }, async (context) => {
    const { page } = await openLoggedIn(readerOf[country], country, `/${country}/app`, {
      viewport: 'desktop',
      test: context,
    });
    await expectDark(page, context);
    for (const path of mainAppPaths) {
      await page.goto(new URL(`/${country}/${path}`, page.url()).href, {
        waitUntil: 'networkidle',
      });
      await page.locator('main h1').first().waitFor(POLL);
      await checkA11y(page);
    }

    // The menu, on a page without a back link (which would take the toggle's place, spec 2).
    await page.goto(new URL(`/${country}/app/payments-overview`, page.url()).href, {
      waitUntil: 'networkidle',
    });
    await page.locator('button[aria-controls="user-menu"]').click();
    await page.getByRole('navigation', { name: textOf(country, 'menu.label') }).waitFor(POLL);
    await checkA11y(page);

    // The confirmation of removing the linked account, on the bank page.
    await page.goto(new URL(`/${country}/app/profile/bank`, page.url()).href, {
      waitUntil: 'networkidle',
    });
    await page
      .getByRole('button', { name: new RegExp(textOf(country, 'page.bank.unlink')) })
      .first()
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor(POLL);
    await checkA11y(page);
    await dialog.getByRole('button', { name: textOf(country, 'common.cancel') }).click();
    await dialog.waitFor({ ...POLL, state: 'detached' });
  });
});
