import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsOverview, RefundsAnswer } from '../../generated/entities/types.js';
import { cancelResolveMs } from '../../sandbox/actions/preference.js';
import { refundPayoutMs } from '../../sandbox/actions/refund.js';
import { seededRefundAgeMs } from '../../sandbox/seed/seed.js';
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
 * The time-driven states the seed starts in must settle by themselves when the sandbox clock
 * moves, like the same states reached through the API: a seeded cancel-initiated 904 resolves
 * cancelResolveMs after the customer first sees it, a seeded PENDING refund is CREATED once its
 * payout delay has passed since its (seeded) confirmation.
 */
const seeded904 = personas.flatMap((p) =>
  (p.accounts ?? [])
    .filter((a) => a.status === 904)
    .map((a) => [p.id, a.number] as const)
    .concat((p.orders ?? []).filter((o) => o.web === 904).map((o) => [p.id, o.id] as const)),
);

/**
 * The seeded 904s by persona: a customer's first read starts the delay of all of them at once,
 * so a customer's are watched together.
 */
const seeded904ByPersona = [...new Set(seeded904.map(([persona]) => persona))].map(
  (persona) =>
    [
      persona,
      seeded904
        .filter(([p]) => p === persona)
        .map(([, id]) => id)
        .join(' '),
    ] as const,
);

const seededPendingRefunds = personas.flatMap((p) =>
  [
    ...(p.accounts ?? [])
      .filter((a) => a.refundStatus === 'PENDING')
      .map((a) => ({ kind: 'account', id: a.number })),
    ...(p.orders ?? [])
      .filter((o) => o.refundStatus === 'PENDING')
      .map((o) => ({ kind: 'order', id: o.id })),
  ].map((x) => [p.id, x.kind, x.id] as const),
);

const personaOf = (id: string) => personas.find((p) => p.id === id);
const primaryOf = (id: string) => personaOf(id)?.emails.find((e) => e.primary)?.value ?? '';

function statusesOf(body: PaymentsOverview): number[] {
  return [
    ...body.accounts.map((a) => a.currentInvoiceStatus ?? 0),
    ...body.orders.map((o) => o.orderStatusWeb),
  ];
}

describe.each(engines)('seeded time-driven states settle by the clock on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  const token = (persona: string) => login(api, primaryOf(persona), personaOf(persona)?.country);
  async function payments(persona: string): Promise<PaymentsOverview> {
    const res = await api.request('/service/payment/api/payments', {
      headers: { authorization: `Bearer ${await token(persona)}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as PaymentsOverview;
  }
  const statusOf = (body: PaymentsOverview, id: string) =>
    body.accounts.find((a) => a.accountNumber === id)?.currentInvoiceStatus ??
    body.orders.find((o) => o.orderID === id)?.orderStatusWeb;

  it('the seed has the cancel-initiated accounts the docs name (Maja, Kari, Mads)', () => {
    expect(seeded904).toEqual(
      expect.arrayContaining([
        ['se-maja', 'SE-K-100005'],
        ['no-kari', 'NO-K-200003'],
        ['dk-mads', 'DK-K-400002'],
      ]),
    );
  });

  it('the seed has a purchase in 904 too (Karl)', () => {
    expect(seeded904).toEqual(expect.arrayContaining([['dk-karl', 'DK7001']]));
  });

  it.each(seeded904ByPersona)(
    '%s %s: 904 on the first read, still 904 within the delay, resolved after it',
    async (persona, list) => {
      const ids = list.split(' ');
      // However long after seeding the customer first looks, the 904 is there to see.
      await api.clock.advance(60 * 60 * 1000);
      const first = await payments(persona);
      for (const id of ids) expect(statusOf(first, id), id).toBe(904);
      await api.clock.advance(cancelResolveMs - 5_000);
      const within = await payments(persona);
      for (const id of ids) expect(statusOf(within, id), id).toBe(904);
      await api.clock.advance(6_000);
      const after = await payments(persona);
      // Back to what it was before the automatic payment was scheduled: a new invoice (1), a
      // due purchase (web status 1).
      for (const id of ids) expect(statusOf(after, id), id).toBe(1);
      expect(statusesOf(after)).not.toContain(904);
      expect(api.errors).toEqual([]);
    },
  );

  it('the seeded PENDING refunds are the ones the docs name', () => {
    expect(seededPendingRefunds.length).toBeGreaterThanOrEqual(3);
    expect(refundPayoutMs).toBeGreaterThan(seededRefundAgeMs);
  });

  it.each(seededPendingRefunds)(
    '%s %s %s: PENDING until its payout delay has passed since it was confirmed, then CREATED',
    async (persona, kind, id) => {
      await api.clock.reset();
      // The seed confirmed it seededRefundAgeMs before seeding.
      const left = refundPayoutMs - seededRefundAgeMs;
      const refundOf = async () => {
        const body = await payments(persona);
        const item =
          kind === 'account'
            ? body.accounts.find((a) => a.accountNumber === id)
            : body.orders.find((o) => o.orderID === id);
        const listed = (await (
          await api.request('/service/payment/api/refund', {
            headers: { authorization: `Bearer ${await token(persona)}` },
          })
        ).json()) as RefundsAnswer;
        const inList = listed.refunds.find((r) =>
          kind === 'account' ? r.accountNumber === id : r.orderID === id,
        );
        expect(inList?.status).toBe(item?.refundStatus);
        return item?.refundStatus;
      };
      expect(await refundOf()).toBe('PENDING');
      await api.clock.advance(left - 60_000);
      expect(await refundOf()).toBe('PENDING');
      await api.clock.advance(2 * 60_000);
      expect(await refundOf()).toBe('CREATED');
      expect(api.errors).toEqual([]);
    },
  );
});
