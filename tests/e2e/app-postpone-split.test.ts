/**
 * Changing how a purchase is paid (issue 14), in a real browser against the sandbox: postpone it by
 * one of the provider's snooze possibilities in every country (14 or 30 days in Finland), pause it
 * for a return in every country (and see the updated invoice once the brand has the goods), split
 * it interest-free where the terms offer it (se, no) and only above the limit, and compare what
 * each option costs on a due purchase. Each with the state after it (support/state-after.ts: the
 * purchase page at once and after a reload; in another session home, the purchases list, the
 * payments overview and the purchase page), the failure path (the provider says no: an alertdialog;
 * no connection: the step stays with the fetch alert and the retry goes through), keyboard alone
 * for postponing and splitting, axe on every step and dialog, and the comparison on a 360 px phone.
 *
 * The customers (sandbox/seed/personas/postpone-split.ts: Vera Ek, Sigrid Dahl, Helmi Lehto, Karen
 * Bach) are read by no other test file, and each test changes purchases of its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test, type TestContext } from 'vitest';
import { formatMoney } from '../../generated/countries/format.js';
import { countryTerms, type CountryCode } from '../../generated/countries/index.js';
import { splitCosts } from '../../runtime/shared/domain/split-cost.js';
import { checkA11y } from './support/a11y.js';
import { webUrl, type Viewport } from './support/browser.js';
import { outcome, outcomeOf, stepOf, summaryValue, tabTo } from './support/flow.js';
import { openAs } from './support/login.js';
import { expectStateAfter, homePurchases, purchaseShown } from './support/state-after.js';
import { t } from './support/texts.js';

const customer: Record<CountryCode, string> = {
  se: 'vera.ek@example.se',
  no: 'sigrid.dahl@example.no',
  fi: 'helmi.lehto@example.fi',
  dk: 'karen.bach@example.dk',
};

/** Logged in as the country's customer, on the purchase `id`. */
const openPurchase = (
  context: TestContext,
  country: CountryCode,
  id: string,
  options: { viewport?: Viewport; hash?: string } = {},
) =>
  openAs(
    context,
    customer[country],
    country,
    `/${country}/app/purchases/nordpay/${id}${options.hash ?? ''}`,
    options.viewport ? { viewport: options.viewport } : {},
  );

const summaryOf = (page: Page) => page.locator('.pu-summary');

/** The due date the purchase's summary shows. */
const dueDateOf = async (page: Page, country: CountryCode) =>
  summaryOf(page)
    .locator(`dt:text-is("${await t(country, 'common.dueDate')}") + dd`)
    .innerText();

/** The sandbox's snooze fees (sandbox/actions/snooze.ts), which the provider sends. */
const snoozeChoices: Record<CountryCode, readonly [number, number][]> = {
  se: [
    [10, 29],
    [30, 49],
  ],
  no: [
    [10, 29],
    [30, 49],
  ],
  fi: [
    [14, 2.95],
    [30, 4.95],
  ],
  dk: [
    [10, 29],
    [30, 49],
  ],
};

/** A purchase of each kind per country: [postpone, pause, compare]. */
const purchases: Record<CountryCode, { snooze: string; pause: string; compare: string }> = {
  se: { snooze: 'SE8401', pause: 'SE8403', compare: 'SE8407' },
  no: { snooze: 'NO8401', pause: 'NO8402', compare: 'NO8404' },
  fi: { snooze: 'FI8401', pause: 'FI8402', compare: 'FI8403' },
  dk: { snooze: 'DK8401', pause: 'DK8402', compare: 'DK8403' },
};

