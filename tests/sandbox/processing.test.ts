import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsOverview } from '../../generated/entities/types.js';
import {
  paymentProcessingBusinessDays,
  processingSettlesAt,
} from '../../sandbox/actions/processing.js';
import { personas } from '../../sandbox/seed/personas.js';
import {
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/** The first `weekday` (0 Sunday .. 6 Saturday) at `hour`:00 UTC after `from`. */
function next(from: Date, weekday: number, atHour: number): Date {
  const d = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), atHour),
  );
  while (d.getUTCDay() !== weekday || d <= from) d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

describe('processingSettlesAt: one business day (Monday to Friday, UTC)', () => {
  it('is the shortest of the spec’s 1-3 business days', () => {
    expect(paymentProcessingBusinessDays).toBe(1);
  });

  // 2031-06-02 is a Monday.
  it.each([
    ['Monday', '2031-06-02T10:00:00Z', '2031-06-03T10:00:00Z'],
    ['Tuesday', '2031-06-03T10:00:00Z', '2031-06-04T10:00:00Z'],
    ['Wednesday', '2031-06-04T10:00:00Z', '2031-06-05T10:00:00Z'],
    ['Thursday', '2031-06-05T23:59:00Z', '2031-06-06T23:59:00Z'],
    ['Friday', '2031-06-06T10:00:00Z', '2031-06-09T10:00:00Z'],
    ['Saturday', '2031-06-07T10:00:00Z', '2031-06-09T10:00:00Z'],
    ['Sunday', '2031-06-08T00:30:00Z', '2031-06-09T00:30:00Z'],
  ])('paid on a %s (%s) registers %s', (_, paid, settles) => {
    expect(processingSettlesAt(new Date(paid)).toISOString()).toBe(new Date(settles).toISOString());
  });

  it('counts further business days over a weekend', () => {
    expect(processingSettlesAt(new Date('2031-06-05T10:00:00Z'), 3).toISOString()).toBe(
      '2031-06-10T10:00:00.000Z',
    );
  });
});

const personaOf = (id: string) => personas.find((p) => p.id === id);
const primaryOf = (id: string) => personaOf(id)?.emails.find((e) => e.primary)?.value ?? '';

