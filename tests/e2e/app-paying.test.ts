/**
 * Paying (issue 13), in a real browser against the sandbox, in every country: a purchase with each
 * method the country offers, through the sandbox's provider page (confirm, decline, cancel) and
 * back to the submission step; an invoice's minimum and a chosen amount, with the out-of-range
 * message; the bank transfer details; the outcome dialogs (a success is a dialog, a failure an
 * alertdialog that only its actions close); the new state on the page without a reload; one
 * payment for 50 clicks; a keyboard-only journey and one on a phone. axe checks every step
 * and every outcome dialog.
 *
 * The payers (sandbox/seed/personas: Petra Lund, Tone Bakke, Sanna Koski, Mette Holm) are read by
 * no other test file, and each test pays its own purchase, so the tests run side by side.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test, type TestContext } from 'vitest';
import { formatMoney } from '../../generated/countries/format.js';
import type { CountryCode } from '../../generated/countries/index.js';
import type { MessageId } from '../../generated/messages/index.js';
import { checkA11y } from './support/a11y.js';
import { webUrl, type Viewport } from './support/browser.js';
import { outcome, outcomeOf, stepOf, tabTo } from './support/flow.js';
import { openAs } from './support/login.js';
import { t } from './support/texts.js';
import { eventsOf } from './support/tracking.js';

const payer: Record<CountryCode, string> = {
  se: 'petra.lund@example.se',
  no: 'tone.bakke@example.no',
  fi: 'sanna.koski@example.fi',
  dk: 'mette.holm@example.dk',
};

/** Logged in as the country's payer, on `path`. */
const openAsPayer = (
  context: TestContext,
  country: CountryCode,
  path: string,
  options: { viewport?: Viewport; consent?: 'granted' | 'denied' } = {},
) => openAs(context, payer[country], country, path, options);

/** The failure dialog's offer to split instead, by its label. */
const outcomeOfSplit = (page: Page, label: string) =>
  outcomeOf(page).locator('[data-offer]').filter({ hasText: label });

/** On the sandbox's provider page: confirm, decline or cancel, and back to the app. */
async function answerAtProvider(page: Page, answer: 'confirm' | 'decline' | 'cancel') {
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox/pay/'));
  await checkA11y(page);
  await page.locator(`button.${answer}`).click();
  await page.waitForURL((url) => url.pathname.includes('/steps/submission'));
}

/**
 * Pays a purchase from its page: Pay, the method, the summary and its button; at the provider's
 * page the answer. Checks every step with axe. Answers the outcome.
 */
async function payPurchase(
  page: Page,
  country: CountryCode,
  method: string,
  answer: 'confirm' | 'decline' | 'cancel' = 'confirm',
) {
  await page.locator('[data-action="pay"]').click();
  await stepOf(page, 'pay').locator(`[data-method="${method}"]`).waitFor();
  await checkA11y(page);
  await page.locator(`[data-method="${method}"]`).click();
  const summary = page.getByTestId('payment-summary');
  await summary.waitFor();
  expect(await summary.textContent()).toContain(
    await t(country, `flow.pay.method.${method}` as MessageId),
  );
  await checkA11y(page);
  await page.getByTestId('confirm-payment').click();
  if (method !== 'account') await answerAtProvider(page, answer);
  return outcome(page);
}

/** The purchase's state label on its page. */
const stateLabel = (page: Page) => page.locator('.pu-summary .pu-state').textContent();

const methodsOf: Record<CountryCode, readonly [string, string][]> = {
  // [method, order paid with it]
  se: [
    ['swish', 'SE9001'],
    ['trustly', 'SE9002'],
    ['card', 'SE9003'],
  ],
  no: [
    ['vipps', 'NO9001'],
    ['trustly', 'NO9002'],
    ['card', 'NO9003'],
  ],
  fi: [
    ['card', 'FI9001'],
    ['account', 'FI9002'],
  ],
  dk: [
    ['trustly', 'DK9001'],
    ['card', 'DK9002'],
  ],
};

/** The outcome flow a method's success shows (schema/flows.yaml). */
const successOf = (method: string) =>
  method === 'trustly' || method === 'vipps'
    ? `${method}.success`
    : method === 'account'
      ? 'pay.success'
      : 'payment.success';