describe('postponing a purchase', { concurrent: true }, () => {
  for (const country of ['se', 'no', 'fi', 'dk'] as const) {
    test(`${country}: the provider's choices with their fees and new dates; the new due date shows after`, async (context) => {
      const id = purchases[country].snooze;
      const { page, errors } = await openPurchase(context, country, id);
      const oldDate = await dueDateOf(page, country);
      await page.locator('[data-action="snooze"]').click();
      await page.waitForURL((url) => url.pathname.endsWith('/steps/snooze'));
      const choices = page.getByTestId('snooze-choices').locator('label');
      await choices.first().waitFor();
      expect(await choices.count()).toBe(2);
      for (const [index, [days, fee]] of snoozeChoices[country].entries()) {
        const text = await choices.nth(index).innerText();
        expect(text).toContain(String(days));
        expect(text).toContain(formatMoney(fee, country));
      }
      await checkA11y(page);
      // The longer one: the summary says its date and fee before the customer confirms.
      const [days, fee] = snoozeChoices[country][1] ?? [0, 0];
      await choices.nth(1).click();
      const newDate = await summaryValue(
        page,
        'snooze-summary',
        await t(country, 'flow.snooze.summary.newDueDate'),
      );
      expect(await choices.nth(1).innerText()).toContain(newDate);
      expect(
        await summaryValue(page, 'snooze-summary', await t(country, 'flow.snooze.summary.fee')),
      ).toBe(formatMoney(fee, country));
      await page.getByTestId('confirm-snooze').click();
      expect(await outcome(page)).toEqual({ id: 'snooze.success', role: 'dialog' });
      expect(await outcomeOf(page).innerText()).toContain(newDate);
      await checkA11y(page);
      await page.keyboard.press('Escape');
      await outcomeOf(page).waitFor({ state: 'detached' });
      // The new due date instead of the old one, still to pay: on the purchase, its rows in the
      // purchases list and the overview, and on home (the customer's purchases are all of one
      // day, and home's 3 latest are the lowest numbers: this one among them).
      await expectStateAfter(context, page, {
        country,
        email: customer[country],
        ...purchaseShown(country, id, { section: 'toPay', shows: [newDate], lacks: [oldDate] }),
      });
      // It cannot be postponed twice.
      expect(await page.locator('[data-action="snooze"]').count()).toBe(0);
      expect(errors).toEqual([]);
      expect(days).toBeGreaterThan(0);
    });
  }

  test('se: by keyboard alone, from the purchase page to the outcome', async (context) => {
    const { page } = await openPurchase(context, 'se', 'SE8402');
    await tabTo(page, '[data-action="snooze"]');
    await page.keyboard.press('Enter');
    await page.getByTestId('snooze-choices').waitFor();
    await tabTo(page, 'input[name="snooze-days"]:checked');
    // The arrow picks the 30 days; Enter in the choice confirms it.
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('input[name="snooze-days"]:checked').getAttribute('value')).toBe(
      '30',
    );
    await page.keyboard.press('Enter');
    expect(await outcome(page)).toEqual({ id: 'snooze.success', role: 'dialog' });
    await context.expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-outcome]') !== null))
      .toBe(true);
    await page.keyboard.press('Enter');
    await outcomeOf(page).waitFor({ state: 'detached' });
  });
});

describe('pausing a purchase for a return', { concurrent: true }, () => {
  for (const country of ['se', 'no', 'fi', 'dk'] as const) {
    test(`${country}: until when and what happens after, then the purchase shows paused`, async (context) => {
      const id = purchases[country].pause;
      const { page, errors } = await openPurchase(context, country, id);
      if (country === 'se') {
        // The spec's second link form opens the same step over the page; Escape closes it.
        await page.goto(
          new URL(`/${country}/app/purchases/nordpay/${id}#option=return`, webUrl()).href,
          { waitUntil: 'networkidle' },
        );
        await stepOf(page, 'return').waitFor();
        await page.keyboard.press('Escape');
        await stepOf(page, 'return').waitFor({ state: 'detached' });
      }
      await page.locator('[data-action="return"]').click();
      await page.waitForURL((url) => url.pathname.endsWith('/steps/return'));
      const summary = page.getByTestId('return-summary');
      await summary.waitFor();
      const text = await summary.innerText();
      expect(text).toContain(
        await t(country, 'flow.return.summary.untilValue', { brand: 'Nordpay' }),
      );
      expect(text).toContain(await t(country, 'flow.return.summary.afterValue'));
      await checkA11y(page);
      await page.getByTestId('confirm-return').click();
      expect(await outcome(page)).toEqual({ id: 'return.success', role: 'dialog' });
      await checkA11y(page);
      await outcomeOf(page)
        .getByRole('button', { name: await t(country, 'common.close') })
        .click();
      const paused = await t(country, 'code.displayState.paused');
      await context.expect.poll(() => summaryOf(page).innerText()).toContain(paused);
      expect(await page.locator('.pu-actions').innerText()).toContain(
        await t(country, 'page.purchases.pausedForReturn'),
      );
      // Paused, under way in the overview, and on home (among its 3 latest, the lowest numbers
      // of one day).
      await expectStateAfter(context, page, {
        country,
        email: customer[country],
        ...purchaseShown(country, id, { section: 'processing', shows: [paused] }),
      });
      expect(errors).toEqual([]);
    });
  }
});

