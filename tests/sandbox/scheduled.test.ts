import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InvoiceAccount,
  Order,
  PaymentsOverview,
  Problem,
} from '../../generated/entities/types.js';
import { settleActions } from '../../sandbox/actions/preference.js';
import { accountReference } from '../../sandbox/actions/reference.js';
import type { Queryable } from '../../sandbox/db/database.js';
import {
  anna,
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

const day = 24 * 60 * 60 * 1000;
const olle = 'olle.strand@example.se';

/**
 * Scheduled automatic payments (901) execute when the sandbox day reaches their due date; the
 * settling runs lazily before payments reads (settleActions). Seed days: Olle's SE6006 is
 * scheduled (901) and due in 7 days, Anna's SE1002 is due in 8, her konto invoice in 20 and her
 * scheduled monthly invoice SE-M-100001 in 25.
 */
describe.each(engines)('scheduled payments on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db, {}, { fromNoon: true });
  });
  afterAll(() => t.drop());

  const overview = async (email: string): Promise<PaymentsOverview> => {
    const token = await login(api, email);
    const res = await api.request('/service/payment/api/payments', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as PaymentsOverview;
  };
  const orderOf = async (email: string, id: string): Promise<Order | undefined> =>
    (await overview(email)).orders.find((o) => o.orderID === id);
  const accountOf = async (email: string, n: string): Promise<InvoiceAccount | undefined> =>
    (await overview(email)).accounts.find((a) => a.accountNumber === n);
  const post = async <T>(email: string, path: string, json?: unknown) => {
    const res = await api.request(path, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await login(api, email)}`,
        'idempotency-key': randomUUID(),
      },
      ...(json === undefined ? {} : { json }),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  const ledger = async (customerId: string, targetId: string) =>
    (
      await t.db.query<{ amount_minor: bigint; status: string; execution_date: string }>(
        `select amount_minor, status, execution_date::text as execution_date from payments_ledger
          where customer_id = $1 and target_id = $2 order by created_at`,
        [customerId, targetId],
      )
    ).rows;

  it('settleActions costs one read-only round trip when nothing is due', async () => {
    const statements: string[] = [];
    const counting: Queryable = {
      query: (sql, params) => {
        statements.push(sql);
        return t.db.query(sql, params);
      },
      exec: (sql) => t.db.exec(sql),
    };
    await settleActions(counting, 'se-olle', await api.clock.now());
    expect(statements).toHaveLength(1);
    expect(statements[0]).not.toMatch(/\b(insert|update|delete)\b/i);
  });

  it('schedules for the due date: a chosen amount, and one cancelled before it executes', async () => {
    const order = await post<{ status: string; executionDate: string }>(
      anna.email,
      '/service/payment/api/payment',
      { target: { kind: 'order', brand: 'nordpay', id: 'SE1002' }, amount: 500, when: 'dueDate' },
    );
    expect(order).toMatchObject({ status: 201, body: { status: 'scheduled' } });
    expect((await orderOf(anna.email, 'SE1002'))?.orderStatusWeb).toBe(901);

    const konto = await accountOf(anna.email, 'SE-K-100001');
    const invoice = await post<Problem>(anna.email, '/service/payment/api/payment', {
      target: { kind: 'invoice', brand: 'nordpay', id: konto?.currentInvoiceDate },
      amount: 475,
      when: 'dueDate',
    });
    expect(invoice.status).toBe(201);
    expect((await accountOf(anna.email, 'SE-K-100001'))?.currentInvoiceStatus).toBe(901);
    const ref = accountReference('konto', 'SE-K-100001');
    const cancelled = await post(anna.email, `/service/payment/preference/${ref}/inactivate`);
    expect(cancelled.status).toBe(202);
    await api.clock.advance(16_000);
    expect((await accountOf(anna.email, 'SE-K-100001'))?.currentInvoiceStatus).toBe(1);
    // The cancelled payment will not be made.
    expect(await ledger('se-anna', konto?.currentInvoiceDate ?? '')).toEqual([]);
  });

  it('nothing executes before the due date', async () => {
    await api.clock.advance(6 * day);
    expect(await orderOf(olle, 'SE6006')).toMatchObject({
      orderStatusWeb: 901,
      scheduled: true,
      currentDebtOnOrderInvoice: 349,
    });
    expect((await orderOf(anna.email, 'SE1002'))?.orderStatusWeb).toBe(901);
    expect(await ledger('se-olle', 'SE6006')).toEqual([]);
  });

  it('on the due date the payment is made once, however many reads race for it', async () => {
    await api.clock.advance(2 * day);
    const token = await login(api, olle);
    const reads = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.request('/service/payment/api/payments', {
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );
    for (const r of reads) expect(r.status).toBe(200);
    const after = await orderOf(olle, 'SE6006');
    // Everything owed was paid: processing, nothing left, the payment among its transactions.
    expect(after).toMatchObject({
      orderStatusWeb: 8,
      orderState: 'processing',
      scheduled: false,
      currentDebtOnOrderInvoice: 0,
    });
    expect(after?.creditTransactions).toEqual([
      { sign: '-', transactionAmount: 349, transactionType: 220 },
    ]);
    const rows = await ledger('se-olle', 'SE6006');
    expect(rows).toEqual([
      { amount_minor: 34900n, status: 'processing', execution_date: after?.dueDate },
    ]);

    // Anna scheduled 500 of 1246: partly paid, the rest still owed, her ledger row executed.
    expect(await orderOf(anna.email, 'SE1002')).toMatchObject({
      orderStatusWeb: 13,
      scheduled: false,
      currentDebtOnOrderInvoice: 746,
    });
    expect(await ledger('se-anna', 'SE1002')).toMatchObject([
      { amount_minor: 50000n, status: 'processing' },
    ]);
    expect(api.errors).toEqual([]);
  });

  it('a scheduled current invoice is paid in full on its due date', async () => {
    const before = await accountOf(anna.email, 'SE-M-100001');
    expect(before?.currentInvoiceStatus).toBe(901);
    await api.clock.advance(18 * day);
    const after = await accountOf(anna.email, 'SE-M-100001');
    expect(after).toMatchObject({
      currentInvoiceStatus: 2,
      adjustedFullInvoiceAmount: 0,
      balance: 0,
    });
    expect(after?.currentInvoice?.transactions.at(-1)).toMatchObject({
      sign: '-',
      transactionAmount: 1299,
      transactionTypeType: 220,
    });
    expect(await ledger('se-anna', before?.currentInvoiceDate ?? '')).toMatchObject([
      {
        amount_minor: 129900n,
        status: 'processing',
        execution_date: before?.currentInvoice?.dueDate,
      },
    ]);
    // The cancelled konto schedule stayed cancelled: the invoice is still unpaid (status new).
    expect((await accountOf(anna.email, 'SE-K-100001'))?.currentInvoiceStatus).toBe(1);
    expect(api.errors).toEqual([]);
  });
});
