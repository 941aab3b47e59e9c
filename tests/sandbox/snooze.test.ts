import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryTerms } from '../../generated/countries/index.js';
import type { Order, PaymentsOverview, Problem } from '../../generated/entities/types.js';
import { snoozeFees } from '../../sandbox/actions/snooze.js';
import { fromMinor } from '../../sandbox/money.js';
import { personas } from '../../sandbox/seed/personas.js';
import {
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

const personaOf = (id: string) => {
  const p = personas.find((x) => x.id === id);
  if (!p) throw new Error(`no persona ${id}`);
  return p;
};
const primaryOf = (id: string) => personaOf(id).emails.find((e) => e.primary)?.value ?? '';

/** Invoiced and unpaid: due (1, 2) or partly paid (13), with a due date. */
const snoozable = (o: Order) => [1, 2, 13].includes(o.orderStatusWeb) && o.dueDate !== undefined;

describe.each(engines)('snooze possibilities and fees on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  const tokenOf = (id: string) => login(api, primaryOf(id), personaOf(id).country);
  const overview = async (id: string): Promise<PaymentsOverview> => {
    const res = await api.request('/service/payment/api/payments', {
      headers: { authorization: `Bearer ${await tokenOf(id)}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as PaymentsOverview;
  };
  const orderOf = async (id: string, brand: string, orderId: string): Promise<Order> => {
    const res = await api.request(`/service/payment/api/payment/order/${brand}/${orderId}`, {
      headers: { authorization: `Bearer ${await tokenOf(id)}` },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { order: Order }).order;
  };
  const snooze = async (id: string, brand: string, orderID: string, days: number) => {
    const res = await api.request(`/service/payment/${brand}/snooze`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(id)}`, 'idempotency-key': randomUUID() },
      json: { orderID, days },
    });
    return { status: res.status, body: (await res.json()) as Problem & { order: Order } };
  };

  it('every fee table entry covers the country’s snooze periods, with a fee above zero', () => {
    for (const cc of ['se', 'no', 'fi', 'dk'] as const) {
      for (const days of countryTerms(cc).snooze.days) {
        expect(snoozeFees[cc][days], `${cc} ${days}`).toBeGreaterThan(0n);
      }
    }
  });

  it('each seeded snoozable purchase offers the country’s periods with their fees; others none', async () => {
    const seen = new Set<string>();
    for (const persona of personas) {
      const { orders } = await overview(persona.id);
      const terms = countryTerms(persona.country);
      const offered = terms.snooze.days.map((days) => ({
        snoozeDays: days,
        snoozeFee: fromMinor(snoozeFees[persona.country][days] ?? 0n),
      }));
      for (const o of orders) {
        expect(o.snoozePossibilities, `${persona.id} ${o.orderID}`).toEqual(
          snoozable(o) ? offered : [],
        );
        if (snoozable(o)) seen.add(persona.country);
      }
    }
    // Every country has purchases to postpone, 10 or 30 days (Finland: 14 or 30, its terms).
    expect([...seen].sort()).toEqual(['dk', 'fi', 'no', 'se']);
    expect(countryTerms('se').snooze.days).toEqual([10, 30]);
    expect(api.errors).toEqual([]);
  });

  it('snoozing charges exactly the chosen possibility’s fee, once', async () => {
    // Mikko (fi): 89.90 EUR due; 30 days cost 4.95 EUR.
    const before = await orderOf('fi-mikko', 'nordpay', 'FI1001');
    expect(before.snoozePossibilities).toEqual([
      { snoozeDays: 14, snoozeFee: 2.95 },
      { snoozeDays: 30, snoozeFee: 4.95 },
    ]);
    const refused = await snooze('fi-mikko', 'nordpay', 'FI1001', 10);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]?.field).toBe('days');
    const moved = await snooze('fi-mikko', 'nordpay', 'FI1001', 30);
    expect(moved.status).toBe(200);
    const owed = (before.currentDebtOnOrderInvoice ?? before.orderInvoiceAmount) + 4.95;
    expect(moved.body.order).toMatchObject({
      currentDebtOnOrderInvoice: Number(owed.toFixed(2)),
      totalOrderAmount: Number((before.totalOrderAmount + 4.95).toFixed(2)),
      snoozePossibilities: [],
    });
    expect(await orderOf('fi-mikko', 'nordpay', 'FI1001')).toEqual(moved.body.order);
    expect((await snooze('fi-mikko', 'nordpay', 'FI1001', 14)).status).toBe(409);

    // In the other countries the 10 days cost 29 (kr), the 30 days 49.
    for (const id of ['dk-freja', 'no-ingrid']) {
      const order = (await overview(id)).orders.find(snoozable);
      if (!order) throw new Error(`${id} has nothing to postpone`);
      const fee = order.snoozePossibilities?.find((p) => p.snoozeDays === 10)?.snoozeFee;
      expect(fee).toBe(29);
      const done = await snooze(id, order.brand, order.orderID, 10);
      expect(done.status).toBe(200);
      expect(done.body.order.currentDebtOnOrderInvoice).toBe(
        (order.currentDebtOnOrderInvoice ?? order.orderInvoiceAmount) + 29,
      );
    }
    expect(api.errors).toEqual([]);
  });
});