describe.each(engines)('payments being processed register by the sandbox clock on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  let seededAt: Date;

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
    seededAt = await api.clock.now();
  });
  afterAll(() => t.drop());

  // Sessions end after 15 minutes without use: every call logs in at the clock's now.
  const token = (persona: string) => login(api, primaryOf(persona), personaOf(persona)?.country);
  async function overview(persona: string): Promise<PaymentsOverview> {
    const res = await api.request('/service/payment/api/payments', {
      headers: { authorization: `Bearer ${await token(persona)}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as PaymentsOverview;
  }
  async function pay(persona: string, kind: string, brand: string, id: string, amount: number) {
    const res = await api.request('/service/payment/api/payment', {
      method: 'POST',
      headers: { authorization: `Bearer ${await token(persona)}`, 'idempotency-key': randomUUID() },
      json: { target: { kind, brand, id }, amount, when: 'now' },
    });
    expect(res.status, `${persona} ${id}`).toBe(201);
  }
  /** What a row of the tables below looks at: an order's or an account's status and amounts. */
  async function stateOf(persona: string, id: string): Promise<Record<string, unknown>> {
    const body = await overview(persona);
    const order = body.orders.find((o) => o.orderID === id);
    if (order) {
      return {
        status: order.orderStatusWeb,
        state: order.orderState,
        paymentStatus: order.paymentStatus,
        owed: order.currentDebtOnOrderInvoice,
      };
    }
    const account = body.accounts.find((a) => a.accountNumber === id);
    return {
      status: account?.currentInvoiceStatus,
      left: account?.adjustedFullInvoiceAmount,
      minimum: account?.minimumAmountToPay,
    };
  }

  it('the seeded processing purchases (paid before seeding) are paid one business day later', async () => {
    const seeded = personas.flatMap((p) =>
      (p.orders ?? []).filter((o) => o.web === 8).map((o) => [p.id, o.id] as const),
    );
    expect(seeded.map(([, id]) => id)).toEqual(
      expect.arrayContaining(['SE4003', 'NO6002', 'DK6002']),
    );
    for (const [persona, id] of seeded) {
      expect(await stateOf(persona, id), id).toMatchObject({ status: 8, owed: 0 });
    }
    // Paid an hour before seeding: within at most three days (a Friday's payment on Monday).
    await api.clock.set(new Date(seededAt.getTime() + 3 * day));
    for (const [persona, id] of seeded) {
      expect(await stateOf(persona, id), id).toMatchObject({
        status: 3,
        state: 'paid',
        paymentStatus: 3,
        owed: 0,
      });
    }
    expect(api.errors).toEqual([]);
  });

  // persona, purchase or account, brand, amount paid, while processing, once registered.
  const midweek = [
    ['se-anna', 'SE1002', 'nordpay', 1246, { status: 8, owed: 0 }, { status: 3, state: 'paid' }],
    // The konto's minimum: the month's invoice is paid; the rest stays on the balance.
    ['se-anna', 'SE-K-100001', 'nordpay', 475, { status: 2 }, { status: 3, left: 550 }],
    // The whole invoice.
    ['no-ingrid', 'NO-K-200001', 'hemmahus', 650, { status: 2 }, { status: 3, left: 0 }],
  ] as const;

  it('paid on a Wednesday: processing until Thursday at the same time, then registered', async () => {
    const wednesday = next(await api.clock.now(), 3, 10);
    await api.clock.set(wednesday);
    for (const [persona, id, brand, amount, processing] of midweek) {
      const account = (await overview(persona)).accounts.find((a) => a.accountNumber === id);
      if (account) await pay(persona, 'invoice', brand, account.currentInvoiceDate, amount);
      else await pay(persona, 'order', brand, id, amount);
      expect(await stateOf(persona, id), id).toMatchObject(processing);
    }
    await api.clock.set(new Date(wednesday.getTime() + day - hour));
    for (const [persona, id, , , processing] of midweek) {
      expect(await stateOf(persona, id), id).toMatchObject(processing);
    }
    await api.clock.set(new Date(wednesday.getTime() + day + 60_000));
    for (const [persona, id, , , , registered] of midweek) {
      expect(await stateOf(persona, id), id).toMatchObject(registered);
    }
    expect(api.errors).toEqual([]);
  });

  it('paid on a Friday: still processing over the weekend, paid on Monday', async () => {
    const friday = next(await api.clock.now(), 5, 10);
    await api.clock.set(friday);
    await pay('dk-oscar', 'order', 'nordpay', 'DK6001', 3999);
    for (const [after, status] of [
      [1 * day + 60_000, 8],
      [2 * day + 60_000, 8],
      [3 * day - 60_000, 8],
      [3 * day + 60_000, 3],
    ] as const) {
      await api.clock.set(new Date(friday.getTime() + after));
      expect(await stateOf('dk-oscar', 'DK6001'), `${after}`).toMatchObject({ status });
    }
  });

  it('a processing purchase with something still owed registers as partly paid (13)', async () => {
    const now = await api.clock.now();
    await t.db.query(
      `update orders set order_status_web = 8, processing_settles_at = $1
        where order_id = 'NO4001'`,
      [new Date(now.getTime() + hour)],
    );
    expect(await stateOf('no-per', 'NO4001')).toMatchObject({ status: 8, owed: 1299 });
    await api.clock.set(new Date(now.getTime() + 2 * hour));
    expect(await stateOf('no-per', 'NO4001')).toMatchObject({
      status: 13,
      state: 'partly-paid',
      owed: 1299,
    });
  });

  it('a processing invoice with less than its minimum paid is new again, the rest to pay', async () => {
    // makePayment takes at least the minimum; this is the settling's rule for anything else.
    const now = await api.clock.now();
    await t.db.query(`update invoices set paid_minor = 10000 where account_number = 'DK-K-400001'`);
    await t.db.query(
      `update invoice_accounts set current_invoice_status = 2, processing_settles_at = $1
        where account_number = 'DK-K-400001'`,
      [new Date(now.getTime() + hour)],
    );
    expect(await stateOf('dk-freja', 'DK-K-400001')).toMatchObject({ status: 2 });
    await api.clock.set(new Date(now.getTime() + 2 * hour));
    expect(await stateOf('dk-freja', 'DK-K-400001')).toMatchObject({
      status: 1,
      minimum: 125,
      left: 350,
    });
  });

  it('an automatic payment (901) made on its due date is processing, then paid', async () => {
    // Olle's SE6006 is due seven days after seeding.
    const now = await api.clock.now();
    const due = new Date(seededAt.getTime() + 8 * day);
    const tuesday = next(due > now ? due : now, 2, 10);
    await api.clock.set(tuesday);
    expect(await stateOf('se-olle', 'SE6006')).toMatchObject({ status: 8, owed: 0 });
    await api.clock.set(new Date(tuesday.getTime() + day - 60_000));
    expect(await stateOf('se-olle', 'SE6006')).toMatchObject({ status: 8 });
    await api.clock.set(new Date(tuesday.getTime() + day + 60_000));
    expect(await stateOf('se-olle', 'SE6006')).toMatchObject({ status: 3, paymentStatus: 3 });
    expect(api.errors).toEqual([]);
  });
});