describe('paying a purchase', { concurrent: true }, () => {
  for (const country of ['se', 'no', 'fi', 'dk'] as const) {
    for (const [method, orderId] of methodsOf[country]) {
      test(`${country}: with ${method}, confirmed at the provider; the purchase then shows processing`, async (context) => {
        const { page, errors } = await openAsPayer(
          context,
          country,
          `/${country}/app/purchases/nordpay/${orderId}`,
        );
        const before = await stateLabel(page);
        const shown = await payPurchase(page, country, method);
        expect(shown).toEqual({ id: successOf(method), role: 'dialog' });
        await checkA11y(page);
        // A success can be dismissed: Escape closes it, and the purchase shows its new state.
        await page.keyboard.press('Escape');
        await outcomeOf(page).waitFor({ state: 'detached' });
        expect(new URL(page.url()).pathname).toBe(`/${country}/app/purchases/nordpay/${orderId}`);
        const processing = await t(country, 'code.displayState.processing');
        await context.expect.poll(() => stateLabel(page)).toContain(processing);
        expect(before).not.toContain(processing);
        // A reload (a new page load) shows the same.
        await page.reload({ waitUntil: 'networkidle' });
        await context.expect.poll(() => stateLabel(page)).toContain(processing);
        expect(errors).toEqual([]);
      });
    }
  }

  test('se: declined at the provider, the failure is an alertdialog; retry pays with another method, through a lost connection at submission', async (context) => {
    const { page } = await openAsPayer(context, 'se', '/se/app/purchases/nordpay/SE9006');
    const failed = await payPurchase(page, 'se', 'card', 'decline');
    expect(failed).toEqual({ id: 'payment.fail', role: 'alertdialog' });
    expect(await outcomeOf(page).textContent()).toContain(
      await t('se', 'flow.payment.outcome.fail.title'),
    );
    await checkA11y(page);
    // Escape and a click outside leave it open; it has no close button.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await outcomeOf(page).isVisible()).toBe(true);
    expect(await page.locator('.overlay-close').count()).toBe(0);
    await outcomeOf(page)
      .getByRole('button', { name: await t('se', 'common.retry') })
      .click();
    // Back at the choice of method, with the same amount.
    await stepOf(page, 'select').waitFor();
    await page.locator('[data-method="trustly"]').click();
    await page.getByTestId('confirm-payment').click();
    // The connection drops while the submission step asks Trustly how it went: the first ask
    // and its two retries fail, and the step says so (spec 8 fetch alert 100) with a retry.
    let dropped = 0;
    await page.route('**/service/payment/payments/trustly/*/status', (route) =>
      dropped++ < 3 ? route.abort('internetdisconnected') : route.continue(),
    );
    await answerAtProvider(page, 'confirm');
    const alert = stepOf(page, 'submission').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(await t('se', 'error.fetchAlert.100'));
    await checkA11y(page);
    await stepOf(page, 'submission')
      .getByRole('button', { name: await t('se', 'common.retry') })
      .click();
    expect(await outcome(page)).toEqual({ id: 'trustly.success', role: 'dialog' });
  });

  test('se: a declined payment of a purchase that can be split offers the split in its failure dialog (the forced payment overlay)', async (context) => {
    const { page } = await openAsPayer(context, 'se', '/se/app/purchases/nordpay/SE9007');
    expect(await payPurchase(page, 'se', 'card', 'decline')).toEqual({
      id: 'payment.fail',
      role: 'alertdialog',
    });
    const offer = outcomeOfSplit(page, await t('se', 'flow.split.offerAfterFailedPayment'));
    await checkA11y(page);
    await offer.click();
    // The split flow over the purchase, by its hash, with the terms to choose from.
    await stepOf(page, 'split').waitFor();
    expect(new URL(page.url()).hash).toBe('#flow=split');
    await checkA11y(page);
    // Closing it leaves the purchase as it was: still due, nothing split.
    await page.keyboard.press('Escape');
    await stepOf(page, 'split').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/se/app/purchases/nordpay/SE9007');
  });

  test('fi: a cancelled mobile payment and a refused one have the Finnish outcomes', async (context) => {
    const { page } = await openAsPayer(context, 'fi', '/fi/app/purchases/nordpay/FI9003', {
      consent: 'granted',
    });
    expect(await payPurchase(page, 'fi', 'card', 'cancel')).toEqual({
      id: 'payment.cancelled',
      role: 'dialog',
    });
    expect(await outcomeOf(page).textContent()).toContain(
      await t('fi', 'flow.payment.outcome.cancelled.title'),
    );
    await outcomeOf(page)
      .getByRole('button', { name: await t('fi', 'common.close') })
      .click();
    await page.goto(new URL('/fi/app/purchases/nordpay/FI9004', webUrl()).href, {
      waitUntil: 'networkidle',
    });
    expect(await payPurchase(page, 'fi', 'card', 'decline')).toEqual({
      id: 'payment.refused',
      role: 'alertdialog',
    });
    expect(await eventsOf(page)).toContain('payment_failed');
    await checkA11y(page);
  });

  // Three payments in one test: 45 s on a quiet machine, so it gets twice the default limit.
  test(
    'dk: cancel and refused have the Danish outcomes; MobilePay shows only with its toggle',
    { timeout: 120_000 },
    async (context) => {
      const { page } = await openAsPayer(context, 'dk', '/dk/app/purchases/nordpay/DK9005');
      expect(await page.locator('[data-action="pay"]').count()).toBe(1);
      await page.locator('[data-action="pay"]').click();
      await stepOf(page, 'pay').locator('[data-method="card"]').waitFor();
      expect(await page.locator('[data-method="mobilepay"]').count()).toBe(0);
      await page.keyboard.press('Escape');
      await stepOf(page, 'pay').waitFor({ state: 'detached' });
      expect(await payPurchase(page, 'dk', 'card', 'cancel')).toEqual({
        id: 'payment.cancel',
        role: 'dialog',
      });
      await outcomeOf(page)
        .getByRole('button', { name: await t('dk', 'common.close') })
        .click();
      await page.goto(new URL('/dk/app/purchases/nordpay/DK9006', webUrl()).href, {
        waitUntil: 'networkidle',
      });
      expect(await payPurchase(page, 'dk', 'card', 'decline')).toEqual({
        id: 'payment.refused',
        role: 'alertdialog',
      });
      // With the toggle on (FEATURE_MOBILEPAY), MobilePay is offered and pays.
      await page.goto(
        new URL('/dk/app/purchases/nordpay/DK9004?FEATURE_MOBILEPAY=true', webUrl()).href,
        { waitUntil: 'networkidle' },
      );
      expect(await payPurchase(page, 'dk', 'mobilepay')).toEqual({
        id: 'payment.success',
        role: 'dialog',
      });
    },
  );

  test('no: 50 rapid clicks on the button make one payment from the linked account', async (context) => {
    const { page } = await openAsPayer(context, 'no', '/no/app/purchases/nordpay/NO9004');
    const payments: string[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        new URL(request.url()).pathname === '/service/payment/api/payment'
      )
        payments.push(request.headers()['idempotency-key'] ?? '');
    });
    await page.locator('[data-action="pay"]').click();
    await page.locator('[data-method="account"]').click();
    await page.getByTestId('confirm-payment').waitFor();
    await page.getByTestId('confirm-payment').evaluate((button: HTMLButtonElement) => {
      for (let i = 0; i < 50; i++) button.click();
    });
    expect(await outcome(page)).toEqual({ id: 'pay.success', role: 'dialog' });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('paying an invoice', { concurrent: true }, () => {
  for (const country of ['se', 'dk'] as const) {
    test(`${country}: the minimum, from the linked account`, async (context) => {
      const { page, errors } = await openAsPayer(
        context,
        country,
        `/${country}/app/account/kustkok`,
      );
      await page
        .getByRole('link', { name: await t(country, 'page.invoices.action.amount') })
        .click();
      const step = stepOf(page, 'amount');
      await step.waitFor();
      await checkA11y(page);
      await step.locator('input[value="minimum"]').check();
      await step.getByRole('button', { name: await t(country, 'common.continue') }).click();
      await page.locator('[data-method="account"]').click();
      const minimum = formatMoney(country === 'se' ? 380 : 380, country);
      expect(await page.getByTestId('payment-summary').textContent()).toContain(minimum);
      await page.getByTestId('confirm-payment').click();
      expect(await outcome(page)).toEqual({ id: 'pay.success', role: 'dialog' });
      await checkA11y(page);
      // Left where the flow was opened: the account page, now showing the invoice as processing.
      expect(new URL(page.url()).pathname).toBe(`/${country}/app/account/kustkok`);
      expect(errors).toEqual([]);
    });
  }

  for (const country of ['no', 'fi'] as const) {
    test(`${country}: an amount out of range gets the country's message; a chosen amount pays`, async (context) => {
      const { page } = await openAsPayer(context, country, `/${country}/app/account/kustkok`);
      await page
        .getByRole('link', { name: await t(country, 'page.invoices.action.amount') })
        .click();
      const step = stepOf(page, 'amount');
      await step.locator('input[value="other"]').check();
      const total = country === 'no' ? 1890 : 210;
      const minimum = country === 'no' ? 450 : 50;
      await step.getByTestId('other-amount').fill(String(minimum - 1));
      await step.getByRole('button', { name: await t(country, 'common.continue') }).click();
      const max = formatMoney(total, country);
      const message = await t(country, 'validation.paymentAmount', {
        min: formatMoney(minimum, country),
        max,
        maxCurrency: max,
      });
      await context.expect.poll(() => step.getByRole('alert').textContent()).toBe(message);
      await checkA11y(page);
      // A chosen amount, written the country's way (a decimal comma).
      await step.getByTestId('other-amount').fill(`${minimum + 10},50`);
      await step.getByRole('button', { name: await t(country, 'common.continue') }).click();
      await page.locator('[data-method="card"]').click();
      expect(await page.getByTestId('payment-summary').textContent()).toContain(
        formatMoney(minimum + 10.5, country),
      );
      await page.getByTestId('confirm-payment').click();
      await answerAtProvider(page, 'confirm');
      expect(await outcome(page)).toEqual({ id: 'payment.success', role: 'dialog' });
    });
  }
});

describe('paying by bank transfer, by keyboard and on a phone', { concurrent: true }, () => {
  for (const country of ['se', 'no', 'fi', 'dk'] as const) {
    test(`${country}: the bank transfer details, each with a copy button`, async (context) => {
      const id = { se: 'SE9005', no: 'NO9005', fi: 'FI9005', dk: 'DK9003' }[country];
      const { page } = await openAsPayer(
        context,
        country,
        `/${country}/app/purchases/nordpay/${id}`,
      );
      await page.locator('[data-action="bank"]').click();
      const details = page.getByTestId('bank-details');
      await details.waitFor();
      const text = (await details.textContent()) ?? '';
      expect(text).toContain(await t(country, 'flow.bank.field.reference'));
      expect(text).toContain(await t(country, 'flow.bank.field.recipient'));
      expect(text).toContain(
        await t(country, country === 'se' ? 'flow.bank.field.account' : 'flow.bank.field.iban'),
      );
      expect(await details.getByRole('button').count()).toBeGreaterThanOrEqual(4);
      await checkA11y(page);
      // The link names a flow of the page: Back closes it.
      await page.goBack();
      await details.waitFor({ state: 'detached' });
    });
  }

  test('se: a whole payment by keyboard alone, from the purchase page to the outcome', async (context) => {
    const { page } = await openAsPayer(context, 'se', '/se/app/purchases/nordpay/SE9004');
    await tabTo(page, '[data-action="pay"]');
    await page.keyboard.press('Enter');
    await page.locator('[data-method="account"]').waitFor();
    await tabTo(page, '[data-method="account"]');
    await page.keyboard.press('Enter');
    await page.getByTestId('confirm-payment').waitFor();
    // Escape steps back one step, and Enter goes on again.
    await page.keyboard.press('Escape');
    await stepOf(page, 'pay').locator('[data-method="account"]').waitFor();
    await tabTo(page, '[data-method="account"]');
    await page.keyboard.press('Enter');
    await tabTo(page, '[data-testid="confirm-payment"]');
    await page.keyboard.press('Enter');
    expect(await outcome(page)).toEqual({ id: 'pay.success', role: 'dialog' });
    // Focus is in the dialog, on its action.
    await context.expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-outcome]') !== null))
      .toBe(true);
    await page.keyboard.press('Enter');
    await outcomeOf(page).waitFor({ state: 'detached' });
  });

  test('no: on a phone (360 px, narrower than the 390 px asked), with tracking consent: Vipps on the purchase, every event sent', async (context) => {
    const { page } = await openAsPayer(context, 'no', '/no/app/purchases/nordpay/NO9005', {
      viewport: 'mobile',
      consent: 'granted',
    });
    expect(page.viewportSize()?.width).toBe(360);
    // Pay, then bank transfer from the choice of method.
    await page.locator('[data-action="pay"]').click();
    await page.locator('[data-method="bank"]').click();
    await page.getByTestId('bank-details').waitFor();
    // The longest values (an IBAN beside its copy button) fit the phone without sideways scrolling.
    expect(
      await page
        .locator('.overlay-panel')
        .evaluate((panel) => panel.scrollWidth <= panel.clientWidth),
    ).toBe(true);
    expect(await eventsOf(page)).toEqual(
      expect.arrayContaining(['start_payment_process', 'payment_process', 'bank_selection']),
    );
    await page.goBack();
    await page.goBack();
    await stepOf(page, 'pay').waitFor({ state: 'detached' });
    const shown = await payPurchase(page, 'no', 'vipps');
    expect(shown).toEqual({ id: 'vipps.success', role: 'dialog' });
    // No sideways scrolling on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    // The provider's page was a page load of its own: what is sent after it is in this list.
    expect(await eventsOf(page)).toEqual(
      expect.arrayContaining(['start_payment_process', 'payment_complete']),
    );
  });
});
