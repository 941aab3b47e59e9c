/**
 * Automatic payment, the payment-free month and refunds (issue 14), in a real browser against the
 * sandbox, in every country: schedule a purchase for its due date (901) and an invoice, cancel a
 * scheduled one with the Keep / Remove confirmation (904), followed by the 5 s pending polling on
 * the page's fake clock and the sandbox clock until it resolves; use a payment-free month with
 * the country's rules and fee, and the provider's refusal in the customer's language; confirm a
 * refund to the linked bank account (the refund event with consent, the menu's count of refunds
 * waiting dropping), the bank-link requirement without one, the Finnish confirmation failure and
 * the load failure. Each success with the state after it (support/state-after.ts: the item's page
 * at once and after a reload; in another session, logged in by its own link, home, the overview
 * and the item's page). axe checks every step, confirmation and outcome dialog.
 *
 * The personas (sandbox/seed/personas/autopay-refund.ts) are read by no other test file; each test
 * changes its own items, so the tests run side by side.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatMoney } from '../../generated/countries/format.js';
import { countryTerms, type CountryCode } from '../../generated/countries/index.js';
import { brandName } from '../../runtime/shared/domain/account-brand.js';
import { checkA11y } from './support/a11y.js';
import { webUrl } from './support/browser.js';
import { outcome, outcomeOf, stepOf } from './support/flow.js';
import { logInAs, openAs } from './support/login.js';
import { advanceSandbox } from './support/sandbox-clock.js';
import {
  expectStateAfter,
  homeInvoice,
  homePurchase,
  overviewRow,
  purchaseShown,
} from './support/state-after.js';
import { t } from './support/texts.js';
import { eventsOf } from './support/tracking.js';

const COUNTRIES = ['se', 'no', 'fi', 'dk'] as const;

const customer: Record<CountryCode, string> = {
  se: 'alva.berg@example.se',
  no: 'ingrid.dahl@example.no',
  fi: 'aino.lehto@example.fi',
  dk: 'freja.lund@example.dk',
};
const NO_BANK = 'nils.ek@example.se';
const prefix: Record<CountryCode, string> = { se: 'SE910', no: 'NO910', fi: 'FI910', dk: 'DK910' };

const stateLabel = (page: Page) => page.locator('.pu-summary .pu-state').textContent();

/** The user menu's refund entry, with the menu opened (a route change closes it again). */
async function refundEntry(page: Page, country: CountryCode) {
  const menu = page.getByRole('navigation', { name: await t(country, 'menu.label') });
  if (!(await menu.isVisible())) await page.locator('button[aria-controls="user-menu"]').click();
  return menu.getByRole('link', { name: new RegExp(`^${await t(country, 'menu.refund')}`) });
}