describe('the end of a pause', () => {
  test('se: the brand registers part of the return; the updated invoice is due for what is kept', async (context) => {
    // Vera's SE8409: a tent (1 999 kr) and a sleeping bag (899 kr); the sleeping bag goes back.
    const { page, errors } = await openPurchase(context, 'se', 'SE8409');
    const dueDate = await dueDateOf(page, 'se');
    await page.locator('[data-action="return"]').click();
    await page.getByTestId('confirm-return').click();
    expect(await outcome(page)).toEqual({ id: 'return.success', role: 'dialog' });
    await page.keyboard.press('Escape');
    await outcomeOf(page).waitFor({ state: 'detached' });
    const paused = await t('se', 'code.displayState.paused');
    await context.expect.poll(() => summaryOf(page).innerText()).toContain(paused);
    // The brand has the sleeping bag (sandbox: POST /sandbox/returns, docs/sandbox.md).
    const registered = await fetch(
      `${inject('apiUrl').replace(/\/$/, '')}/sandbox/returns/nordpay/SE8409`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lines: [{ sku: '38-848-02', quantity: 1 }] }),
      },
    );
    expect(registered.status).toBe(200);
    await page.reload({ waitUntil: 'networkidle' });
    // Due again for the tent alone, on the same day (paused and returned today); the returned
    // value and the returned sleeping bag are shown.
    const summary = await summaryOf(page).innerText();
    expect(summary).toContain(await t('se', 'code.displayState.due'));
    expect(summary).not.toContain(paused);
    expect(await dueDateOf(page, 'se')).toBe(dueDate);
    const amounts = page.locator('.pu-amounts');
    const amount = async (id: 'returned' | 'toPay') =>
      amounts
        .locator(`dt:text-is("${await t('se', `page.purchases.amount.${id}`)}") + dd`)
        .innerText();
    expect(await amount('returned')).toBe(formatMoney(899, 'se'));
    expect(await amount('toPay')).toBe(formatMoney(1999, 'se'));
    expect(await page.locator('.pu-line[data-sku="38-848-02"]').innerText()).toContain(
      await t('se', 'page.purchases.detail.returnedCount', { count: 1 }),
    );
    expect(await page.locator('[data-action="pay"]').count()).toBe(1);
    await checkA11y(page);
    expect(errors).toEqual([]);
  });
});

