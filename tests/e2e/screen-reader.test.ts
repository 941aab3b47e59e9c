/**
 * Screen-reader semantics (issue 19), read from Chromium's accessibility tree as a screen reader
 * gets it (Playwright's ariaSnapshot, and the focused node's role and name over CDP): the login
 * page, an invoice, a payment journey step by step and its outcome dialogs (a success, a failure
 * and the wait while the provider answers, also when the provider's answer stays pending and the
 * page, on page.clock, says it is late). Each asserts roles and names, the announcements (a status
 * in a live region while the payment is processed, the same region when it is late, an error on
 * submit as an alert with the field invalid and described by it) and the focus order by Tab.
 *
 * The customer (sandbox/seed/personas/accessibility.ts) is shared with keyboard-journeys.test.ts;
 * each test pays something of its own.
 */
import type { Page, Route } from 'playwright-core';
import { describe, test } from 'vitest';
import { formatMoney } from '../../generated/countries/format.js';
import { openPage, webUrl } from './support/browser.js';
import { outcomeOf, stepOf } from './support/flow.js';
import { focusedDialogTitle, focusedName, tabOrder } from './support/focus.js';
import { openAs } from './support/login.js';
import { RESULT_POLL_MS } from '../../runtime/features/payments/submission-step.js';
import { t, textOf } from './support/texts.js';

const CUSTOMER = 'linnea.sjoberg@example.se';

/** The open dialog or alertdialog, as the tree has it. */
const dialogTree = (page: Page) => page.locator('.overlay-panel').ariaSnapshot();

/** Answers the provider's page (the sandbox's) by its button, and waits to be back. */
async function answerAtProvider(page: Page, answer: 'confirm' | 'decline') {
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox/pay/'));
  await page.locator(`button.${answer}`).click();
  await page.waitForURL((url) => url.pathname.includes('/steps/submission'));
}