describe('automatic payment', { concurrent: true }, () => {
  for (const country of COUNTRIES) {
    test(`${country}: a purchase is scheduled for its due date; its page, the overview and home show it, after a reload and in another session`, async (context) => {
      const id = `${prefix[country]}1`;
      const path = `/${country}/app/purchases/nordpay/${id}`;
      const { page, errors } = await openAs(context, customer[country], country, path);
      await page.locator('[data-action="autogiro"]').click();
      const summary = page.getByTestId('autogiro-summary');
      await summary.waitFor();
      expect(page.url()).toContain('flow=autogiro');
      expect(await summary.textContent()).toContain(formatMoney(499, country));
      await checkA11y(page);
      await page.getByTestId('autogiro-schedule').click();
      expect(await outcome(page)).toEqual({ id: 'autogiro.success', role: 'dialog' });
      await checkA11y(page);
      await page.keyboard.press('Escape');
      await outcomeOf(page).waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(path);
      const scheduled = await t(country, 'code.displayState.scheduled');
      await context.expect.poll(() => stateLabel(page)).toContain(scheduled);
      // Now it offers to remove it, and nothing to pay.
      await page.locator('[data-action="cancelAutogiro"]').waitFor();
      expect(await page.locator('[data-action="pay"]').count()).toBe(0);
      // Scheduled in the overview too, and on home (the customer's latest purchase).
      await expectStateAfter(context, page, {
        country,
        email: customer[country],
        ...purchaseShown(country, id, { section: 'scheduled', shows: [scheduled] }),
      });
      expect(errors).toEqual([]);
    });
  }

  test('no: the provider refuses to schedule: the failure is an alertdialog with only its actions', async (context) => {
    const { page } = await openAs(context, customer.no, 'no', '/no/app/account/skogsport');
    await page.route('**/service/payment/preference/*/activate', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409 }),
      }),
    );
    await page.getByRole('link', { name: await t('no', 'page.invoices.action.autogiro') }).click();
    await page.getByTestId('autogiro-schedule').click();
    expect(await outcome(page)).toEqual({ id: 'autogiro.fail', role: 'alertdialog' });
    await checkA11y(page);
    await page.keyboard.press('Escape');
    expect(await outcomeOf(page).isVisible()).toBe(true);
    expect(await page.locator('.overlay-close').count()).toBe(0);
    // Close and try again: back at the step.
    await outcomeOf(page)
      .getByRole('button', { name: await t('no', 'error.closeAndRetry') })
      .click();
    await page.getByTestId('autogiro-schedule').waitFor();
  });

  test("se: Olle's scheduled purchase (SE6006) offers to remove the automatic payment", async (context) => {
    // Read only: Olle belongs to other test files.
    const { page } = await openAs(
      context,
      'olle.strand@example.se',
      'se',
      '/se/app/purchases/skogsport/SE6006',
    );
    await page.locator('[data-action="cancelAutogiro"]').click();
    await page.getByTestId('autogiro-remove').waitFor();
    await checkA11y(page);
  });

  test('se: without a linked bank account the step says so and links to the bank page', async (context) => {
    const { page } = await openAs(context, NO_BANK, 'se', '/se/app/purchases/nordpay/SE9201');
    await page.locator('[data-action="autogiro"]').click();
    const noBank = page.getByTestId('autogiro-no-bank');
    await noBank.waitFor();
    expect(await noBank.textContent()).toBe(await t('se', 'flow.autogiro.noBankAccount'));
    await checkA11y(page);
    await page.getByRole('link', { name: await t('se', 'flow.autogiro.linkBankAccount') }).click();
    await page.waitForURL((url) => url.pathname === '/se/app/profile/bank');
  });
});

/**
 * The cancellations of the purchases meet once each page shows its 904, and one move of the
 * sandbox clock then resolves them all: moving it for one alone would resolve another's before
 * its page has shown it. A test that fails before it arrives leaves, so the others go on; one that
 * arrives after the move (a retry) moves the clock on its own.
 */
function meeting(members: readonly string[]) {
  const awaited = new Set(members);
  let release: (moved: Promise<void>) => void = () => undefined;
  const moved = new Promise<void>((resolve) => (release = resolve));
  // Its failure is reported to the tests that wait for it.
  moved.catch(() => undefined);
  const gone = (member: string) => {
    if (awaited.delete(member) && awaited.size === 0) release(advanceSandbox(cancelResolvedMs));
  };
  return {
    leave: gone,
    async arrive(member: string): Promise<void> {
      if (!awaited.has(member) && awaited.size === 0) return advanceSandbox(cancelResolvedMs);
      gone(member);
      await moved;
    },
  };
}

/** Past the 15 s a cancellation (904) takes to resolve by the sandbox clock. */
const cancelResolvedMs = 20_000;