describe('splitting a purchase', { concurrent: true }, () => {
  for (const [country, id, owed] of [
    ['se', 'SE8404', 2499],
    ['no', 'NO8403', 2499],
  ] as const) {
    test(`${country}: each term with its monthly amount and total; the purchase is then split`, async (context) => {
      const { page, errors } = await openPurchase(context, country, id);
      const oldDate = await dueDateOf(page, country);
      await page.locator('[data-action="split"]').click();
      await page.waitForURL((url) => url.hash === '#flow=split');
      const step = stepOf(page, 'split');
      await step
        .getByRole('heading', { name: await t(country, 'flow.split.step.split.title') })
        .waitFor();
      const choices = page.getByTestId('split-choices').locator('label');
      const costs = splitCosts(owed, countryTerms(country));
      // The terms come a moment after the step's heading.
      await choices.first().waitFor();
      expect(await choices.count()).toBe(4);
      for (const [index, cost] of costs.entries()) {
        const text = await choices.nth(index).innerText();
        expect(text).toContain(formatMoney(cost.monthly, country));
        expect(text).toContain(formatMoney(cost.total, country));
        expect(text).toContain(formatMoney(cost.setUpFee, country));
      }
      await checkA11y(page);
      await choices.nth(1).click();
      expect(
        await summaryValue(page, 'split-summary', await t(country, 'flow.split.summary.total')),
      ).toBe(formatMoney(costs[1]?.total ?? 0, country));
      await page.getByTestId('confirm-split').click();
      expect(await outcome(page)).toEqual({ id: 'split.success', role: 'dialog' });
      await checkA11y(page);
      await page.keyboard.press('Escape');
      await outcomeOf(page).waitFor({ state: 'detached' });
      const split = await t(country, 'page.purchases.detail.split', { months: 6 });
      await context.expect.poll(() => page.locator('main').innerText()).toContain(split);
      expect(await page.locator('[data-action="split"]').count()).toBe(0);
      // The first part is due a month after the old due date: the purchase says it is split,
      // and its rows show the new due date, still to pay.
      const newDate = await dueDateOf(page, country);
      expect(newDate).not.toBe(oldDate);
      const shown = purchaseShown(country, id, {
        section: 'toPay',
        shows: [newDate],
        lacks: [oldDate],
        item: { at: (page) => page.locator('.pu-purchase'), shows: [split, newDate] },
      });
      await expectStateAfter(context, page, {
        country,
        email: customer[country],
        ...shown,
        // Home lists the 3 latest purchases, of one day here, so the lowest numbers: NO8403 is
        // among Sigrid's; Vera's SE8404 is not, and home still lists the same three.
        home:
          country === 'se'
            ? [{ at: homePurchases, shows: ['SE8401', 'SE8402', 'SE8403'], lacks: [id] }]
            : shown.home,
      });
      expect(errors).toEqual([]);
    });
  }

  test('se: by keyboard alone, over 12 months', async (context) => {
    const { page } = await openPurchase(context, 'se', 'SE8405');
    await tabTo(page, '[data-action="split"]');
    await page.keyboard.press('Enter');
    await page.getByTestId('split-choices').waitFor();
    await tabTo(page, 'input[name="split-months"]:checked');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('input[name="split-months"]:checked').getAttribute('value')).toBe(
      '12',
    );
    await tabTo(page, '[data-testid="confirm-split"]');
    await page.keyboard.press('Enter');
    expect(await outcome(page)).toEqual({ id: 'split.success', role: 'dialog' });
    await context.expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-outcome]') !== null))
      .toBe(true);
    await page.keyboard.press('Enter');
    await outcomeOf(page).waitFor({ state: 'detached' });
    await context.expect
      .poll(() => page.locator('main').innerText())
      .toContain(await t('se', 'page.purchases.detail.split', { months: 12 }));
  });

  test('only where the terms offer it and above the limit: not in fi or dk, not for 999 kr', async (context) => {
    const { page } = await openPurchase(context, 'se', 'SE8408', { hash: '#flow=split' });
    // Below 1 500 kr: no link, and the address says it cannot be split.
    await stepOf(page, 'split')
      .getByText(await t('se', 'flow.split.none'))
      .waitFor();
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await stepOf(page, 'split').waitFor({ state: 'detached' });
    expect(await page.locator('[data-action="split"]').count()).toBe(0);
    expect(await page.locator('[data-action="snooze"]').count()).toBe(1);
    for (const country of ['fi', 'dk'] as const) {
      const opened = await openPurchase(context, country, purchases[country].compare, {
        hash: '#flow=split',
      });
      await opened.page.locator('[data-action="pay"]').waitFor();
      expect(await opened.page.locator('[data-action="split"]').count()).toBe(0);
      expect(await opened.page.locator('.flow-step').count()).toBe(0);
    }
  });
});

