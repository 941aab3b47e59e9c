import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefundsAnswer } from '../../generated/entities/types.js';
import { personas } from '../../sandbox/seed/personas.js';
import {
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

const personaOf = (id: string) => personas.find((p) => p.id === id);
const primaryOf = (id: string) => personaOf(id)?.emails.find((e) => e.primary)?.value ?? '';

describe.each(engines)('getRefunds on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  const tokenOf = (persona: string) => login(api, primaryOf(persona), personaOf(persona)?.country);
  async function refunds(token: string): Promise<RefundsAnswer> {
    const res = await api.request('/service/payment/api/refund', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as RefundsAnswer;
  }

  it('lists the customer’s refunds with the ids requestRefund takes', async () => {
    const token = await tokenOf('se-lars');
    const answer = await refunds(token);
    expect(answer.bankAccount).toMatchObject({ name: 'Nordea', maskedAccountNumber: '****1123' });
    expect(answer.refunds).toEqual([
      expect.objectContaining({
        id: 'A-SE-K-100004',
        brand: 'nordpay',
        accountNumber: 'SE-K-100004',
        amount: 450,
        status: 'CREATED',
      }),
      expect.objectContaining({
        id: 'O-nordpay-SE4001',
        orderID: 'SE4001',
        amount: 450,
        status: 'PENDING',
      }),
    ]);
    expect(api.errors).toEqual([]);
  });

  it('a refund waiting for confirmation has no status; requestRefund by its id makes it PENDING, the clock CREATED', async () => {
    await t.db.query(
      `update invoice_accounts set refund_status = null where account_number = 'SE-K-100004'`,
    );
    const token = await tokenOf('se-lars');
    const waiting = (await refunds(token)).refunds.find((r) => r.accountNumber === 'SE-K-100004');
    expect(waiting?.status).toBeUndefined();
    const confirmed = await api.request('/service/payment/api/refund', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      json: { refundId: waiting?.id },
    });
    expect(confirmed.status).toBe(202);
    const pending = (await refunds(token)).refunds.find((r) => r.id === waiting?.id);
    expect(pending?.status).toBe('PENDING');
    expect(pending?.createdDate).toBeDefined();
    await api.clock.advance(3 * 24 * 60 * 60 * 1000);
    // Sessions expire over three days: log in again.
    const paid = (await refunds(await tokenOf('se-lars'))).refunds.find(
      (r) => r.id === waiting?.id,
    );
    expect(paid?.status).toBe('CREATED');
    await api.clock.reset();
    expect(api.errors).toEqual([]);
  });

  it('others see only their own; without a linked account none is named; no login is 401', async () => {
    const anna = await refunds(await tokenOf('se-anna'));
    expect(anna.refunds).toEqual([]);
    expect(anna.bankAccount).toMatchObject({ name: 'Swedbank' });
    const erik = await refunds(await tokenOf('se-erik'));
    expect(erik).toEqual({ refunds: [] });
    const anonymous = await api.request('/service/payment/api/refund');
    expect(anonymous.status).toBe(401);
  });
});