describe(
  'cancelling an automatic payment, followed by the pending polling',
  { concurrent: true },
  () => {
    const resolved = meeting(COUNTRIES);
    for (const country of COUNTRIES) {
      test(`${country}: a scheduled purchase is cancelled (Keep, then Remove); 904 is polled every 5 s until it resolves`, async (context) => {
        context.onTestFailed(() => resolved.leave(country));
        const id = `${prefix[country]}2`;
        const path = `/${country}/app/purchases/nordpay/${id}`;
        const { page } = await openAs(context, customer[country], country, path, {
          fakeClock: true,
        });
        await page.locator('[data-action="cancelAutogiro"]').click();
        await page.getByTestId('autogiro-scheduled').waitFor();
        await checkA11y(page);
        await page.getByTestId('autogiro-remove').click();
        const confirmation = page.locator('[data-confirmation="autogiro.cancelConfirm"]');
        await confirmation.waitFor();
        const panel = page.locator('.overlay-panel').filter({ has: confirmation });
        expect(await panel.getAttribute('role')).toBe('alertdialog');
        expect(await confirmation.textContent()).toContain(
          await t(country, 'flow.autogiro.cancelConfirm.title'),
        );
        await checkA11y(page);
        // An alertdialog: Escape leaves it open; Keep closes it and the payment stays.
        await page.keyboard.press('Escape');
        expect(await confirmation.isVisible()).toBe(true);
        await confirmation.locator('[data-action="keep"]').click();
        await confirmation.waitFor({ state: 'detached' });
        await page.getByTestId('autogiro-scheduled').waitFor();
        await page.getByTestId('autogiro-remove').click();
        await confirmation.locator('[data-action="remove"]').click();
        expect(await outcome(page)).toEqual({ id: 'autogiro.removed', role: 'dialog' });
        await checkA11y(page);
        await outcomeOf(page)
          .getByRole('button', { name: await t(country, 'common.close') })
          .click();
        const cancelling = await t(country, 'code.displayState.cancelInitiated');
        await context.expect.poll(() => stateLabel(page)).toContain(cancelling);
        // The sandbox resolves it 15 s later by its clock; the page asks again every 5 s.
        await resolved.arrive(country);
        const due = await t(country, 'code.displayState.due');
        await context.expect
          .poll(async () => {
            await page.clock.runFor(5_000);
            return stateLabel(page);
          })
          .toContain(due);
        await page.locator('[data-action="pay"]').waitFor();
        // Due again, to pay in the overview, and on home (the customer's second latest purchase).
        await expectStateAfter(context, page, {
          country,
          email: customer[country],
          ...purchaseShown(country, id, { section: 'toPay', shows: [due], lacks: [cancelling] }),
        });
      });
    }
  },
);

/** After the purchases' cancellations: this one moves the sandbox clock on its own. */
describe('cancelling the automatic payment of an invoice', () => {
  test('se: an invoice is scheduled and then cancelled from the account page', async (context) => {
    const { page } = await openAs(context, customer.se, 'se', '/se/app/account/skogsport', {
      fakeClock: true,
    });
    await page.getByRole('link', { name: await t('se', 'page.invoices.action.autogiro') }).click();
    await stepOf(page, 'schedule').waitFor();
    await page.getByTestId('autogiro-summary').waitFor();
    await checkA11y(page);
    await page.getByTestId('autogiro-schedule').click();
    expect(await outcome(page)).toEqual({ id: 'autogiro.success', role: 'dialog' });
    await page.keyboard.press('Escape');
    await outcomeOf(page).waitFor({ state: 'detached' });
    const main = page.locator('main');
    await context.expect
      .poll(() => main.textContent())
      .toContain(
        (await t('se', 'page.invoices.notice.scheduled', { date: 'X' })).split('X')[0] ?? '',
      );
    await page
      .getByRole('link', { name: await t('se', 'page.invoices.action.cancelAutogiro') })
      .click();
    await page.getByTestId('autogiro-remove').click();
    await page.locator('[data-confirmation] [data-action="remove"]').click();
    expect(await outcome(page)).toEqual({ id: 'autogiro.removed', role: 'dialog' });
    await page.keyboard.press('Escape');
    await context.expect
      .poll(() => main.textContent())
      .toContain(await t('se', 'page.invoices.notice.cancelling'));
    await advanceSandbox(cancelResolvedMs);
    const schedule = await t('se', 'page.invoices.action.autogiro');
    await context.expect
      .poll(async () => {
        await page.clock.runFor(5_000);
        return page.getByRole('link', { name: schedule }).count();
      })
      .toBe(1);
    // To pay again, with its automatic payment to schedule: on the account page, its row in the
    // overview and on home (the quick invoice list holds all five of the customer's invoices).
    const due = await t('se', 'code.displayState.due');
    const skogsport = brandName('skogsport');
    await expectStateAfter(context, page, {
      country: 'se',
      email: customer.se,
      item: {
        path: '/se/app/account/skogsport',
        at: (on) => on.locator('main'),
        shows: [schedule],
        lacks: [await t('se', 'page.invoices.notice.cancelling')],
      },
      lists: [
        { path: '/se/app/payments-overview', at: overviewRow('toPay', skogsport), shows: [due] },
      ],
      home: [{ at: homeInvoice(skogsport), shows: [due] }],
    });
  });
});

