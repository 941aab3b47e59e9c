/**
 * Consent-gated tracking (spec 4 and 9): nothing reaches `window.dataLayer` before the visitor
 * chooses; accepting sends the page view at once and on every later load; declining keeps the
 * data layer empty, also after a reload. Buttons are found by their texts, as people find them.
 */
import type { Page } from 'playwright-core';
import { describe, test, type TestContext } from 'vitest';
import { countryCodes } from '../../generated/countries/index.js';
import { openPage } from './support/browser.js';
import { pagesOf } from './support/pages.js';
import { textOf } from './support/texts.js';

const events = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event ?? '?'),
  );

/** The cookie banner's button, or a skip naming it while the banner is not on the page. */
async function bannerButton(page: Page, name: string, context: TestContext) {
  const button = page.getByRole('button', { name, exact: true });
  if ((await button.count()) === 0)
    context.skip(`no cookie banner button '${name}' on ${page.url()}`);
  return button.first();
}

describe.concurrent.each(countryCodes)('tracking consent in %s', (country) => {
  const [home] = pagesOf(country);
  const path = home?.path ?? `/${country}`;

  test('accepting sends the page view, now and after a reload', async (context) => {
    // Concurrent tests take expect from their context, so polls and failures are their own.
    const { expect } = context;
    const { page, errors } = await openPage(path, { test: context });
    expect(await events(page), 'before any choice').toEqual([]);
    await (
      await bannerButton(page, textOf(country, 'footer.cookieBanner.accept'), context)
    ).click();
    await expect.poll(() => events(page), { message: 'after accepting' }).toContain('page_view');
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => events(page), { message: 'after a reload' }).toContain('page_view');
    expect(errors, 'console errors').toEqual([]);
  });

  test('declining keeps the data layer empty, also after a reload', async (context) => {
    const { expect } = context;
    const { page } = await openPage(path, { test: context });
    await (
      await bannerButton(page, textOf(country, 'footer.cookieBanner.reject'), context)
    ).click();
    // The banner closing is the sign the choice was taken; then no event may have been pushed.
    await expect
      .poll(() =>
        page.getByRole('button', { name: textOf(country, 'footer.cookieBanner.reject') }).count(),
      )
      .toBe(0);
    expect(await events(page)).toEqual([]);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await events(page), 'after a reload').toEqual([]);
  });
});
