import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxConfig } from '../../sandbox/config.js';
import type { HandlerTable } from '../../sandbox/http/handler.js';
import { requestHash } from '../../sandbox/http/idempotency.js';
import { ProblemError } from '../../sandbox/http/problem.js';
import {
  anna,
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

/**
 * makePayment has no real handler in this slice, so the test registers a probe: it counts its
 * runs, writes a row in the request's transaction (the "payment"), and takes a while, so
 * duplicates really overlap.
 */
let runs = 0;
const probe: HandlerTable = {
  async makePayment({ db, body, session, now }) {
    runs += 1;
    if (body.amount === 13.13) throw new ProblemError(422, 'Not payable', 'Probe refuses 13.13.');
    await new Promise((resolve) => setTimeout(resolve, 30));
    await db.query(`insert into client_log (customer_id, received_at, entry) values ($1, $2, $3)`, [
      session?.customerId ?? '',
      now,
      JSON.stringify({ payment: body.amount }),
    ]);
    return {
      body: {
        paymentId: randomUUID(),
        status: 'processing',
        amount: body.amount,
        executionDate: now.toISOString().slice(0, 10),
      },
    };
  },
};

const payment = (amount: number) => ({
  target: { kind: 'order', brand: 'nordpay', id: 'A1001' },
  amount,
  when: 'now',
});

describe.each(engines)('Idempotency-Key on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  let token: string;

  const pay = (key: string | null, amount: number) =>
    api.request('/service/payment/api/payment', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      json: payment(amount),
    });
  const payments = async () =>
    Number(
      (await t.db.query<{ n: bigint }>(`select count(*)::int8 as n from client_log`)).rows[0]?.n,
    );

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db, probe);
    token = await login(api, anna.email);
  });
  beforeEach(async () => {
    runs = 0;
    await t.db.query('delete from client_log');
  });
  afterAll(() => t.drop());

  it('requires a UUID Idempotency-Key on money-moving calls', async () => {
    for (const key of [null, 'not-a-uuid']) {
      const res = await pay(key, 10);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errors: [{ field: 'Idempotency-Key' }] });
    }
    expect(runs).toBe(0);
  });

  it('replays the first answer for a repeat with the same body', async () => {
    const key = randomUUID();
    const first = await pay(key, 25.5);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    const again = await pay(key, 25.5);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(await again.json()).toEqual(await first.json());
    expect(runs).toBe(1);
    expect(await payments()).toBe(1);
  });

  it('rejects the same key with another body (422) and moves nothing', async () => {
    const key = randomUUID();
    expect((await pay(key, 10)).status).toBe(201);
    const other = await pay(key, 11);
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({
      type: 'https://api.nordpay.example/problems/idempotency-key-reused',
    });
    expect(runs).toBe(1);
  });

  it('records a refusal too: the retry gets the same problem without running again', async () => {
    const key = randomUUID();
    expect((await pay(key, 13.13)).status).toBe(422);
    const again = await pay(key, 13.13);
    expect(again.status).toBe(422);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(runs).toBe(1);
  });

  it('answers 409 while another process holds the key, and takes over a stale one', async () => {
    // Another process reserved the key and is still running (or died): simulate its row.
    const key = randomUUID();
    const body = JSON.stringify(payment(7));
    const hash = requestHash('POST', '/service/payment/api/payment', body);
    await t.db.query(
      `insert into idempotency_keys (customer_id, key, request_hash, state, started_at)
       values ('se-anna', $1, $2, 'running', $3)`,
      [key, hash, new Date()],
    );
    const busy = await pay(key, 7);
    expect(busy.status).toBe(409);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(runs).toBe(0);
    // Its process died long ago: its transaction rolled back, so one retry may take over.
    await t.db.query('update idempotency_keys set started_at = $2 where key = $1', [
      key,
      new Date(Date.now() - sandboxConfig.idempotencyStaleMs - 1000),
    ]);
    expect((await pay(key, 7)).status).toBe(201);
    expect(runs).toBe(1);
  });

  it('a parallel repeat gets 409 or the replay, never a second run', async () => {
    const key = randomUUID();
    const answers = await Promise.all([pay(key, 7), pay(key, 7)]);
    const fresh = answers.filter(
      (r) => r.status === 201 && r.headers.get('idempotency-replayed') === null,
    );
    expect(fresh).toHaveLength(1);
    expect(answers.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(runs).toBe(1);
  });

  it('50 parallel duplicates run the handler once and make one payment', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(key, 99.99)));
    const statuses = answers.map((r) => r.status);
    const fresh = answers.filter(
      (r) => r.status === 201 && r.headers.get('idempotency-replayed') === null,
    );
    expect(fresh).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(runs).toBe(1);
    expect(await payments()).toBe(1);
    const replay = await pay(key, 99.99);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(runs).toBe(1);
  });

  it('keys are per customer: another customer with the same key runs on its own', async () => {
    const key = randomUUID();
    expect((await pay(key, 5)).status).toBe(201);
    const erikToken = await login(api, 'erik.sandberg@example.se');
    const res = await api.request('/service/payment/api/payment', {
      method: 'POST',
      headers: { authorization: `Bearer ${erikToken}`, 'idempotency-key': key },
      json: payment(6),
    });
    expect(res.status).toBe(201);
    expect(runs).toBe(2);
  });

  // Last: it moves the sandbox clock by more than a day (and logs in again).
  it('answers are kept 24 h of sandbox time: then pruned, and the key is new again', async () => {
    const kept = async (key: string) =>
      (await t.db.query('select 1 from idempotency_keys where key = $1', [key])).rows.length;
    const old = randomUUID();
    const reusedLater = randomUUID();
    expect((await pay(old, 3)).status).toBe(201);
    expect((await pay(reusedLater, 4)).status).toBe(201);
    await api.clock.advance(sandboxConfig.idempotencyRetentionMs - 60_000);
    token = await login(api, anna.email);
    // Still within 24 h: replayed, nothing pruned.
    expect((await pay(old, 3)).headers.get('idempotency-replayed')).toBe('true');
    expect(await kept(old)).toBe(1);
    expect(runs).toBe(2);
    await api.clock.advance(2 * 60_000);
    // Storing a new key prunes the expired ones.
    expect((await pay(randomUUID(), 5)).status).toBe(201);
    expect(await kept(old)).toBe(0);
    expect(await kept(reusedLater)).toBe(0);
    // A key older than 24 h is a new key: it runs (another body is no reuse) and is kept anew.
    const again = randomUUID();
    expect((await pay(again, 6)).status).toBe(201);
    await t.db.query(
      `update idempotency_keys set started_at = started_at - interval '25 hours' where key = $1`,
      [again],
    );
    const renewed = await pay(again, 8);
    expect(renewed.status).toBe(201);
    expect(renewed.headers.get('idempotency-replayed')).toBeNull();
    expect(runs).toBe(5);
    expect((await pay(again, 8)).headers.get('idempotency-replayed')).toBe('true');
    expect(runs).toBe(5);
    expect(api.errors).toEqual([]);
  });
});