describe('payment-free month', { concurrent: true }, () => {
  for (const country of COUNTRIES) {
    test(`${country}: used on the konto's invoice, with the country's rules and fee; the invoice is then free`, async (context) => {
      const path = `/${country}/app/account/kustkok`;
      const { page, errors } = await openAs(context, customer[country], country, path);
      await page
        .getByRole('link', { name: await t(country, 'page.invoices.action.freeMonth') })
        .click();
      const step = stepOf(page, 'freemonth');
      await step.getByTestId('free-month-summary').waitFor();
      const text = (await step.textContent()) ?? '';
      const terms = countryTerms(country).paymentFreeMonth;
      expect(text).toContain(await t(country, 'flow.freeMonth.interest'));
      if (terms.feeAmount) {
        expect(text).toContain(formatMoney(terms.feeAmount.amount, country));
      }
      if (terms.earnedAfterPunctualPayments !== null) {
        expect(text).toContain(
          await t(country, 'flow.freeMonth.rule.earnedAfter', {
            count: terms.earnedAfterPunctualPayments,
          }),
        );
      }
      if (terms.maxPerCalendarYear !== null) {
        expect(text).toContain(
          await t(country, 'flow.freeMonth.rule.perYear', { max: terms.maxPerCalendarYear }),
        );
      }
      await checkA11y(page);
      await step.getByTestId('free-month-use').click();
      expect(await outcome(page)).toEqual({ id: 'freeMonth.success', role: 'dialog' });
      await checkA11y(page);
      await page.keyboard.press('Escape');
      await outcomeOf(page).waitFor({ state: 'detached' });
      const free = await t(country, 'code.displayState.free');
      // Free on the account page, in the overview's history (nothing is left to pay) and on
      // home's quick invoice list (the konto's newest invoice).
      const kustkok = brandName('kustkok');
      await expectStateAfter(context, page, {
        country,
        email: customer[country],
        item: { path, at: (on) => on.locator('main'), shows: [free] },
        lists: [
          {
            path: `/${country}/app/payments-overview`,
            at: overviewRow('history', kustkok),
            shows: [free],
          },
        ],
        home: [{ at: homeInvoice(kustkok), shows: [free] }],
      });
      expect(errors).toEqual([]);
    });
  }

  test('se: not earned yet, the refusal says why in Swedish and the invoice stays to pay', async (context) => {
    const { page } = await openAs(context, NO_BANK, 'se', '/se/app/account/kustkok');
    await page.getByRole('link', { name: await t('se', 'page.invoices.action.freeMonth') }).click();
    await page.getByTestId('free-month-use').click();
    const refused = page.getByTestId('free-month-refused');
    await refused.waitFor();
    expect(await refused.textContent()).toBe(await t('se', 'flow.freeMonth.refused.notEarned'));
    await checkA11y(page);
  });
});

