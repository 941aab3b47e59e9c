/**
 * The overlays of the shell by keyboard and pointer (spec 4 "Overlays", spec 2 "Other UI
 * pieces"), each through real UI of the product against the sandbox:
 * - the escape stack with two levels: the user menu open, the country selector opened over it;
 *   Escape closes only the top one and gives focus back to its opener, the next Escape the menu;
 * - a dismissible dialog (the user-information popup): its backdrop (the underlay) closes it;
 * - the alertdialog (removing the linked bank account): Escape, a backdrop click and a close button do
 *   not dismiss it; Tab and Shift+Tab stay inside; its own answer closes it, focus back home.
 * Personas: Freja (dk) only reads; Emilia (fi) has her popup read here; the others open a confirmation
 * and cancel it, changing nothing.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, test, type ExpectStatic } from 'vitest';
import { COUNTRY_SELECTOR } from '../../generated/navigation.js';
import { checkA11y } from './support/a11y.js';
import { openLoggedIn } from './support/login.js';
import { textOf } from './support/texts.js';

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

const focusIsInside = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement));

/** What has focus, for failure messages and for comparing Tab stops. */
const focusedHtml = (page: Page) =>
  page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '(nothing)');

/** Presses Tab until `target` has focus (at most `limit` presses); false if it never did. */
async function tabTo(page: Page, target: Locator, limit = 150): Promise<boolean> {
  for (let press = 0; press < limit; press++) {
    if (await isFocused(target)) return true;
    await page.keyboard.press('Tab');
  }
  return isFocused(target);
}

async function expectClosed(expect: ExpectStatic, dialog: Locator, why: string) {
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000, message: why }).toBe(false);
}

describe('overlays', { concurrent: true, timeout: 120_000 }, () => {
  test('the escape stack: the country selector over the open menu (dk)', async (context) => {
    const { expect } = context;
    const country = 'dk';
    // An editorial page: the logged-in header with the menu, the footer with the country button.
    const { page, errors } = await openLoggedIn(
      'freja.nielsen@example.dk',
      country,
      `/${country}/about-us`,
      { test: context },
    );
    // Found by what it controls: its name says open or close.
    const toggle = page.locator('button[aria-controls="user-menu"]');
    expect((await toggle.getAttribute('aria-label')) ?? (await toggle.innerText())).toBe(
      textOf(country, 'header.openMenu'),
    );
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: textOf(country, 'menu.label') });
    await expect.poll(() => menu.isVisible(), { timeout: 10_000, message: 'menu open' }).toBe(true);
    await expect
      .poll(() => focusIsInside(menu), { timeout: 10_000, message: 'focus in the menu' })
      .toBe(true);

    // The menu is a disclosure, not modal: Tab goes on through the page to the country button.
    const countryButton = page.getByRole('button', {
      name: new RegExp(textOf(country, COUNTRY_SELECTOR.openMessageId)),
    });
    expect(await tabTo(page, countryButton), await focusedHtml(page)).toBe(true);
    expect(await menu.isVisible(), 'the menu stays open while Tab leaves it').toBe(true);
    await page.keyboard.press('Enter');
    const selector = page.getByRole('dialog', {
      name: textOf(country, COUNTRY_SELECTOR.titleMessageId),
    });
    await expect
      .poll(() => selector.isVisible(), { timeout: 10_000, message: 'selector open' })
      .toBe(true);
    await expect
      .poll(() => focusIsInside(selector), { timeout: 10_000, message: 'focus in the selector' })
      .toBe(true);
    // Both levels open: axe sees the page as a screen reader would.
    await checkA11y(page);

    // First Escape: only the top level closes, focus back on its opener, the menu still open.
    await page.keyboard.press('Escape');
    await expectClosed(expect, selector, 'the selector closed by the first Escape');
    await expect
      .poll(() => isFocused(countryButton), {
        timeout: 10_000,
        message: 'focus back on the country button',
      })
      .toBe(true);
    expect(await menu.isVisible(), 'the menu is still open after the first Escape').toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    // Second Escape: the menu closes and focus goes back to its toggle.
    await page.keyboard.press('Escape');
    await expectClosed(expect, menu, 'the menu closed by the second Escape');
    await expect
      .poll(() => isFocused(toggle), { timeout: 10_000, message: 'focus back on the menu toggle' })
      .toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // A third Escape has nothing left to close and does nothing.
    await page.keyboard.press('Escape');
    expect(await isFocused(toggle)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a dialog closes on its backdrop; focus is trapped inside (fi)', async (context) => {
    const { expect } = context;
    const country = 'fi';
    // Emilia's user-information popup opens by itself when she arrives at the app home.
    const { page, errors } = await openLoggedIn(
      'emilia.heikkinen@example.fi',
      country,
      `/${country}/app`,
      { test: context, waitUntil: 'load' },
    );
    const dialog = page.getByRole('dialog', { name: 'Uusi maksutapa' });
    // It opens once the customer's messages have arrived.
    await dialog.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => focusIsInside(dialog), { timeout: 10_000, message: 'focus in the popup' })
      .toBe(true);
    // The page under it is inert: not focusable, not clickable, hidden from assistive technology.
    const toggle = page.locator('button[aria-controls="user-menu"]');
    const inert = () => toggle.evaluate((element) => element.closest('[inert]') !== null);
    expect(await inert(), 'the page under a modal is inert').toBe(true);
    await checkA11y(page);

    // Tab and Shift+Tab go round inside the dialog.
    const stops = new Set<string>();
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(dialog), `Tab ${press + 1} stays inside`).toBe(true);
      stops.add(await focusedHtml(page));
    }
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsInside(dialog), `Shift+Tab ${press + 1} stays inside`).toBe(true);
    }
    // The close button and the action: more than one stop, so the trap goes round.
    expect(stops.size).toBeGreaterThan(1);

    // A press on the backdrop, beside the panel, closes a dialog that may be dismissed.
    await page.mouse.click(5, 5);
    await expectClosed(expect, dialog, 'closed by its backdrop');
    await expect.poll(inert, { timeout: 10_000, message: 'the page usable again' }).toBe(false);
    expect(errors).toEqual([]);
  });

  test('the alertdialog cannot be dismissed; focus returns to its opener (no)', async (context) => {
    const { expect } = context;
    const country = 'no';
    const { page, errors } = await openLoggedIn(
      'ingrid.haugen@example.no',
      country,
      `/${country}/app/profile/bank`,
      { test: context },
    );
    const remove = page.getByRole('button', {
      name: new RegExp(textOf(country, 'page.bank.unlink')),
    });
    await expect
      .poll(() => remove.count(), { timeout: 10_000, message: 'a remove button' })
      .toBeGreaterThan(0);
    const opener = remove.first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect
      .poll(() => dialog.isVisible(), { timeout: 10_000, message: 'confirmation open' })
      .toBe(true);
    await expect
      .poll(() => focusIsInside(dialog), { timeout: 10_000, message: 'focus inside' })
      .toBe(true);
    expect(
      await dialog.getByRole('button', { name: textOf(country, 'common.close') }).count(),
      'no close button',
    ).toBe(0);
    await checkA11y(page);

    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    // Past the focus-trap delays (spec 9: 300 and 200 ms), when a dismissal would have shown.
    await page.waitForTimeout(600);
    expect(await dialog.isVisible(), 'Escape and the backdrop leave it open').toBe(true);
    expect(await focusIsInside(dialog), 'focus still inside after the backdrop press').toBe(true);

    // The trap: from the last button Tab goes to the first, Shift+Tab from the first to the last.
    const buttons = dialog.getByRole('button');
    const count = await buttons.count();
    expect(count).toBeGreaterThan(1);
    await buttons.last().focus();
    await page.keyboard.press('Tab');
    expect(await isFocused(buttons.first()), await focusedHtml(page)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(buttons.last()), await focusedHtml(page)).toBe(true);

    // Its own answer closes it: Cancel, and focus is back on the remove button.
    await dialog.getByRole('button', { name: textOf(country, 'common.cancel') }).press('Enter');
    await expectClosed(expect, dialog, 'closed by Cancel');
    await expect
      .poll(() => isFocused(opener), { timeout: 10_000, message: 'focus back on the opener' })
      .toBe(true);
    expect(errors).toEqual([]);
  });
});

