/**
 * WCAG 1.4.10 Reflow, 1.4.4 Resize text and 1.4.12 Text spacing (issue 19): every public page of
 * every country and the main logged-in pages in a 1280 × 1024 window at 400 % (320 × 256 CSS px)
 * neither scroll sideways nor lose text (cut off by a box, drawn off-screen); then with the
 * reader's text spacing of 1.4.12 applied, the same, and no text drawn over other text.
 * Only reads: no persona's data is changed.
 */
import type { Page } from 'playwright-core';
import { describe, test, type TestContext } from 'vitest';
import { countryCodes } from '../../generated/countries/index.js';
import { mainAppPaths, readerOf } from './support/app-pages.js';
import { openWarmPage } from './support/browser.js';
import { openLoggedIn } from './support/login.js';
import { pagesOf } from './support/pages.js';
import { applyTextSpacing, reflowReport } from './support/reflow.js';

const POLL = { timeout: 10_000 } as const;

/** The page as it is, then with the 1.4.12 spacing: no sideways scroll, no text lost. */
async function expectReflows(page: Page, context: TestContext, where: string): Promise<void> {
  const { expect } = context;
  await page.locator('main h1').first().waitFor(POLL);
  const plain = await reflowReport(page);
  expect(plain.measured, `text measured on ${where}`).toBeGreaterThan(0);
  expect(
    plain.scrollWidth,
    `${where} scrolls sideways at 320 px: ${plain.wide.join('; ')}`,
  ).toBeLessThanOrEqual(plain.clientWidth);
  expect(plain.lost, `text lost on ${where} at 320 px`).toEqual([]);

  // 0.12em of the paragraph's font size: the reader's spacing is in force.
  expect(await applyTextSpacing(page), 'letter spacing applied').not.toBe('normal');
  const spaced = await reflowReport(page);
  expect(
    spaced.scrollWidth,
    `${where} scrolls sideways with text spacing: ${spaced.wide.join('; ')}`,
  ).toBeLessThanOrEqual(spaced.clientWidth);
  expect(spaced.lost, `text lost on ${where} with text spacing`).toEqual([]);
  expect(spaced.overlapping, `text over text on ${where} with text spacing`).toEqual([]);
}

describe.concurrent.each(countryCodes)('reflow in %s', (country) => {
  test.for(pagesOf(country))('$path', { timeout: 60_000 }, async ({ path }, context) => {
    const { page } = await openWarmPage(path, { viewport: 'zoomed', test: context });
    await expectReflows(page, context, path);
  });

  test('the main logged-in pages', { timeout: 180_000 }, async (context) => {
    const [first, ...rest] = mainAppPaths;
    const { page } = await openLoggedIn(readerOf[country], country, `/${country}/${first}`, {
      viewport: 'zoomed',
      test: context,
    });
    await expectReflows(page, context, first);
    for (const path of rest) {
      await page.goto(new URL(`/${country}/${path}`, page.url()).href, {
        waitUntil: 'networkidle',
      });
      await expectReflows(page, context, path);
    }
  });
});
