import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InvoiceAccount,
  Order,
  PaymentsOverview,
  Problem,
} from '../../generated/entities/types.js';
import { accountReference, orderReference } from '../../sandbox/actions/reference.js';
import { personas } from '../../sandbox/seed/personas.js';
import {
  engines,
  identifyByCode,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

const primaryOf = (id: string) =>
  personas.find((p) => p.id === id)?.emails.find((e) => e.primary)?.value ?? '';

describe.each(engines)('actions on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  const tokens = new Map<string, string>();

  async function tokenOf(id: string): Promise<string> {
    let token = tokens.get(id);
    if (!token) {
      token = await login(api, primaryOf(id), personas.find((p) => p.id === id)?.country);
      tokens.set(id, token);
    }
    return token;
  }

  async function post<T>(
    id: string,
    path: string,
    json?: unknown,
    key: string = randomUUID(),
  ): Promise<{ status: number; body: T }> {
    const res = await api.request(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(id)}`, 'idempotency-key': key },
      ...(json === undefined ? {} : { json }),
    });
    return { status: res.status, body: (await res.json()) as T };
  }

  async function overview(id: string): Promise<PaymentsOverview> {
    const res = await api.request('/service/payment/api/payments', {
      headers: { authorization: `Bearer ${await tokenOf(id)}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as PaymentsOverview;
  }
  const orderOf = async (id: string, orderId: string): Promise<Order | undefined> =>
    (await overview(id)).orders.find((o) => o.orderID === orderId);
  const accountOf = async (id: string, number: string): Promise<InvoiceAccount | undefined> =>
    (await overview(id)).accounts.find((a) => a.accountNumber === number);

  const pay = (persona: string, kind: string, brand: string, id: string, amount: number) =>
    post<Problem & { status: string; amount: number; paymentId: string }>(
      persona,
      '/service/payment/api/payment',
      { target: { kind, brand, id }, amount, when: 'now' },
    );

  const ledgerRows = async (customerId: string) =>
    Number(
      (
        await t.db.query<{ n: bigint }>(
          'select count(*)::int8 as n from payments_ledger where customer_id = $1',
          [customerId],
        )
      ).rows[0]?.n,
    );

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  it('makePayment on an invoice: out of range is 422 naming amount; the minimum pays', async () => {
    const before = await accountOf('se-anna', 'SE-K-100001');
    const date = before?.currentInvoiceDate ?? '';
    for (const amount of [100, 1025.01]) {
      const refused = await pay('se-anna', 'invoice', 'nordpay', date, amount);
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.[0]?.field).toBe('amount');
    }
    expect(await ledgerRows('se-anna')).toBe(0);
    const paid = await pay('se-anna', 'invoice', 'nordpay', date, 475);
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ status: 'processing', amount: 475 });
    const after = await accountOf('se-anna', 'SE-K-100001');
    expect(after).toMatchObject({
      currentInvoiceStatus: 2,
      minimumAmountToPay: 0,
      adjustedFullInvoiceAmount: 550,
      balance: 12015,
    });
    // The payment's line is written in Swedish, the customer's language.
    expect(after?.currentInvoice?.transactions.at(-1)).toMatchObject({
      sign: '-',
      transactionAmount: 475,
      transactionDescription: 'Inbetalning',
    });
    // A chosen amount within what is left, then nothing is left to overpay.
    expect((await pay('se-anna', 'invoice', 'nordpay', date, 550)).status).toBe(201);
    expect((await accountOf('se-anna', 'SE-K-100001'))?.adjustedFullInvoiceAmount).toBe(0);
    expect((await pay('se-anna', 'invoice', 'nordpay', date, 1)).status).toBe(409);
    expect(await ledgerRows('se-anna')).toBe(2);
    expect(api.errors).toEqual([]);
  });

  it('makePayment on an order: full pays to processing, a part to partly paid', async () => {
    const full = await pay('se-anna', 'order', 'nordpay', 'SE1002', 1246);
    expect(full.status).toBe(201);
    expect(await orderOf('se-anna', 'SE1002')).toMatchObject({
      orderStatusWeb: 8,
      currentDebtOnOrderInvoice: 0,
    });
    expect((await pay('se-erik', 'order', 'nordpay', 'SE2001', 996.01)).status).toBe(422);
    expect((await pay('se-erik', 'order', 'nordpay', 'SE2001', 96)).status).toBe(201);
    expect(await orderOf('se-erik', 'SE2001')).toMatchObject({
      orderStatusWeb: 13,
      currentDebtOnOrderInvoice: 900,
    });
  });

  it('makePayment refuses debt collection (409) and what is not the customer’s (404)', async () => {
    const order = await pay('se-sofia', 'order', 'skogsport', 'SE3002', 10);
    expect(order.status).toBe(409);
    expect(order.body.type).toBe('https://api.nordpay.example/problems/debt-collection');
    const konto = await accountOf('se-sofia', 'SE-K-100003');
    const invoice = await pay(
      'se-sofia',
      'invoice',
      'skogsport',
      konto?.currentInvoiceDate ?? '',
      10,
    );
    expect(invoice.status).toBe(409);
    expect((await pay('se-anna', 'order', 'nordpay', 'SE3001', 10)).status).toBe(404);
    expect((await pay('se-anna', 'invoice', 'nordpay', '2001-01-01', 10)).status).toBe(404);
    expect(await ledgerRows('se-sofia')).toBe(0);
  });

  it('50 parallel makePayment calls with one Idempotency-Key make exactly one payment', async () => {
    const key = randomUUID();
    await tokenOf('se-erik');
    const before = await ledgerRows('se-erik');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(
          'se-erik',
          '/service/payment/api/payment',
          {
            target: { kind: 'order', brand: 'nordpay', id: 'SE2001' },
            amount: 10,
            when: 'now',
          },
          key,
        ),
      ),
    );
    for (const a of answers) expect([201, 409]).toContain(a.status);
    expect(answers.some((a) => a.status === 201)).toBe(true);
    expect(await ledgerRows('se-erik')).toBe(before + 1);
    expect((await orderOf('se-erik', 'SE2001'))?.currentDebtOnOrderInvoice).toBe(890);
  });

  it('inactivatePreference shows 904, then resolves by the sandbox clock; activate gives 901', async () => {
    const ref = accountReference('monthly', 'SE-M-100001');
    const path = (action: string) => `/service/payment/preference/${ref}/${action}`;
    expect((await accountOf('se-anna', 'SE-M-100001'))?.currentInvoiceStatus).toBe(901);
    const cancelled = await post<{ status: number }>('se-anna', path('inactivate'));
    expect(cancelled).toMatchObject({
      status: 202,
      body: { externalReferenceNumber: ref, status: 904 },
    });
    expect((await accountOf('se-anna', 'SE-M-100001'))?.currentInvoiceStatus).toBe(904);
    await api.clock.advance(16_000);
    expect((await accountOf('se-anna', 'SE-M-100001'))?.currentInvoiceStatus).toBe(1);
    expect((await post('se-anna', path('inactivate'))).status).toBe(409);
    const scheduled = await post<{ status: number }>('se-anna', path('activate'));
    expect(scheduled).toMatchObject({ status: 202, body: { status: 901 } });
    expect((await accountOf('se-anna', 'SE-M-100001'))?.currentInvoiceStatus).toBe(901);
    expect(api.errors).toEqual([]);
  });

  it('activatePreference refuses: paid (409), no linked bank account (409), not yours (404)', async () => {
    const prefer = (persona: string, ref: string) =>
      post<Problem>(persona, `/service/payment/preference/${ref}/activate`);
    expect((await prefer('se-anna', orderReference('skogsport', 'SE1003'))).status).toBe(409);
    const unlinked = await prefer('se-erik', orderReference('nordpay', 'SE2001'));
    expect(unlinked.status).toBe(409);
    expect(unlinked.body.type).toBe('https://api.nordpay.example/problems/no-bank-account');
    expect((await prefer('se-anna', orderReference('nordpay', 'SE2001'))).status).toBe(404);
    expect((await prefer('se-anna', '99999')).status).toBe(404);
    expect((await orderOf('se-erik', 'SE2001'))?.orderStatusWeb).toBe(13);
  });

  it('snooze moves the due date by the country’s days, once; refuses the rest', async () => {
    const before = await orderOf('se-erik', 'SE2001');
    const path = '/service/payment/nordpay/snooze';
    const wrong = await post<Problem>('se-erik', path, { orderID: 'SE2001', days: 14 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.[0]?.field).toBe('days');
    const moved = await post<{ order: Order }>('se-erik', path, { orderID: 'SE2001', days: 10 });
    expect(moved.status).toBe(200);
    const due = new Date(`${before?.dueDate ?? ''}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 10);
    const after = await orderOf('se-erik', 'SE2001');
    expect(after?.dueDate).toBe(due.toISOString().slice(0, 10));
    expect(after?.daysToDueDate).toBe((before?.daysToDueDate ?? 0) + 10);
    // The 10-day possibility's fee (29 kr in the sandbox's Sweden) is added; no more to choose.
    expect(before?.snoozePossibilities).toContainEqual({ snoozeDays: 10, snoozeFee: 29 });
    expect(after?.currentDebtOnOrderInvoice).toBe((before?.currentDebtOnOrderInvoice ?? 0) + 29);
    expect(after?.snoozePossibilities).toEqual([]);
    expect(moved.body.order).toEqual(after);
    expect((await post('se-erik', path, { orderID: 'SE2001', days: 30 })).status).toBe(409);
    const debt = await post<Problem>('se-sofia', '/service/payment/skogsport/snooze', {
      orderID: 'SE3002',
      days: 10,
    });
    expect(debt.status).toBe(409);
    expect(debt.body.type).toBe('https://api.nordpay.example/problems/debt-collection');
    expect((await post('se-anna', path, { orderID: 'SE3001', days: 10 })).status).toBe(404);
  });

  it('pauseForReturn pauses an open purchase (6); refuses paid, paused and others’', async () => {
    const path = '/service/payment/nordpay/pause';
    const paused = await post<{ order: Order }>('se-sofia', path, { orderID: 'SE3001' });
    expect(paused.status).toBe(200);
    expect(paused.body.order.orderStatusWeb).toBe(6);
    expect((await orderOf('se-sofia', 'SE3001'))?.orderStatusWeb).toBe(6);
    expect((await post('se-sofia', path, { orderID: 'SE3001' })).status).toBe(409);
    expect((await post('se-anna', path, { orderID: 'SE1002' })).status).toBe(409);
    expect((await post('se-anna', path, { orderID: 'SE3001' })).status).toBe(404);
    expect(api.errors).toEqual([]);
  });

  it('a registered return ends the pause with the updated invoice (sandbox: the brand)', async () => {
    const registerReturn = (brand: string, id: string, json: unknown) =>
      api.request(`/sandbox/returns/${brand}/${id}`, { method: 'POST', json });
    // Not paused: nothing to register.
    expect((await registerReturn('nordpay', 'SE2001', {})).status).toBe(409);
    const before = await orderOf('se-erik', 'SE2001');
    const pausedFrom = before?.orderStatusWeb;
    const paused = await post('se-erik', '/service/payment/nordpay/pause', { orderID: 'SE2001' });
    expect(paused.status).toBe(200);
    // One of the four cushions came back: its price comes off what is owed, the rest is due again
    // in the state it was paused in, on the same due date (paused and returned the same day).
    expect(
      (await registerReturn('nordpay', 'SE2001', { lines: [{ sku: 'x', quantity: 1 }] })).status,
    ).toBe(422);
    expect(
      (await registerReturn('nordpay', 'SE2001', { lines: [{ sku: '11-100-01', quantity: 9 }] }))
        .status,
    ).toBe(422);
    expect((await registerReturn('nordpay', 'SE2001', { lines: 'all' })).status).toBe(400);
    const partly = await registerReturn('nordpay', 'SE2001', {
      lines: [{ sku: '11-100-01', quantity: 1 }],
    });
    expect(partly.status).toBe(200);
    expect(await partly.json()).toMatchObject({ returned: 249, state: 'due' });
    const after = await orderOf('se-erik', 'SE2001');
    expect(after).toMatchObject({
      orderStatusWeb: pausedFrom,
      dueDate: before?.dueDate,
      returnedOrderValue: 249,
      currentDebtOnOrderInvoice: (before?.currentDebtOnOrderInvoice ?? 0) - 249,
    });
    expect(after?.orderlines?.[0]?.returnedQuantity).toBe(1);
    // Everything of SE3001 (paused in the test above) came back: it ends returned, owing nothing.
    const all = await registerReturn('nordpay', 'SE3001', {});
    expect(await all.json()).toMatchObject({ returned: 899, owed: 0, state: 'returned' });
    expect(await orderOf('se-sofia', 'SE3001')).toMatchObject({
      orderStatusWeb: 7,
      orderStatus: 3,
    });
    expect(api.errors).toEqual([]);
  });

  it('unlinkBankAccount is refused while an automatic payment is scheduled (409)', async () => {
    const res = await api.request('/service/payment/bank-account', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await tokenOf('se-anna')}` },
    });
    expect(res.status).toBe(409);
  });

  it('moveToSplitPayment: freepart with Sweden’s set-up and admin fees; refuses the rest', async () => {
    const path = '/service/payment/skogsport/move-to-split-payment';
    const before = await orderOf('se-erik', 'SE2002');
    expect(before?.currentDebtOnOrderInvoice).toBe(2499);
    const split = await post<{ order: Order }>('se-erik', path, { orderID: 'SE2002', months: 6 });
    expect(split.status).toBe(200);
    // 2499 + set-up 199 + 6 months of admin 39.
    expect(await orderOf('se-erik', 'SE2002')).toMatchObject({
      orderType: '08',
      ifspMonths: 6,
      noOfMonthsSplitPay: 6,
      currentDebtOnOrderInvoice: 2932,
      totalOrderAmount: 2932,
    });
    expect((await post('se-erik', path, { orderID: 'SE2002', months: 3 })).status).toBe(409);
    const small = await post<Problem>('se-erik', '/service/payment/nordpay/move-to-split-payment', {
      orderID: 'SE2001',
      months: 3,
    });
    expect(small.status).toBe(409);
    expect(small.body.detail).toContain('1500');
    expect((await post('se-anna', path, { orderID: 'SE2002', months: 3 })).status).toBe(404);
    expect(api.errors).toEqual([]);
  });

  it('requestRefund: to the linked account, PENDING, then CREATED by the clock', async () => {
    // A refund waiting for the customer's confirmation (no status yet).
    await t.db.query(
      `update invoice_accounts set refund_status = null where account_number = 'SE-K-100004'`,
    );
    const refund = (persona: string, refundId: string) =>
      post<Problem & { status: string; amount: number }>(persona, '/service/payment/api/refund', {
        refundId,
      });
    const confirmed = await refund('se-lars', 'A-SE-K-100004');
    expect(confirmed.status).toBe(202);
    expect(confirmed.body).toMatchObject({
      id: 'A-SE-K-100004',
      amount: 450,
      status: 'PENDING',
      bankAccount: { name: 'Nordea', maskedAccountNumber: '****1123', state: 'linked' },
    });
    expect((await accountOf('se-lars', 'SE-K-100004'))?.refundStatus).toBe('PENDING');
    expect((await refund('se-lars', 'A-SE-K-100004')).status).toBe(409);
    expect((await refund('se-lars', 'O-nordpay-SE4001')).status).toBe(409);
    expect((await refund('se-anna', 'A-SE-K-100004')).status).toBe(404);
    await t.db.query(
      `update orders set has_refund = true, refund_status = null, credit_paid_minor = 1000
        where order_id = 'SE2001'`,
    );
    const unlinked = await refund('se-erik', 'O-nordpay-SE2001');
    expect(unlinked.status).toBe(409);
    expect(unlinked.body.type).toBe('https://api.nordpay.example/problems/no-bank-account');
    await t.db.query(`update orders set has_refund = false where order_id = 'SE2001'`);
    await api.clock.advance(3 * 24 * 60 * 60 * 1000);
    tokens.clear();
    expect((await accountOf('se-lars', 'SE-K-100004'))?.refundStatus).toBe('CREATED');
    expect(api.errors).toEqual([]);
  });

  it('moveToKonto: what is owed moves to the konto balance; refuses the rest', async () => {
    // Lars's boots, back from paused to due for this test.
    await t.db.query(`update orders set order_status_web = 1 where order_id = 'SE4002'`);
    const before = await accountOf('se-lars', 'SE-K-100004');
    const path = '/service/payment/fjallmode/move-to-konto';
    // Only after proving again who they are (here a one-time code for this purchase); a code
    // for another purchase does not count, nor one older than 15 minutes.
    const unidentified = await post<Problem>('se-lars', path, { orderID: 'SE4002' });
    expect(unidentified.status).toBe(403);
    expect(unidentified.body.type).toBe(
      'https://api.nordpay.example/problems/identification-required',
    );
    const lars = primaryOf('se-lars');
    // Lars's other purchase, at its own brand: a code is only issued for one's own purchase.
    await identifyByCode(api, await tokenOf('se-lars'), lars, {
      brand: 'nordpay',
      orderID: 'SE4001',
    });
    expect((await post('se-lars', path, { orderID: 'SE4002' })).status).toBe(403);
    await identifyByCode(api, await tokenOf('se-lars'), lars, {
      brand: 'fjallmode',
      orderID: 'SE4002',
    });
    await api.clock.advance(16 * 60 * 1000);
    // The session ended with the inactivity timeout too: log in again, as the customer would.
    tokens.delete('se-lars');
    expect((await post('se-lars', path, { orderID: 'SE4002' })).status).toBe(403);
    await identifyByCode(api, await tokenOf('se-lars'), lars, {
      brand: 'fjallmode',
      orderID: 'SE4002',
    });
    const moved = await post<{ order: Order }>('se-lars', path, { orderID: 'SE4002' });
    expect(moved.status).toBe(200);
    expect(moved.body.order).toMatchObject({
      orderStatusWeb: 10,
      paymentMethodOrder: '02',
      accountNumber: 'SE-K-100004',
      currentDebtOnOrderInvoice: 0,
    });
    // Boots 1299 + 3 socks at 99.
    expect((await accountOf('se-lars', 'SE-K-100004'))?.balance).toBe(
      (before?.balance ?? 0) + 1596,
    );
    expect((await post('se-lars', path, { orderID: 'SE4002' })).status).toBe(409);
    const noKonto = '/service/payment/nordpay/move-to-konto';
    await identifyByCode(api, await tokenOf('se-erik'), primaryOf('se-erik'), {
      brand: 'nordpay',
      orderID: 'SE2001',
    });
    expect((await post('se-erik', noKonto, { orderID: 'SE2001' })).status).toBe(409);
    expect((await post('se-anna', path, { orderID: 'SE4002' })).status).toBe(404);
    expect(api.errors).toEqual([]);
  });

  it('usePaymentFreeMonth: the konto invoice becomes free (5); refuses the rest', async () => {
    // Mikko's konto: three invoices paid on time earn Finland's payment-free month (the country
    // rules in detail: free-month.test.ts).
    const konto = await accountOf('fi-mikko', 'FI-K-300001');
    const date = konto?.currentInvoiceDate ?? '';
    const path = '/service/payment/nordpay/payment-free-month';
    const used = await post<{ account: InvoiceAccount }>('fi-mikko', path, {
      accountNumber: 'FI-K-300001',
      invoiceDate: date,
    });
    expect(used.status).toBe(200);
    expect(used.body.account).toMatchObject({ currentInvoiceStatus: 5, minimumAmountToPay: 0 });
    expect(await accountOf('fi-mikko', 'FI-K-300001')).toMatchObject({
      currentInvoiceStatus: 5,
      balance: konto?.balance,
    });
    const again = { accountNumber: 'FI-K-300001', invoiceDate: date };
    expect((await post('fi-mikko', path, again)).status).toBe(409);
    const monthly = await accountOf('se-maja', 'SE-M-100005');
    expect(
      (
        await post('se-maja', path, {
          accountNumber: 'SE-M-100005',
          invoiceDate: monthly?.currentInvoiceDate,
        })
      ).status,
    ).toBe(409);
    expect((await post('fi-mikko', path, { ...again, invoiceDate: '2001-01-01' })).status).toBe(
      404,
    );
    expect((await post('se-maja', path, again)).status).toBe(404);
    expect(api.errors).toEqual([]);
  });

  // Last: it moves the sandbox clock by more than a day.
  it('startBankLink: pending, linked after about one day; unlink back to none', async () => {
    const preferences = async () =>
      (
        await api.request('/service/payment/preference', {
          headers: { authorization: `Bearer ${await tokenOf('se-erik')}` },
        })
      ).json();
    expect(await preferences()).toMatchObject({ mandateStatus: 'unlinked' });
    const link = (returnPath: string) =>
      post<{ state: string; linkUrl: string }>('se-erik', '/service/payment/bank-account/link', {
        returnPath,
      });
    const started = await link('/se/app/profile');
    expect(started.status).toBe(201);
    expect(started.body.state).toBe('pending');
    expect(new URL(started.body.linkUrl).pathname).toBe('/se/app/profile');
    expect(await preferences()).toMatchObject({ mandateStatus: 'unlinked' });
    expect((await link('/se/app/profile')).status).toBe(409);
    await api.clock.advance(25 * 60 * 60 * 1000);
    tokens.clear();
    expect(await preferences()).toMatchObject({
      mandateStatus: 'linked',
      bankAccount: '****3221',
      bank: 'Swedbank',
    });
    const unlink = () =>
      tokenOf('se-erik').then((token) =>
        api.request('/service/payment/bank-account', {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    expect((await unlink()).status).toBe(204);
    expect(await preferences()).toMatchObject({ mandateStatus: 'unlinked', bankAccount: '' });
    expect((await unlink()).status).toBe(404);
    expect(api.errors).toEqual([]);
  });
});
