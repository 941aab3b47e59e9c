/**
 * Keyboard journeys (issue 19): login (the e-mail link, and the e-ID choice to the sandbox's
 * e-ID page and back), paying, postponing, splitting, a refund and the cookie choice, by Tab,
 * Shift+Tab, Enter, Space, Escape and the arrow keys alone: no mouse. When a step opens, focus
 * is on the heading that names it; when a dialog closes (Escape or its close button), focus is
 * back on the control that opened it, or on the page's main content when that control is gone
 * (a paid purchase has no Pay any more).
 *
 * Every journey runs in each country that offers what it needs, read from the country's terms
 * (countries/*.yaml: the split only where offers.interestFreeSplit is available, the e-ID only
 * where login.providers names the broker), with the
 * country's texts. The customers (sandbox/seed/personas/accessibility.ts, one per country) are read
 * by no other test file but screen-reader.test.ts (the Swedish one), and each test changes a
 * purchase of its own.
 */
import type { Page } from 'playwright-core';
import { describe, test, type ExpectStatic, type TestContext } from 'vitest';
import { timing } from '../../generated/constants.js';
import { countryCodes, countryTerms, type CountryCode } from '../../generated/countries/index.js';
import { openPage, urlOf, webUrl } from './support/browser.js';
import { outcome, outcomeOf, stepOf, tabTo } from './support/flow.js';
import { focusedDialogTitle, isFocused } from './support/focus.js';
import { openAs, newestLink, withPersonaLinkLock } from './support/login.js';
import { t, textOf } from './support/texts.js';

const CUSTOMER: Record<CountryCode, string> = {
  se: 'linnea.sjoberg@example.se',
  no: 'sigrid.moen@example.no',
  fi: 'aada.lehtonen@example.fi',
  dk: 'astrid.vestergaard@example.dk',
};

/** The countries whose terms offer `offer`. */
const offering = (offer: 'snooze' | 'interestFreeSplit' | 'refund'): CountryCode[] =>
  countryCodes.filter((country) => countryTerms(country).offers[offer].available);

/** The countries whose login offers the e-ID broker (login.providers). */
const withEid = countryCodes.filter((country) =>
  (countryTerms(country).login.providers as readonly string[]).includes('criipto'),
);

/** The customer's purchase `<CC>85<nn>` on its page: 01 to pay, 03 to postpone, 04 to split. */
const openPurchase = (context: TestContext, country: CountryCode, nn: string) =>
  openAs(
    context,
    CUSTOMER[country],
    country,
    `/${country}/app/purchases/nordpay/${country.toUpperCase()}85${nn}`,
  );

/** Focus on the heading that names the open step or dialog, `title` when named. */
async function expectStepHeading(expect: ExpectStatic, page: Page, title?: string) {
  const shown = expect.poll(() => focusedDialogTitle(page), { message: 'focus on the title' });
  await (title === undefined ? shown.not.toMatch(/^not the dialog's title/) : shown.toBe(title));
}

/** Focus back on `selector` once the dialog has closed, or on main when the page lost it. */
async function expectFocusBack(expect: ExpectStatic, page: Page, selector: string) {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const trigger = document.querySelector(wanted);
          const active = document.activeElement;
          if (trigger)
            return active === trigger
              ? 'trigger'
              : `not the trigger: ${active?.outerHTML.slice(0, 120)}`;
          return active?.id === 'main' ? 'main' : `not main: ${active?.outerHTML.slice(0, 120)}`;
        }, selector),
      { message: `focus back on ${selector} (or main when it is gone)` },
    )
    .toMatch(/^(trigger|main)$/);
}

/** Presses Enter on the purchase's action and waits for its step, its heading focused. */
async function openAction(expect: ExpectStatic, page: Page, action: string, step: string) {
  await tabTo(page, `[data-action="${action}"]`);
  await page.keyboard.press('Enter');
  await stepOf(page, step).waitFor();
  await expectStepHeading(expect, page);
}