/**
 * axe (WCAG 2.2 A and AA) with each of the app's dialogs open, in every country: the confirmation
 * of removing an e-mail address and of removing the linked bank account, both alertdialogs. Each
 * is cancelled, so no persona's data changes.
 */
const confirmations = [
  ['se', 'lars@example.com', 'emails', 'page.emails.remove'],
  ['no', 'nora.berg@example.no', 'emails', 'page.emails.remove'],
  ['fi', 'ville.laine@example.fi', 'emails', 'page.emails.remove'],
  ['dk', 'ida@example.com', 'emails', 'page.emails.remove'],
  ['se', 'anna.lindqvist@example.se', 'bank', 'page.bank.unlink'],
  // Norway's bank confirmation: the alertdialog test above, with axe.
  ['fi', 'aino.korhonen@example.fi', 'bank', 'page.bank.unlink'],
  ['dk', 'mads.jensen@example.dk', 'bank', 'page.bank.unlink'],
] as const;

describe('dialogs pass axe in every country', { concurrent: true, timeout: 120_000 }, () => {
  test.for(confirmations)('%s %s: %s', async ([country, email, page_, opener], context) => {
    const { expect } = context;
    const { page, errors } = await openLoggedIn(
      email,
      country,
      `/${country}/app/profile/${page_}`,
      { test: context },
    );
    const button = page.getByRole('button', { name: new RegExp(textOf(country, opener)) });
    await button.first().waitFor({ timeout: 10_000 });
    await button.first().click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor({ timeout: 10_000 });
    await expect
      .poll(() => focusIsInside(dialog), { timeout: 10_000, message: 'focus inside' })
      .toBe(true);
    await checkA11y(page);
    await dialog.getByRole('button', { name: textOf(country, 'common.cancel') }).click();
    await dialog.waitFor({ timeout: 10_000, state: 'detached' });
    expect(errors).toEqual([]);
  });
});
