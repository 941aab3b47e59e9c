/**
 * Forced colours (issue 19; Windows' contrast themes, WCAG 1.4.11 and 2.4.7 there): with
 * `forcedColors: 'active'` the browser paints every background in the theme's page colour. Tab
 * through a public page and a logged-in page: every focused element keeps a drawn outline. The
 * icons drawn with CSS (the menu's bars, the bell, a group's chevron, the unread dot) and any SVG
 * keep a colour that is not the page's. Only reads.
 */
import type { Page } from 'playwright-core';
import { describe, test, type TestContext } from 'vitest';
import { readerOf } from './support/app-pages.js';
import { openPage } from './support/browser.js';
import { openLoggedIn } from './support/login.js';
import { textOf } from './support/texts.js';

const POLL = { timeout: 10_000 } as const;
const MAX_STOPS = 80;

/** Tab until focus comes round; answers each focused element without a drawn outline. */
async function unringedStops(page: Page): Promise<{ stops: number; unringed: string[] }> {
  const seen = new Set<string>();
  const unringed: string[] = [];
  for (let stop = 0; stop < MAX_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const ringed = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      return { html: element.outerHTML.slice(0, 100), ringed };
    });
    if (!focused || seen.has(focused.html)) break;
    seen.add(focused.html);
    if (!focused.ringed) unringed.push(focused.html);
  }
  return { stops: seen.size, unringed };
}

/**
 * The icons on the page and how each is drawn: a border, an outline or a background in a colour
 * other than the page's (forced colours paint backgrounds in the page's colour), or, for SVG, a
 * fill or stroke. Answers how many were found and the ones that vanish.
 */
function invisibleIcons(page: Page): Promise<{ found: number; invisible: string[] }> {
  return page.evaluate(() => {
    const canvas = getComputedStyle(document.documentElement).backgroundColor;
    const seen = (colour: string) =>
      colour !== canvas && !/^rgba\(.*, 0\)$|transparent/.test(colour);
    const drawn = (style: CSSStyleDeclaration) =>
      (parseFloat(style.borderTopWidth) > 0 &&
        style.borderTopStyle !== 'none' &&
        seen(style.borderTopColor)) ||
      (parseFloat(style.borderRightWidth) > 0 &&
        style.borderRightStyle !== 'none' &&
        seen(style.borderRightColor)) ||
      (parseFloat(style.outlineWidth) > 0 &&
        style.outlineStyle !== 'none' &&
        seen(style.outlineColor)) ||
      seen(style.backgroundColor);
    const icons: [string, string | null][] = [
      ['.shell-menu-icon', null],
      ['.shell-menu-icon', '::before'],
      ['.shell-menu-icon', '::after'],
      ['.user-menu-bell', null],
      ['.user-menu-group', '::after'],
      ['.badge-overflow', null],
    ];
    const invisible: string[] = [];
    let found = 0;
    for (const [selector, pseudo] of icons)
      for (const element of document.querySelectorAll(selector)) {
        if (!element.checkVisibility()) continue;
        found += 1;
        if (!drawn(getComputedStyle(element, pseudo))) invisible.push(`${selector}${pseudo ?? ''}`);
      }
    for (const svg of document.querySelectorAll('svg')) {
      if (!svg.checkVisibility()) continue;
      found += 1;
      const parts = [svg, ...svg.querySelectorAll('*')].map((part) => getComputedStyle(part));
      if (!parts.some((style) => seen(style.fill) || seen(style.stroke)))
        invisible.push(`svg ${svg.outerHTML.slice(0, 80)}`);
    }
    return { found, invisible };
  });
}

async function forceColours(page: Page, context: TestContext): Promise<void> {
  await page.emulateMedia({ forcedColors: 'active' });
  context
    .expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches))
    .toBe(true);
}

describe.concurrent('forced colours', () => {
  test('a public page: focus rings', { timeout: 60_000 }, async (context) => {
    const { expect } = context;
    const { page } = await openPage('/se', {
      viewport: 'desktop',
      consent: 'denied',
      test: context,
    });
    await forceColours(page, context);
    const { stops, unringed } = await unringedStops(page);
    expect(stops, 'Tab stops walked').toBeGreaterThan(3);
    expect(unringed, 'focused without an outline').toEqual([]);
  });

  test('the logged-in menu: icons and focus rings', { timeout: 120_000 }, async (context) => {
    const { expect } = context;
    const country = 'se';
    // A page without a back link, which would take the menu toggle's place (spec 2).
    const { page } = await openLoggedIn(
      readerOf[country],
      country,
      `/${country}/app/payments-overview`,
      { test: context },
    );
    await forceColours(page, context);
    const closed = await invisibleIcons(page);
    expect(closed.found, 'icons found with the menu closed').toBeGreaterThan(0);
    expect(closed.invisible, 'icons gone in forced colours').toEqual([]);

    await page.locator('button[aria-controls="user-menu"]').click();
    await page.getByRole('navigation', { name: textOf(country, 'menu.label') }).waitFor(POLL);
    const open = await invisibleIcons(page);
    expect(open.found, 'icons in the open menu').toBeGreaterThan(closed.found);
    expect(open.invisible, 'icons gone in forced colours').toEqual([]);

    const { stops, unringed } = await unringedStops(page);
    expect(stops, 'Tab stops walked').toBeGreaterThan(3);
    expect(unringed, 'focused without an outline').toEqual([]);
  });
});