describe('when the change does not go through', { concurrent: true }, () => {
  test('se: the provider says no (an alertdialog, back to the step); no connection (the step stays, the retry goes through)', async (context) => {
    const { page } = await openPurchase(context, 'se', 'SE8406');
    const problem = (status: number) => ({
      status,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'about:blank', title: 'Conflict', status }),
    });
    // Postpone: a 409 ends in the failure, which only its actions close.
    await page.route('**/service/payment/nordpay/snooze', (route) => route.fulfill(problem(409)));
    await page.locator('[data-action="snooze"]').click();
    await page.getByTestId('confirm-snooze').click();
    expect(await outcome(page)).toEqual({ id: 'snooze.fail', role: 'alertdialog' });
    await checkA11y(page);
    await page.keyboard.press('Escape');
    expect(await outcomeOf(page).isVisible()).toBe(true);
    await outcomeOf(page)
      .getByRole('button', { name: await t('se', 'error.closeAndRetry') })
      .click();
    await page.getByTestId('confirm-snooze').waitFor();
    await page.unroute('**/service/payment/nordpay/snooze');
    await page.keyboard.press('Escape');
    await page.getByTestId('confirm-snooze').waitFor({ state: 'detached' });
    // Split: no connection keeps the step with the fetch alert; the retry splits it.
    const keys: string[] = [];
    await page.route('**/service/payment/nordpay/move-to-split-payment', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) await route.abort('connectionfailed');
      else await route.continue();
    });
    await page.locator('[data-action="split"]').click();
    await page.getByTestId('confirm-split').click();
    await stepOf(page, 'split')
      .getByRole('alert')
      .getByText(await t('se', 'error.fetchAlert.100'))
      .waitFor();
    await checkA11y(page);
    // Again, until the retry is sent (a click within 1000 ms of the first is ignored by design).
    await context.expect
      .poll(async () => {
        if (keys.length < 2) await page.getByTestId('confirm-split').click();
        return keys.length;
      })
      .toBe(2);
    expect(await outcome(page)).toEqual({ id: 'split.success', role: 'dialog' });
    // The retry was the same attempt: one key for both calls.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  test('fi: a pause the provider refuses ends in its failure', async (context) => {
    const { page } = await openPurchase(context, 'fi', purchases.fi.compare);
    await page.route('**/service/payment/nordpay/pause', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409 }),
      }),
    );
    await page.locator('[data-action="return"]').click();
    await page.getByTestId('confirm-return').click();
    expect(await outcome(page)).toEqual({ id: 'return.fail', role: 'alertdialog' });
    expect(await outcomeOf(page).innerText()).toContain(
      await t('fi', 'flow.return.outcome.fail.title'),
    );
    await checkA11y(page);
  });
});

describe('comparing the options of a due purchase', { concurrent: true }, () => {
  test('se, on a 360 px phone: pay now, postpone, each split term and konto as an example, side by side', async (context) => {
    const { page, errors } = await openPurchase(context, 'se', purchases.se.compare, {
      viewport: 'mobile',
    });
    const table = page.getByTestId('compare');
    await table.waitFor();
    const options = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-option')));
    expect(options).toEqual([
      'payNow',
      'snooze-10',
      'snooze-30',
      'split-3',
      'split-6',
      'split-12',
      'split-18',
      'moveToKonto',
    ]);
    const row = (option: string) => table.locator(`tr[data-option="${option}"]`);
    expect(await row('payNow').innerText()).toContain(formatMoney(2999, 'se'));
    expect(await row('snooze-30').innerText()).toContain(formatMoney(2999 + 49, 'se'));
    const split12 = splitCosts(2999, countryTerms('se')).find((cost) => cost.months === 12);
    expect(await row('split-12').innerText()).toContain(formatMoney(split12?.total ?? 0, 'se'));
    const konto = await row('moveToKonto').innerText();
    expect(konto).toContain(await t('se', 'page.purchases.compare.unknown'));
    expect(konto).toContain(formatMoney(11436, 'se'));
    await checkA11y(page);
    expect(page.viewportSize()?.width).toBe(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(errors).toEqual([]);
  });

  for (const country of ['no', 'fi', 'dk'] as const) {
    test(`${country}: only what the purchase offers, and konto says what is not known`, async (context) => {
      const { page } = await openPurchase(context, country, purchases[country].compare);
      const table = page.getByTestId('compare');
      await table.waitFor();
      const options = await table
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-option')));
      const days = snoozeChoices[country].map(([d]) => `snooze-${d}`);
      const split = country === 'no' ? ['split-3', 'split-6', 'split-12', 'split-18'] : [];
      expect(options).toEqual(['payNow', ...days, ...split, 'moveToKonto']);
      const konto = await table.locator('tr[data-option="moveToKonto"]').innerText();
      expect(konto).toContain(await t(country, 'page.purchases.compare.unknown'));
      if (country === 'dk') {
        expect(konto).toContain(await t(country, 'page.purchases.compare.kontoUnknown'));
      }
      if (country === 'fi') expect(konto).toContain(formatMoney(1142.76, 'fi'));
      await checkA11y(page);
    });
  }
});
