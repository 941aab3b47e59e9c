import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionType } from '../../generated/codes.js';
import { countryTerms } from '../../generated/countries/index.js';
import type { InvoiceAccount, PaymentsOverview, Problem } from '../../generated/entities/types.js';
import {
  defaultPunctualPaymentsToEarn,
  freeMonthFeeText,
  freeMonthRule,
  isPunctual,
} from '../../sandbox/actions/free-month.js';
import { personas } from '../../sandbox/seed/personas.js';
import {
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

/**
 * The payment-free month by country (country §4): Finland earned after 3 punctual payments, at
 * most 2 a calendar year, not in consecutive months; Norway two a year at 150 kr; Sweden and
 * Denmark usable once earned (the sandbox: 3 punctual payments since the last one). A punctual
 * payment is an invoice whose minimum was paid on or before its due date.
 */
const notEarnedType = 'https://api.nordpay.example/problems/free-month-not-earned';
const personaOf = (id: string) => personas.find((p) => p.id === id);
const primaryOf = (id: string) => personaOf(id)?.emails.find((e) => e.primary)?.value ?? '';
const brandOf = (account: string) =>
  personas.flatMap((p) => p.accounts ?? []).find((a) => a.number === account)?.brand ?? 'nordpay';
const year = new Date().getUTCFullYear();

describe('the country rules as the sandbox reads them from the country terms', () => {
  it.each([
    ['fi', { earnedAfter: 3, counted: 'ever', maxPerCalendarYear: 2, consecutiveAllowed: false }],
    ['no', { earnedAfter: null, maxPerCalendarYear: 2, consecutiveAllowed: true, fee: 15000n }],
    ['se', { earnedAfter: defaultPunctualPaymentsToEarn, counted: 'sinceLastFreeMonth' }],
    ['dk', { earnedAfter: defaultPunctualPaymentsToEarn, counted: 'sinceLastFreeMonth' }],
  ] as const)('%s: %o', (country, expected) => {
    expect(freeMonthRule(countryTerms(country))).toMatchObject(expected);
  });

  it('only Norway charges a fee, 150 kr from countries/no.yaml', () => {
    expect(countryTerms('no').paymentFreeMonth.feeAmount).toMatchObject({ amount: 150 });
    for (const country of ['se', 'fi', 'dk'] as const) {
      expect(freeMonthRule(countryTerms(country)).fee).toBe(0n);
    }
  });

  it.each([
    ['paid days before the due date', '2031-03-10T09:00:00Z', '2031-03-14', false, true],
    ['paid on the due date', '2031-03-14T23:59:00Z', '2031-03-14', false, true],
    ['paid the day after', '2031-03-15T00:01:00Z', '2031-03-14', false, false],
    ['never paid', null, '2031-03-14', false, false],
    ['a payment-free month', '2031-03-10T09:00:00Z', '2031-03-14', true, false],
  ] as const)('punctual: %s', (_, paid, due, free, expected) => {
    expect(isPunctual({ paid_at: paid ? new Date(paid) : null, due_date: due, free })).toBe(
      expected,
    );
  });
});

describe.each(engines)('payment-free months on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  // Every call logs in at the clock's now (the clock moves a lot here).
  const token = (persona: string) => login(api, primaryOf(persona), personaOf(persona)?.country);
  async function accountOf(persona: string, account: string): Promise<InvoiceAccount> {
    const res = await api.request('/service/payment/api/payments', {
      headers: { authorization: `Bearer ${await token(persona)}` },
    });
    expect(res.status).toBe(200);
    const found = ((await res.json()) as PaymentsOverview).accounts.find(
      (a) => a.accountNumber === account,
    );
    if (!found) throw new Error(`${persona} has no ${account}`);
    return found;
  }
  async function post<T>(persona: string, path: string, json: unknown) {
    const res = await api.request(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token(persona)}`, 'idempotency-key': randomUUID() },
      json,
    });
    return { status: res.status, body: (await res.json()) as T };
  }
  /** usePaymentFreeMonth on the account's current invoice. */
  async function use(persona: string, account: string) {
    const { currentInvoiceDate } = await accountOf(persona, account);
    return post<Problem & { account: InvoiceAccount }>(
      persona,
      `/service/payment/${brandOf(account)}/payment-free-month`,
      { accountNumber: account, invoiceDate: currentInvoiceDate },
    );
  }
  /** The next month's invoice: issued on `date`, due 30 days later, now current and new. */
  async function issue(account: string, date: string) {
    await t.db.query(
      `insert into invoices (account_number, invoice_date, due_date, payment_method,
         full_amount_minor, min_amount_minor)
       values ($1, $2::date, $2::date + 30, '02', 10000, 5000)`,
      [account, date],
    );
    await t.db.query(
      `update invoice_accounts set current_invoice_date = $2::date, current_invoice_status = 1
        where account_number = $1`,
      [account, date],
    );
  }
  /** Pays an invoice's minimum through makePayment at the sandbox clock's now. */
  async function payMinimum(persona: string, account: string, date: string) {
    const paid = await post(persona, '/service/payment/api/payment', {
      target: { kind: 'invoice', brand: brandOf(account), id: date },
      amount: 50,
      when: 'now',
    });
    expect(paid.status, `${account} ${date}`).toBe(201);
  }
  const expectRefused = (
    answer: { status: number; body: Problem },
    detail: RegExp,
    type = notEarnedType,
  ) => {
    expect(answer.status).toBe(409);
    expect(answer.body.type).toBe(type);
    expect(answer.body.detail).toMatch(detail);
  };

  // Who can and who cannot, and why (docs/sandbox.md's persona table says the same).
  it.each([
    ['se-anna', 'SE-K-100001', null],
    ['se-maja', 'SE-K-100005-2', /Earned after 3 .* you have 1 \(2 paid after the due date\)/],
    ['no-ingrid', 'NO-K-200001', null],
    ['no-ola', 'NO-M-200002', /konto only/],
    ['fi-mikko', 'FI-K-300001', null],
    ['fi-juha', 'FI-K-300003', /debt collection/],
    ['dk-freja', 'DK-K-400001', null],
    // Cancel-initiated at first; once resolved (15 s), the reason is the late payment.
    ['dk-mads', 'DK-K-400002', /Earned after 3 .* you have 2 \(1 paid after the due date\)/],
  ] as const)('seeded: %s on %s', async (persona, account, refusal) => {
    await accountOf(persona, account);
    await api.clock.advance(16_000);
    const answer = await use(persona, account);
    if (refusal === null) {
      expect(answer.status).toBe(200);
      expect(answer.body.account).toMatchObject({ currentInvoiceStatus: 5, minimumAmountToPay: 0 });
    } else {
      expect(answer.status).toBe(409);
      expect(`${answer.body.title}: ${answer.body.detail}`).toMatch(refusal);
    }
    expect(api.errors).toEqual([]);
  });

  it('each country has a persona who can and one who cannot', () => {
    for (const country of ['se', 'no', 'fi', 'dk']) {
      const shows = personas.filter((p) => p.country === country).map((p) => p.shows);
      expect(
        shows.some((s) => /payment-free month (earned|usable)/.test(s)),
        country,
      ).toBe(true);
      expect(
        shows.some((s) => /no payment-free month/.test(s)),
        country,
      ).toBe(true);
    }
  });

  it('Norway: no earning needed, two a year, consecutive allowed, 150 kr charged each time', async () => {
    // The seeded current invoice was used above (a fee already). Two more in a later year.
    const y = year + 2;
    for (const [date, ok] of [
      [`${y}-01-15`, true],
      [`${y}-02-15`, true],
      [`${y}-03-15`, false],
    ] as const) {
      await issue('NO-K-200001', date);
      const before = await accountOf('no-ingrid', 'NO-K-200001');
      const answer = await use('no-ingrid', 'NO-K-200001');
      if (!ok) {
        expectRefused(answer, new RegExp(`At most 2 .* ${y} has 2`));
        expect((await accountOf('no-ingrid', 'NO-K-200001')).balance).toBe(before.balance);
        continue;
      }
      expect(answer.status, date).toBe(200);
      const after = await accountOf('no-ingrid', 'NO-K-200001');
      expect(after).toMatchObject({ currentInvoiceStatus: 5, minimumAmountToPay: 0 });
      // The fee: a charge on the invoice and on the account's balance.
      expect(after.balance).toBe(before.balance + 150);
      expect(after.currentInvoice?.fullInvoiceAmount).toBe(100 + 150);
      expect(after.currentInvoice?.transactions.at(-1)).toMatchObject({
        sign: '+',
        transactionAmount: 150,
        transactionDescription: freeMonthFeeText('no'),
        transactionTypeType: TransactionType.paymentFreeMonthFee,
      });
    }
    const fees = await t.db.query<{ fee_minor: bigint }>(
      `select fee_minor from payment_free_months where account_number = 'NO-K-200001'`,
    );
    expect(fees.rows.map((r) => r.fee_minor)).toEqual([15000n, 15000n, 15000n]);
  });

  it('Finland: not earned with a late payment; no consecutive months; at most two a year', async () => {
    const y = year + 2;
    // The seeded Mikko used his month above; his three on-time invoices still count ("ever").
    // One of them paid a day late: only two punctual payments, not earned.
    const paid = await t.db.query<{ id: bigint }>(
      `select id from invoices where account_number = 'FI-K-300001' and paid_at is not null
        order by invoice_date limit 1`,
    );
    const late = paid.rows[0]?.id ?? 0n;
    await t.db.query(
      `update invoices set paid_at = (due_date + 1)::timestamp at time zone 'UTC' where id = $1`,
      [late],
    );
    await issue('FI-K-300001', `${y}-01-15`);
    expectRefused(await use('fi-mikko', 'FI-K-300001'), /you have 2 \(1 paid after the due date\)/);
    // Paid on its due date counts.
    await t.db.query(
      `update invoices set paid_at = due_date::timestamp at time zone 'UTC' + interval '23 hours'
        where id = $1`,
      [late],
    );
    expect((await use('fi-mikko', 'FI-K-300001')).status).toBe(200);
    for (const [date, refusal] of [
      [`${y}-02-15`, /two months in a row/],
      [`${y}-03-15`, null],
      [`${y}-05-15`, new RegExp(`At most 2 .* ${y} has 2`)],
      [`${y + 1}-01-15`, null],
      [`${y + 1}-02-15`, /two months in a row/],
    ] as const) {
      await issue('FI-K-300001', date);
      const answer = await use('fi-mikko', 'FI-K-300001');
      if (refusal) expectRefused(answer, refusal);
      else expect(answer.status, date).toBe(200);
    }
    expect(api.errors).toEqual([]);
  });

  // Sweden and Denmark: each payment-free month is earned by its own 3 punctual payments.
  it.each([
    ['se-anna', 'SE-K-100001', year + 4],
    ['dk-freja', 'DK-K-400001', year + 6],
  ] as const)(
    '%s (%s): used up once used; earned again by paying on time, late payments not counting',
    async (persona, account, y) => {
      // Used on the seeded current invoice in the first test.
      await issue(account, `${y}-01-15`);
      expectRefused(await use(persona, account), /since the last payment-free month; you have 0/);
      // Two paid on time (the clock is long before these due dates).
      await payMinimum(persona, account, `${y}-01-15`);
      await issue(account, `${y}-02-15`);
      await payMinimum(persona, account, `${y}-02-15`);
      // One paid six days after its due date.
      await issue(account, `${y}-03-15`);
      await api.clock.set(new Date(`${y}-04-20T10:00:00Z`));
      await payMinimum(persona, account, `${y}-03-15`);
      await issue(account, `${y}-04-15`);
      expectRefused(await use(persona, account), /you have 2 \(1 paid after the due date\)/);
      await payMinimum(persona, account, `${y}-04-15`);
      await issue(account, `${y}-05-15`);
      const answer = await use(persona, account);
      expect(answer.status).toBe(200);
      expect(answer.body.account.currentInvoiceStatus).toBe(5);
      // And used up again.
      await issue(account, `${y}-06-15`);
      expectRefused(await use(persona, account), /you have 0/);
      expect(api.errors).toEqual([]);
    },
  );
});