describe('refunds', { concurrent: true }, () => {
  for (const country of COUNTRIES) {
    test(`${country}: a refund is confirmed to the linked bank account; the refund event is sent, the menu's count drops`, async (context) => {
      const { page, errors } = await logInAs(context, customer[country], country, {
        consent: 'granted',
      });
      // On home, the menu counts the refunds waiting for the customer's confirmation: this one
      // and the second (in Finland the failure paths', which never reach the provider).
      const waiting = (count: number) => t(country, 'menu.refundCount', { count });
      const before = await refundEntry(page, country);
      await context.expect.poll(() => before.innerText()).toContain(await waiting(2));
      await page.keyboard.press('Escape');
      await page.goto(new URL(`/${country}/app/user-refund?item=7`, webUrl()).href, {
        waitUntil: 'networkidle',
      });
      const id = `${prefix[country]}3`;
      const refundOf = (on: Page) => on.locator(`[data-refund="O-nordpay-${id}"]`);
      const item = refundOf(page);
      await item.waitFor();
      expect(await item.textContent()).toContain(formatMoney(199, country));
      await checkA11y(page);
      await item.getByTestId('refund-open-confirm').click();
      const confirm = page.locator('[data-confirmation="refund.confirm"]');
      await confirm.waitFor();
      expect(
        await page.locator('.overlay-panel').filter({ has: confirm }).getAttribute('role'),
      ).toBe('alertdialog');
      await checkA11y(page);
      await confirm.getByTestId('refund-confirm').click();
      expect(await outcome(page)).toEqual({ id: 'refund.success', role: 'dialog' });
      await checkA11y(page);
      expect(await eventsOf(page)).toContain('refund');
      await page.keyboard.press('Escape');
      const pending = await t(country, 'code.refundStatus.PENDING');
      await context.expect
        .poll(() => item.getByTestId('refund-status').textContent())
        .toBe(pending);
      // Confirmed, it no longer waits for the customer: home's menu (the refund page has a back
      // link in its place) counts one, without a reload; its entry leads back.
      await page.getByRole('link', { name: await t(country, 'header.homeLink') }).click();
      await page.waitForURL((url) => url.pathname === `/${country}/app`);
      const after = await refundEntry(page, country);
      await context.expect.poll(() => after.innerText()).toContain(await waiting(1));
      await after.click();
      await page.waitForURL((url) => url.pathname === `/${country}/app/user-refund`);
      // The refund is confirmed on the refund page and its purchase's page, and the menu counts
      // one refund waiting. The purchase's row in the overview (under way) and on home (the third
      // latest) shows its state, a refund on its way, as it did before the confirmation: a
      // refund exists either way (core §4 display states).
      const closeMenu = (on: Page) => on.keyboard.press('Escape');
      await expectStateAfter(context, page, {
        country,
        email: customer[country],
        item: {
          path: `/${country}/app/user-refund`,
          at: refundOf,
          shows: [pending],
          lacks: [await t(country, 'page.refund.confirm.action')],
        },
        lists: [
          {
            path: `/${country}/app/purchases/nordpay/${id}`,
            at: (on) => on.locator('main'),
            shows: [pending],
          },
          {
            path: `/${country}/app/payments-overview`,
            at: overviewRow('processing', id),
            shows: [await t(country, 'code.displayState.pendingRefund')],
          },
        ],
        home: [
          { at: homePurchase(id), shows: [await t(country, 'code.displayState.pendingRefund')] },
          {
            at: (on) => refundEntry(on, country),
            shows: [await waiting(1)],
            lacks: [await waiting(2)],
            done: closeMenu,
          },
        ],
      });
      expect(errors).toEqual([]);
    });
  }

  test('se: without a linked bank account the page asks for one and offers no confirmation', async (context) => {
    const { page } = await openAs(context, NO_BANK, 'se', '/se/app/user-refund');
    const note = page.getByTestId('refund-no-bank');
    await note.waitFor();
    expect(await page.getByTestId('refund-open-confirm').count()).toBe(0);
    await checkA11y(page);
    await note.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/se/app/profile/bank');
  });

  test('fi: a lost connection at the confirmation is the Finnish failure; a failed load asks to reload', async (context) => {
    const { page } = await openAs(context, customer.fi, 'fi', '/fi/app/user-refund');
    // The confirmation of this test's own refund (FI9104) never reaches the provider.
    await page.route('**/service/payment/api/refund', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback(),
    );
    await page
      .locator('[data-refund="O-nordpay-FI9104"]')
      .getByTestId('refund-open-confirm')
      .click();
    await page.getByTestId('refund-confirm').click();
    expect(await outcome(page)).toEqual({ id: 'refund.fail', role: 'alertdialog' });
    expect(await outcomeOf(page).textContent()).toContain(
      await t('fi', 'flow.refund.outcome.fail.body'),
    );
    await checkA11y(page);
    // An alertdialog: Escape leaves it open; its reload action reloads the page.
    await page.keyboard.press('Escape');
    expect(await outcomeOf(page).isVisible()).toBe(true);
    await page.route('**/service/payment/api/refund', (route) => route.abort('connectionreset'));
    await outcomeOf(page)
      .getByRole('button', { name: await t('fi', 'common.reload') })
      .click();
    const failure = page.getByTestId('refund-load-failure');
    await failure.waitFor();
    expect(await failure.textContent()).toContain(await t('fi', 'error.refundLoad'));
    await checkA11y(page);
  });
});