describe('screen-reader semantics', { concurrent: true }, () => {
  test('the login page: landmarks, headings, the methods as buttons, their Tab order', async (context) => {
    const { expect } = context;
    const { page } = await openPage('/se/login', { test: context, consent: 'denied' });
    await page.locator('[data-provider]').first().waitFor();
    const methods = [
      'login.provider.bankidSameDevice',
      'login.provider.bankidOtherDevice',
      'login.provider.email',
    ].map((id) => textOf('se', id));
    const main = await page.getByRole('main').ariaSnapshot();
    expect(main).toContain(`heading "${textOf('se', 'login.title')}" [level=1]`);
    expect(main).toContain(`heading "${textOf('se', 'login.chooseMethod')}" [level=2]`);
    for (const name of methods) expect(main).toContain(`button "${name}"`);
    expect(await page.getByRole('banner').count()).toBe(1);
    // Tab order: the skip link first, the header, then the methods in the order shown.
    const order = await tabOrder(page, 6);
    expect(order[0]).toBe(`link "${textOf('se', 'header.skipToContent')}"`);
    const at = methods.map((name) => order.indexOf(`button "${name}"`));
    expect(at.every((index) => index > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  test('an invoice and paying another amount: names, the error on submit, the processing status, the success dialog', async (context) => {
    const { expect } = context;
    const { page } = await openAs(context, CUSTOMER, 'se', '/se/app/account/kustkok');
    const main = await page.getByRole('main').ariaSnapshot();
    expect(main).toMatch(/heading ".+" \[level=1\]/);
    expect(main).toContain(`link "${textOf('se', 'page.invoices.action.amount')}"`);

    // The amount step: a dialog named by its heading, the choices a radio group in a fieldset.
    await page.getByRole('link', { name: textOf('se', 'page.invoices.action.amount') }).click();
    const step = stepOf(page, 'amount');
    await step.waitFor();
    const dialog = page.getByRole('dialog');
    const name = await step.locator('h2').textContent();
    expect(await dialog.getAttribute('aria-labelledby')).toBe(
      await step.locator('h2').getAttribute('id'),
    );
    await expect.poll(() => focusedName(page)).toBe(`heading "${name}"`);
    await step.locator('input[value="other"]').check();
    const tree = await dialogTree(page);
    expect(tree).toContain(`dialog "${name}"`);
    expect(tree).toContain(`button "${textOf('se', 'common.close')}"`);
    expect(tree).toContain(`group "${textOf('se', 'flow.pay.amount.legend')}"`);
    expect(tree).toContain(`radio "${textOf('se', 'flow.pay.amount.other')}" [checked]`);
    expect(tree).toContain(`textbox "${textOf('se', 'flow.pay.amount.otherLabel')}"`);
    // Focus order inside: the close button, the three choices' group (one stop), the field, Continue.
    await step.getByTestId('other-amount').focus();
    expect(await tabOrder(page, 1)).toEqual([`button "${textOf('se', 'common.continue')}"`]);

    // Submitted out of range: the error is an alert, the field invalid and described by it.
    await step.getByTestId('other-amount').fill('1');
    await page.keyboard.press('Enter');
    const field = step.getByTestId('other-amount');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    const alert = step.getByRole('alert');
    const said = (await alert.textContent()) ?? '';
    expect(said).toBe(
      await t('se', 'validation.paymentAmount', {
        min: formatMoney(250, 'se'),
        max: formatMoney(1000, 'se'),
        maxCurrency: formatMoney(1000, 'se'),
      }),
    );
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await alert.getAttribute('id'));

    // A valid amount, then the methods: links named by the method, the heading focused again.
    await field.fill('300');
    await page.keyboard.press('Enter');
    await page.locator('[data-method="card"]').waitFor();
    await expect.poll(() => focusedName(page)).toMatch(/^heading "/);
    expect(await dialogTree(page)).toContain(`link "${textOf('se', 'flow.pay.method.card')}"`);
    await page.locator('[data-method="card"]').click();
    await page.getByTestId('confirm-payment').waitFor();
    expect(await dialogTree(page)).toContain(
      `button "${(await page.getByTestId('confirm-payment').textContent())?.trim()}"`,
    );

    // While the provider's answer is on its way, a polite status says so.
    let release: (() => void) | null = null;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/service/payment/payments/adyen/result/*', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('confirm-payment').click();
    await answerAtProvider(page, 'confirm');
    const waiting = page.getByTestId('payment-waiting');
    await waiting.waitFor();
    expect(await waiting.getAttribute('role')).toBe('status');
    expect(await waiting.textContent()).toBe(textOf('se', 'flow.pay.submission.waiting'));
    expect(await dialogTree(page)).toContain(
      `status: ${textOf('se', 'flow.pay.submission.waiting')}`,
    );
    (release as (() => void) | null)?.();

    // The success: a dialog named by its title, focus on its first action.
    await outcomeOf(page).waitFor();
    const success = await dialogTree(page);
    expect(success).toContain(`dialog "${textOf('se', 'flow.payment.outcome.success.title')}"`);
    await expect.poll(() => focusedName(page)).toMatch(/^button "/);
  });

  test('a declined payment: an alertdialog named by its title, only its actions, focus on the first', async (context) => {
    const { expect } = context;
    const { page } = await openAs(context, CUSTOMER, 'se', '/se/app/purchases/nordpay/SE8502');
    await page.locator('[data-action="pay"]').click();
    await page.locator('[data-method="card"]').click();
    await page.getByTestId('confirm-payment').click();
    await answerAtProvider(page, 'decline');
    await outcomeOf(page).waitFor();
    const tree = await dialogTree(page);
    expect(tree).toContain(`alertdialog "${textOf('se', 'flow.payment.outcome.fail.title')}"`);
    expect(tree).not.toContain(`button "${textOf('se', 'common.close')}"`);
    expect(tree).toContain(`button "${textOf('se', 'common.retry')}"`);
    await expect.poll(() => focusedName(page)).toBe(`button "${textOf('se', 'common.retry')}"`);
  });
  test('a payment left pending at the provider: the dialog named by its step, one live region from waiting to late, focus on the title', async (context) => {
    const { expect } = context;
    // The page's timers on page.clock: the result is asked every RESULT_POLL_MS, and after a
    // minute of pending answers the page says the answer is late.
    const { page } = await openAs(context, CUSTOMER, 'se', '/se/app/purchases/nordpay/SE8505', {
      fakeClock: true,
    });
    await page.locator('[data-action="pay"]').click();
    await page.locator('[data-method="card"]').click();
    const started = page.waitForRequest(
      (request) => request.method() === 'POST' && /\/payments\/adyen\//.test(request.url()),
    );
    await page.getByTestId('confirm-payment').click();
    const { returnPath } = (await started).postDataJSON() as { returnPath: string };
    // At the provider's page nobody answers: the session stays pending. The customer comes back
    // by the return address the provider would use, with its reference.
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/pay/'));
    const reference = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const back = new URL(returnPath, webUrl());
    back.searchParams.set('ref', reference);
    await page.goto(back.href);
    const step = stepOf(page, 'submission');
    await step.waitFor();
    const status = step.getByRole('status');
    await expect.poll(() => status.textContent()).toBe(textOf('se', 'flow.pay.submission.waiting'));
    expect(await status.getAttribute('aria-live')).toBe('polite');
    const region = await status.elementHandle();
    const title = (await step.locator('h2').textContent()) ?? '';
    expect(await dialogTree(page)).toContain(`dialog "${title}"`);
    await expect.poll(() => focusedDialogTitle(page)).toBe(title);

    // Still pending a minute later: the same live region says so, so a screen reader announces it.
    const late = textOf('se', 'flow.pay.submission.late');
    await expect
      .poll(
        async () => {
          await page.clock.runFor(RESULT_POLL_MS);
          return status.textContent();
        },
        { timeout: 30_000 },
      )
      .toBe(late);
    expect(await region?.evaluate((node) => node.isConnected)).toBe(true);
    const tree = await dialogTree(page);
    expect(tree).toContain(`dialog "${title}"`);
    expect(tree).toContain(`status: ${late}`);
    expect(tree).toContain(`button "${textOf('se', 'flow.pay.submission.askAgain')}"`);
    expect(tree).toContain(`button "${textOf('se', 'common.close')}"`);
    // Focus stays on the title the whole wait, and Tab goes on to the choices.
    expect(await focusedDialogTitle(page)).toBe(title);
    expect(await tabOrder(page, 1)).toEqual([
      `button "${textOf('se', 'flow.pay.submission.askAgain')}"`,
    ]);
  });
});
