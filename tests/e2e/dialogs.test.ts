/**
 * The shell's dialogs, found the way a screen-reader user finds them: by role and accessible
 * name. Each opens from the keyboard, takes focus, passes axe while open, closes on Escape and
 * gives focus back to its opener; an opener missing from the page fails naming what it looked
 * for. The user menu is in the logged-in header: user-menu.test.ts; the app's dialogs and the escape
 * stack with two levels: overlays.test.ts.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, test, type ExpectStatic } from 'vitest';
import { countryCodes } from '../../generated/countries/index.js';
import { COUNTRY_SELECTOR, countrySelectorEntries } from '../../generated/navigation.js';
import { checkA11y } from './support/a11y.js';
import { openPage, type Viewport } from './support/browser.js';
import { pageWith } from './support/pages.js';
import { textOf } from './support/texts.js';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first button whose accessible name starts with one of the names (a button may add the
 * current value, "Choose country: Sweden"); none fails naming them all.
 */
async function findOpener(page: Page, names: readonly string[]) {
  for (const name of names) {
    const button = page.getByRole('button', { name: new RegExp(`^${escaped(name)}`) });
    if ((await button.count()) > 0) return button.first();
  }
  throw new Error(`no button named ${names.map((n) => `'${n}'`).join(' or ')} on ${page.url()}`);
}

/** Opens with the keyboard (Enter on the focused opener), as keyboard users do. */
async function openWithKeyboard(opener: Locator) {
  await opener.focus();
  await opener.press('Enter');
}

const focusIsInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

async function expectClosesOnEscape(
  expect: ExpectStatic,
  page: Page,
  dialog: Locator,
  opener: Locator,
) {
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.isVisible(), { message: 'closed by Escape' }).toBe(false);
  await expect.poll(() => isFocused(opener), { message: 'focus back on the opener' }).toBe(true);
}

const cases = countryCodes.flatMap((country) =>
  (['desktop', 'mobile'] as const satisfies readonly Viewport[]).map((viewport) => ({
    country,
    viewport,
  })),
);

describe.concurrent('country selector', () => {
  test.for(cases)('$country $viewport', async ({ country, viewport }, context) => {
    // Concurrent tests take expect from their context, so polls and failures are their own.
    const { expect } = context;
    const shown = pageWith(country, 'countrySelector');
    if (!shown) throw new Error(`no page of ${country} has a layout with the country selector`);
    const { page } = await openPage(shown.path, { viewport, test: context });
    const text = (id: string) => textOf(country, id);
    const opener = await findOpener(page, [text(COUNTRY_SELECTOR.openMessageId)]);

    await openWithKeyboard(opener);
    const dialog = page.getByRole('dialog', { name: text(COUNTRY_SELECTOR.titleMessageId) });
    await expect.poll(() => dialog.isVisible(), { message: 'dialog open' }).toBe(true);
    await expect.poll(() => focusIsInside(dialog), { message: 'focus inside' }).toBe(true);

    // Spec 2: the selected country first, then the others by name, each to the same page.
    const expected = countrySelectorEntries(country, shown.route, {}, text).map(
      (entry) => entry.link,
    );
    const links = await dialog
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      );
    expect(links).toEqual(expected);

    await checkA11y(page);
    await expectClosesOnEscape(expect, page, dialog, opener);
  });
});
