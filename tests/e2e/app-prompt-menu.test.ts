/**
 * On a 390 × 844 phone the "get the mobile app" prompt (spec 1) is fixed to the bottom of the
 * screen, where the open user menu ends: while the menu is open the prompt steps aside, so every
 * entry down to logout can be seen and pressed; closed again, the prompt is back.
 * Only reads: no persona's data is changed.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { openLoggedIn } from './support/login.js';
import { textOf } from './support/texts.js';

const POLL = { timeout: 10_000 } as const;

/** Whether the element itself is what a press at its centre would reach. */
const reachableAtCentre = (page: Page, locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const inView = y >= 0 && y <= window.innerHeight && x >= 0 && x <= window.innerWidth;
    const hit = document.elementFromPoint(x, y);
    return inView && hit !== null && (hit === element || element.contains(hit));
  });

describe('the app prompt and the open user menu on a phone', { timeout: 120_000 }, () => {
  test('at 390 × 844 logout is visible and not covered by the prompt', async (context) => {
    const { expect } = context;
    const { page, errors } = await openLoggedIn(
      'erik.sandberg@example.se',
      'se',
      '/se/app/payments-overview',
      { viewport: 'mobile', test: context },
    );
    await page.setViewportSize({ width: 390, height: 844 });
    // Not vacuous: the prompt is there before the menu opens.
    const prompt = page.getByRole('region', { name: textOf('se', 'header.appPrompt.title') });
    await expect.poll(() => prompt.isVisible(), { ...POLL, message: 'the app prompt' }).toBe(true);

    const toggle = page.locator('button[aria-controls="user-menu"]');
    const menu = page.getByRole('navigation', { name: textOf('se', 'menu.label') });
    await toggle.click();
    await expect.poll(() => menu.isVisible(), { ...POLL, message: 'menu open' }).toBe(true);
    // Every group unfolded: the menu at its longest.
    for (const group of await menu.locator('button[aria-expanded="false"]').all())
      await group.click();

    // Scrolled to its end, as a thumb would: logout is the last entry.
    await menu.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    const logout = menu.getByRole('button', { name: textOf('se', 'menu.logout') });
    expect(await logout.isVisible(), 'logout visible').toBe(true);
    expect(await reachableAtCentre(page, logout), 'logout reached at its centre').toBe(true);
    expect(await prompt.count(), 'no prompt over the open menu').toBe(0);
    // Every entry, not only the last, can be pressed where it is drawn.
    for (const entry of await menu.locator('a[href], button').all()) {
      await entry.scrollIntoViewIfNeeded();
      const name = (await entry.textContent())?.trim();
      expect(await reachableAtCentre(page, entry), `${name} reached at its centre`).toBe(true);
    }

    // Closed again (Escape), the prompt comes back.
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible(), { ...POLL, message: 'menu closed' }).toBe(false);
    await expect.poll(() => prompt.isVisible(), { ...POLL, message: 'prompt back' }).toBe(true);
    expect(errors).toEqual([]);
  });
});