describe('keyboard journeys', { concurrent: true }, () => {
  test.for(countryCodes)(
    '%s pay: Escape and the close button step back to the trigger; the outcome gives focus back',
    async (country, context) => {
      const { expect } = context;
      const { page } = await openPurchase(context, country, '01');
      await openAction(expect, page, 'pay', 'pay');
      // Escape closes the first step: focus back on Pay.
      await page.keyboard.press('Escape');
      await stepOf(page, 'pay').waitFor({ state: 'detached' });
      await expectFocusBack(expect, page, '[data-action="pay"]');
      // Enter on it again, a method, and the summary's heading has focus.
      await page.keyboard.press('Enter');
      await stepOf(page, 'pay').waitFor();
      await expectStepHeading(expect, page);
      await tabTo(page, '[data-method="account"]');
      await page.keyboard.press('Enter');
      await page.getByTestId('confirm-payment').waitFor();
      await expectStepHeading(expect, page);
      // The close button (Shift+Tab from the heading reaches it first) steps back one step.
      await page.keyboard.press('Shift+Tab');
      expect(await isFocused(page.locator('.overlay-close'))).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByTestId('confirm-payment').waitFor({ state: 'detached' });
      await stepOf(page, 'pay').locator('[data-method="account"]').waitFor();
      await expectStepHeading(expect, page);
      // Pay from the linked account: the outcome takes focus, Escape gives it back.
      await tabTo(page, '[data-method="account"]');
      await page.keyboard.press('Enter');
      await tabTo(page, '[data-testid="confirm-payment"]');
      await page.keyboard.press('Enter');
      expect(await outcome(page)).toEqual({ id: 'pay.success', role: 'dialog' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('[data-outcome]') !== null))
        .toBe(true);
      await page.keyboard.press('Escape');
      await outcomeOf(page).waitFor({ state: 'detached' });
      await expectFocusBack(expect, page, '[data-action="pay"]');
    },
  );

  test.for(offering('snooze'))(
    '%s postpone: the arrow keys choose, Enter confirms, Tab stays in the outcome, Escape leaves it',
    async (country, context) => {
      const { expect } = context;
      const { page } = await openPurchase(context, country, '03');
      await openAction(expect, page, 'snooze', 'snooze');
      await tabTo(page, 'input[name="snooze-days"]:checked');
      await page.keyboard.press('ArrowDown');
      // The country's longest postponement comes last.
      expect(await page.locator('input[name="snooze-days"]:checked').getAttribute('value')).toBe(
        String(countryTerms(country).snooze.days.at(-1)),
      );
      await page.keyboard.press('Enter');
      expect(await outcome(page)).toEqual({ id: 'snooze.success', role: 'dialog' });
      // Focus is trapped in the dialog: Tab and Shift+Tab go round inside it.
      for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(
          await page.evaluate(() => document.activeElement?.closest('.overlay-panel') !== null),
          `${key} stays in the dialog`,
        ).toBe(true);
      }
      await page.keyboard.press('Escape');
      await outcomeOf(page).waitFor({ state: 'detached' });
      await expectFocusBack(expect, page, '[data-action="snooze"]');
    },
  );

  test.for(offering('interestFreeSplit'))(
    "%s split: Space on a term, Enter confirms; the outcome's close button gives focus back",
    async (country, context) => {
      const { expect } = context;
      const { page } = await openPurchase(context, country, '04');
      await openAction(expect, page, 'split', 'split');
      await tabTo(page, 'input[name="split-months"]:checked');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      const months = await page.locator('input[name="split-months"]:checked').getAttribute('value');
      await tabTo(page, '[data-testid="confirm-split"]');
      await page.keyboard.press('Enter');
      expect(await outcome(page)).toEqual({ id: 'split.success', role: 'dialog' });
      await tabTo(page, '.overlay-close');
      await page.keyboard.press('Enter');
      await outcomeOf(page).waitFor({ state: 'detached' });
      await expectFocusBack(expect, page, '[data-action="split"]');
      await expect
        .poll(() => page.locator('main').innerText())
        .toContain(await t(country, 'page.purchases.detail.split', { months: Number(months) }));
    },
  );

  test.for(offering('refund'))(
    '%s refund: Cancel gives focus back to Confirm; confirmed, the outcome gives it to the page',
    async (country, context) => {
      const { expect } = context;
      const { page } = await openAs(
        context,
        CUSTOMER[country],
        country,
        `/${country}/app/user-refund`,
        { fakeClock: true },
      );
      const open = `[data-refund="O-nordpay-${country.toUpperCase()}8506"] [data-testid="refund-open-confirm"]`;
      await tabTo(page, open);
      await page.keyboard.press('Enter');
      const confirm = page.locator('[data-confirmation="refund.confirm"]');
      await confirm.waitFor();
      // An alertdialog: focus on its safe answer, Cancel; Escape does not dismiss it.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe(await t(country, 'common.cancel'));
      await page.keyboard.press('Escape');
      expect(await confirm.isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      await confirm.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(page.locator(open))).toBe(true);
      // Again, once the button's double-click guard (spec 9: a second click within 1000 ms is
      // ignored) has let go: on a fast machine the Cancel above comes well within it. Then
      // Shift+Tab to the confirmation.
      await page.clock.fastForward(timing.doubleClickGuardMs);
      await page.keyboard.press('Enter');
      await confirm.waitFor();
      await page.keyboard.press('Shift+Tab');
      expect(await isFocused(page.getByTestId('refund-confirm'))).toBe(true);
      await page.keyboard.press('Enter');
      expect(await outcome(page)).toEqual({ id: 'refund.success', role: 'dialog' });
      await page.keyboard.press('Escape');
      await outcomeOf(page).waitFor({ state: 'detached' });
      await expectFocusBack(expect, page, open);
    },
  );

  test.for(countryCodes)(
    '%s the cookie choice: Tab to it, Shift+Tab between its buttons, Space chooses, focus goes on to main',
    async (country, context) => {
      const { expect } = context;
      const { page } = await openPage(`/${country}`, { test: context });
      const banner = page.getByRole('region', {
        name: textOf(country, 'footer.cookieBanner.title'),
      });
      await banner.waitFor({ timeout: 15_000 });
      const reject = banner.getByRole('button', {
        name: textOf(country, 'footer.cookieBanner.reject'),
      });
      const accept = banner.getByRole('button', {
        name: textOf(country, 'footer.cookieBanner.accept'),
      });
      await tabTo(page, `.notice-slot button:nth-of-type(2)`);
      expect(await isFocused(reject)).toBe(true);
      await page.keyboard.press('Shift+Tab');
      expect(await isFocused(accept)).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await banner.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
      // Chosen: a reload asks no more.
      await page.reload({ waitUntil: 'networkidle' });
      expect(await banner.count()).toBe(0);
    },
  );

  test.for(countryCodes)(
    '%s login with the e-mail link: the field takes focus, the error is said, Back returns to the choice, the link logs in',
    async (country, context) => {
      const { expect } = context;
      const customer = CUSTOMER[country];
      const { page } = await openPage(`/${country}/login`, { test: context, consent: 'denied' });
      const choice = page.locator('[data-provider="email"]');
      await tabTo(page, '[data-provider="email"]');
      await page.keyboard.press('Enter');
      const field = page.getByLabel(textOf(country, 'login.email.label'));
      await expect.poll(() => isFocused(field), { message: 'focus in the field' }).toBe(true);
      // Enter on the empty field: the error is an alert, the field invalid and described by it.
      await page.keyboard.press('Enter');
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      const described = (await field.getAttribute('aria-describedby')) ?? '';
      const error = page.locator(`[id="${described.split(' ').at(-1)}"]`);
      expect(await error.getAttribute('role')).toBe('alert');
      expect(await isFocused(field)).toBe(true);
      // Back: to the choice, on the method chosen.
      await tabTo(page, `button:text-is("${textOf(country, 'common.back')}")`);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => isFocused(choice), { message: 'focus back on the method' })
        .toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => isFocused(field)).toBe(true);
      const link = await withPersonaLinkLock(customer, async () => {
        await page.keyboard.type(customer);
        await page.keyboard.press('Enter');
        // The form goes; the result that says the link is sent takes focus.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.textContent))
          .toBe(textOf(country, 'login.state.emailLinkSent.title'));
        return newestLink(customer);
      });
      await page.goto(urlOf(link));
      await page.waitForURL((url) => url.pathname === `/${country}/app`, { timeout: 15_000 });
    },
  );

  test.for(withEid)(
    "%s login with e-ID: to the sandbox's e-ID page by keyboard, declined there and back at the choice",
    async (country, context) => {
      const { expect } = context;
      const { page } = await openPage(`/${country}/login`, { test: context, consent: 'denied' });
      await tabTo(page, '[data-provider="criipto"]');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === `/sandbox/eid/${country}`, {
        timeout: 15_000,
      });
      // The broker's page: the identities are one radio group, the arrows move in it.
      await tabTo(page, 'input[name="civicNumber"]:checked');
      const first = await page.locator('input[name="civicNumber"]:checked').getAttribute('value');
      await page.keyboard.press('ArrowDown');
      expect(
        await page.locator('input[name="civicNumber"]:checked').getAttribute('value'),
      ).not.toBe(first);
      await tabTo(page, 'button[value="decline"]');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === `/${country}/login`, { timeout: 15_000 });
      // Back at the login with the refusal said, and the choice to start again.
      const result = page.locator('[data-login-state]');
      await result.waitFor({ timeout: 15_000 });
      expect(await result.getAttribute('role')).toBe('alert');
      await tabTo(page, '[data-provider="criipto"]');
      expect(new URL(page.url()).origin).toBe(webUrl());
    },
  );
});
