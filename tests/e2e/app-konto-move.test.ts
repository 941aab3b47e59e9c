/**
 * Moving a purchase to konto (issue 14), in a real browser against the sandbox, in every country
 * (all four offer konto): the purchase page's link and the start step (`#openflow`), the
 * identification (e-ID through the sandbox's Signicat page in Norway, Finland and Denmark; a
 * one-time code from the outbox in Sweden, docs/decisions/0016), Denmark's income verification
 * through the callback page with each of its answers (approved, refused: incomefail, cancelled)
 * and a move the provider refuses, the confirmation with the country's figures, and the purchase
 * konto-moved after it (support/state-after.ts: its page at once and after a reload; in another
 * session home, the purchases list, the payments overview and its page). axe checks every step
 * and every outcome dialog.
 *
 * The movers (sandbox/seed/personas/konto-move.ts) are read by no other test file; each test moves
 * its own purchase, so the tests run side by side. The income check decides by the sandbox clock
 * (sandbox/income/monthio.ts, 10 s after it starts): the Danish tests move the clock of a stack of
 * their own on instead of waiting, since the suite's stack's clock is never moved.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, test, type TestContext } from 'vitest';
import { countryTerms, type CountryCode } from '../../generated/countries/index.js';
import { incomePendingMs } from '../../sandbox/income/monthio.js';
import { checkA11y } from './support/a11y.js';
import { outcome, outcomeOf, stepOf } from './support/flow.js';
import { openAs, type Origins } from './support/login.js';
import { advanceSandbox } from './support/sandbox-clock.js';
import { startStack, type Stack } from './support/stack.js';
import { expectStateAfter, purchaseShown } from './support/state-after.js';
import { t } from './support/texts.js';

interface Mover {
  readonly email: string;
  readonly civic: string;
  readonly order: string;
}

const movers = {
  se: { email: 'sven.ahlstrom@example.se', civic: '19870614-1234', order: 'SE9501' },
  no: { email: 'nora.strand@example.no', civic: '14077910086', order: 'NO9501' },
  fi: { email: 'aino.laine@example.fi', civic: '140779-234L', order: 'FI9501' },
  dk: { email: 'ida.mortensen@example.dk', civic: '140779-2001', order: 'DK9501' },
  dkRefused: { email: 'lukas.friis@example.dk', civic: '150680-2002', order: 'DK9502' },
  dkCancel: { email: 'karla.bech@example.dk', civic: '160781-2003', order: 'DK9503' },
  dkNoKonto: { email: 'oscar.dahl@example.dk', civic: '170882-2004', order: 'DK9504' },
} as const satisfies Record<string, Mover>;

const purchasePath = (country: CountryCode, mover: Mover) =>
  `/${country}/app/purchases/nordpay/${mover.order}`;

/** Logged in as the mover (by e-mail link), on their purchase's page; at `stack` if named. */
const openAsMover = (
  context: TestContext,
  country: CountryCode,
  mover: Mover,
  options: { hash?: string; stack?: Origins } = {},
) =>
  openAs(
    context,
    mover.email,
    country,
    `${purchasePath(country, mover)}${options.hash ?? ''}`,
    options.stack ? { stack: options.stack } : {},
  );

/**
 * The Danish tests' stack: the income check decides by the sandbox clock, which these tests move
 * on instead of waiting for it, and the suite's clock must not move under the other files (a
 * 904 they watch would resolve early). Started by the first Danish test, shared by the others.
 */
let danish: Promise<Stack> | undefined;
const danishStack = () => (danish ??= startStack());
afterAll(async () => {
  // One that failed to start failed its tests already.
  await danish?.then(
    (stack) => stack.close(),
    () => undefined,
  );
});

/**
 * The page's errors, but the sandbox's own pages' (the broker page has no icon, so the browser's
 * guess at /favicon.ico can fail while it is shown).
 */
const appErrors = (errors: readonly string[]) =>
  errors.filter((error) => !error.includes('/favicon.ico'));

/** At the sandbox's Signicat page: identifies as `civic` with the decision; back at the step. */
async function atBroker(
  page: Page,
  country: CountryCode,
  civic: string,
  decision: 'approve' | 'decline' | 'error',
) {
  await page.waitForURL((url) => url.pathname === `/sandbox/eid/${country}`, { timeout: 15_000 });
  expect(new URL(page.url()).searchParams.get('broker')).toBe('signicat');
  await page.getByRole('radio', { name: new RegExp(`\\(${civic}\\)`) }).check();
  await page.locator(`button[name="decision"][value="${decision}"]`).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/${country}/app/`), { timeout: 15_000 });
}

/** From the purchase page: the move's link opens the identification step (checked with axe). */
async function openMove(page: Page, first: 'signicat' | 'twofactor') {
  await page.locator('[data-action="moveToKonto"]').click();
  await stepOf(page, first).waitFor();
  await checkA11y(page);
}

/** Identifies with e-ID and approves: the step after it (monthio in Denmark, else confirm). */
async function identify(page: Page, country: CountryCode, mover: Mover) {
  await stepOf(page, 'signicat').getByTestId('identify').click();
  await atBroker(page, country, mover.civic, 'approve');
}

/** The confirmation: the country's figures or "not shown here"; confirms. */
async function confirmMove(page: Page, country: CountryCode) {
  const summary = page.getByTestId('move-summary');
  await summary.waitFor();
  await checkA11y(page);
  const text = (await summary.textContent()) ?? '';
  const terms = countryTerms(country);
  if (terms.instalments.konto.available) {
    expect(text).toContain(
      await t(country, 'flow.moveToKonto.confirm.monthsValue', {
        months: terms.instalments.konto.maxMonths,
      }),
    );
  } else {
    expect(text).toContain(await t(country, 'flow.moveToKonto.confirm.unknown'));
  }
  await page.getByTestId('confirm-move').click();
}

/**
 * The purchase shows konto-moved on its page, and no longer offers the move; in the overview it
 * is history (the konto's invoices carry it now); home lists it (the mover's only purchase).
 */
async function showsMoved(
  context: TestContext,
  page: Page,
  country: CountryCode,
  mover: Mover,
  stack?: Origins,
) {
  const moved = await t(country, 'code.displayState.kontoMoved');
  await expectStateAfter(context, page, {
    country,
    email: mover.email,
    ...(stack ? { stack } : {}),
    ...purchaseShown(country, mover.order, { section: 'history', shows: [moved] }),
  });
  expect(await page.locator('[data-action="moveToKonto"]').count()).toBe(0);
}

/** The newest one-time code the sandbox outbox holds for `email`. */
async function newestCode(email: string): Promise<string> {
  const answer = await fetch(
    `${inject('apiUrl').replace(/\/$/, '')}/sandbox/outbox?to=${encodeURIComponent(email)}`,
  );
  const { messages } = (await answer.json()) as { messages: { body: string }[] };
  return /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
}

describe('moving a purchase to konto', { concurrent: true, timeout: 120_000 }, () => {
  test('se: a one-time code (a wrong one is said at the field), then the move', async (context) => {
    const mover = movers.se;
    const { page, errors } = await openAsMover(context, 'se', mover);
    await openMove(page, 'twofactor');
    await page.getByTestId('send-code').click();
    const input = page.getByTestId('code');
    await input.waitFor();
    expect(await input.getAttribute('autocomplete')).toBe('one-time-code');
    await checkA11y(page);
    const code = await newestCode(mover.email);
    expect(code).toMatch(/^\d{6}$/);
    // A wrong code: the field says so, in Swedish, and is marked invalid.
    await input.fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('verify-code').click();
    await context.expect
      .poll(() => input.getAttribute('aria-invalid'), { timeout: 10_000 })
      .toBe('true');
    expect(await stepOf(page, 'twofactor').textContent()).toContain(
      await t('se', 'flow.twoFactor.error.wrong'),
    );
    await checkA11y(page);
    await input.fill(code);
    await page.getByTestId('verify-code').click();
    await confirmMove(page, 'se');
    expect(await outcome(page)).toEqual({ id: 'moveToKonto.success', role: 'dialog' });
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await outcomeOf(page).waitFor({ state: 'detached' });
    await showsMoved(context, page, 'se', mover);
    // The wrong code's refusal is the only failed request.
    expect(appErrors(errors)).toEqual([expect.stringContaining('/service/auth/twofactor/verify')]);
  });

  test('no: from the start step; declined and failed at the broker, then identified and moved', async (context) => {
    const mover = movers.no;
    const { page, errors } = await openAsMover(context, 'no', mover, { hash: '#openflow' });
    const start = stepOf(page, 'start');
    await start.getByTestId('start-actions').waitFor();
    await checkA11y(page);
    // Only actions whose steps open; never the start step itself.
    for (const link of await start.locator('a').all()) {
      expect(await link.getAttribute('href')).not.toContain('/steps/start');
    }
    await start.locator('[data-action="moveToKonto"]').click();
    await stepOf(page, 'signicat').waitFor();
    await checkA11y(page);
    await page.getByTestId('identify').click();
    await atBroker(page, 'no', mover.civic, 'decline');
    await page.getByTestId('identification-cancelled').waitFor();
    await checkA11y(page);
    await page.getByTestId('identify').click();
    await atBroker(page, 'no', mover.civic, 'error');
    // Norway has no identification-failed dialog of its own: the generic failure.
    expect(await outcome(page)).toEqual({
      id: 'signicat.identificationFailed',
      role: 'alertdialog',
    });
    expect(await outcomeOf(page).textContent()).toContain(await t('no', 'error.generic'));
    await checkA11y(page);
    await outcomeOf(page)
      .getByRole('button', { name: await t('no', 'error.closeAndRetry') })
      .click();
    await identify(page, 'no', mover);
    await confirmMove(page, 'no');
    expect(await outcome(page)).toEqual({ id: 'moveToKonto.success', role: 'dialog' });
    await outcomeOf(page)
      .getByRole('button', { name: await t('no', 'common.close') })
      .click();
    await showsMoved(context, page, 'no', mover);
    expect(appErrors(errors)).toEqual([]);
  });

  test('fi: a failed identification has the Finnish dialog; retry identifies and moves', async (context) => {
    const mover = movers.fi;
    const { page, errors } = await openAsMover(context, 'fi', mover);
    await openMove(page, 'signicat');
    await page.getByTestId('identify').click();
    await atBroker(page, 'fi', mover.civic, 'error');
    expect(await outcome(page)).toEqual({
      id: 'signicat.identificationFailed',
      role: 'alertdialog',
    });
    expect(await outcomeOf(page).textContent()).toContain(
      await t('fi', 'flow.signicat.outcome.identificationFailed.title'),
    );
    await checkA11y(page);
    // An alertdialog: Escape leaves it open.
    await page.keyboard.press('Escape');
    expect(await outcomeOf(page).isVisible()).toBe(true);
    await outcomeOf(page)
      .getByRole('button', { name: await t('fi', 'common.retry') })
      .click();
    await identify(page, 'fi', mover);
    await confirmMove(page, 'fi');
    expect(await outcome(page)).toEqual({ id: 'moveToKonto.success', role: 'dialog' });
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await showsMoved(context, page, 'fi', mover);
    expect(appErrors(errors)).toEqual([]);
  });

  /**
   * Denmark, on the Danish stack: identified, then the income verification, which decides once
   * the sandbox clock is moved past its pending time; answers the page and the stack.
   */
  async function throughIncome(context: TestContext, mover: Mover) {
    const stack = await danishStack();
    const opened = await openAsMover(context, 'dk', mover, { stack });
    const { page } = opened;
    await openMove(page, 'signicat');
    await identify(page, 'dk', mover);
    await stepOf(page, 'monthio').getByTestId('verify-income').waitFor();
    await checkA11y(page);
    await page.getByTestId('verify-income').click();
    // Back through the callback page to the step, which follows the check up.
    await page.waitForURL(
      (url) => url.pathname.endsWith('/steps/monthio') && url.search.includes('ref='),
      {
        timeout: 15_000,
      },
    );
    await page.getByTestId('income-checking').waitFor();
    await checkA11y(page);
    // Decided: the step's next ask (every 2 s) gets the answer.
    await advanceSandbox(incomePendingMs, stack.apiUrl);
    return { ...opened, stack };
  }

  test('dk: income approved, the move', async (context) => {
    const mover = movers.dk;
    const { page, errors, stack } = await throughIncome(context, mover);
    await page.getByTestId('move-summary').waitFor();
    expect(new URL(page.url()).searchParams.get('ref')).toMatch(/^iv-/);
    await confirmMove(page, 'dk');
    expect(await outcome(page)).toEqual({ id: 'moveToKonto.success', role: 'dialog' });
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await showsMoved(context, page, 'dk', mover, stack);
    expect(appErrors(errors)).toEqual([]);
  });

  test('dk: income refused, the incomefail alertdialog; the purchase stays as it was', async (context) => {
    const mover = movers.dkRefused;
    const { page } = await throughIncome(context, mover);
    expect(await outcome(page)).toEqual({ id: 'moveToKonto.incomefail', role: 'alertdialog' });
    expect(await outcomeOf(page).textContent()).toContain(
      await t('dk', 'flow.moveToKonto.outcome.incomefail.title'),
    );
    await checkA11y(page);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.locator('[data-action="moveToKonto"]').count()).toBe(1);
  });

  test('dk: income verification cancelled, the cancel dialog; retry starts it again', async (context) => {
    const mover = movers.dkCancel;
    const { page } = await throughIncome(context, mover);
    expect(await outcome(page)).toEqual({ id: 'moveToKonto.cancel', role: 'dialog' });
    await checkA11y(page);
    await outcomeOf(page)
      .getByRole('button', { name: await t('dk', 'common.retry') })
      .click();
    await stepOf(page, 'monthio').getByTestId('verify-income').waitFor();
  });

  test('dk: no konto to move to, the provider refuses: the refused alertdialog', async (context) => {
    const mover = movers.dkNoKonto;
    const { page } = await throughIncome(context, mover);
    await page.getByTestId('move-summary').waitFor();
    await confirmMove(page, 'dk');
    expect(await outcome(page)).toEqual({ id: 'moveToKonto.refused', role: 'alertdialog' });
    await checkA11y(page);
    expect(await page.locator('.overlay-close').count()).toBe(0);
  });
});
