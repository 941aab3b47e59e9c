import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, PaymentsOverview, Problem } from '../../generated/entities/types.js';
import { incomePendingMs } from '../../sandbox/income/monthio.js';
import {
  anna,
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
  identifyByCode,
} from './support.js';

const freja = 'freja.nielsen@example.dk';
// The persona monthio refuses (sandbox/income/monthio.ts refusedIncomePersonas).
const emil = 'emil.poulsen@example.dk';

describe.each(engines)('income verification (monthio) on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const start = (token: string, json: unknown) =>
    api.request('/service/payment/income-verification', {
      method: 'POST',
      json,
      headers: auth(token),
    });
  const status = async (token: string, reference: string) => {
    const res = await api.request(
      `/service/payment/income-verification/${encodeURIComponent(reference)}`,
      { headers: auth(token) },
    );
    return { status: res.status, body: (await res.json()) as { status?: string } };
  };

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  it('a Danish purchase: a reference, pending, then approved by the sandbox clock', async () => {
    const token = await login(api, freja, 'dk');
    const res = await start(token, {
      brand: 'kustkok',
      orderID: 'DK1001',
      returnPath: '/dk/income-verification-callback',
    });
    expect(res.status).toBe(201);
    const session = (await res.json()) as { reference: string; redirectUrl: string };
    expect(session.reference).toMatch(/^iv-[0-9a-f-]{36}$/);
    const back = new URL(session.redirectUrl);
    expect(back.pathname).toBe('/dk/income-verification-callback');
    expect(back.searchParams.get('reference')).toBe(session.reference);

    expect(await status(token, session.reference)).toEqual({
      status: 200,
      body: { reference: session.reference, status: 'pending' },
    });
    await api.clock.advance(incomePendingMs + 1000);
    expect((await status(token, session.reference)).body.status).toBe('approved');
    await api.clock.reset();
  });

  it('the refused Danish persona ends rejected (the incomefail outcome)', async () => {
    const token = await login(api, emil, 'dk');
    const res = await start(token, { brand: 'nordpay', orderID: 'DK4001', returnPath: '/dk/x' });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    expect((await status(token, reference)).body.status).toBe('pending');
    await api.clock.advance(incomePendingMs + 1000);
    expect((await status(token, reference)).body.status).toBe('rejected');
    await api.clock.reset();
  });

  it('errors: unknown purchase 404, other country 422, //host and bad input 400, 401', async () => {
    const token = await login(api, freja, 'dk');
    const unknown = await start(token, { brand: 'kustkok', orderID: 'DK9999', returnPath: '/dk' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('application/problem+json');
    // Emil's order is not Freja's.
    expect(
      (await start(token, { brand: 'nordpay', orderID: 'DK4001', returnPath: '/dk' })).status,
    ).toBe(404);
    const offSite = await start(token, {
      brand: 'kustkok',
      orderID: 'DK1001',
      returnPath: '//evil.example/x',
    });
    // The contract's returnPath pattern refuses a protocol-relative path (an open redirect).
    expect(offSite.status).toBe(400);
    expect(JSON.stringify(((await offSite.json()) as Problem).errors)).toContain('returnPath');
    expect(
      (
        await start(token, {
          brand: 'kustkok',
          orderID: 'DK1001',
          returnPath: 'https://evil.example',
        })
      ).status,
    ).toBe(400);
    expect((await start(token, { brand: 'kustkok', orderID: 'DK1001' })).status).toBe(400);

    const swede = await login(api, anna.email);
    expect(
      (await start(swede, { brand: 'nordpay', orderID: 'SE1002', returnPath: '/se' })).status,
    ).toBe(422);

    const anonymous = await api.request('/service/payment/income-verification', {
      method: 'POST',
      json: { brand: 'kustkok', orderID: 'DK1001', returnPath: '/dk' },
    });
    expect(anonymous.status).toBe(401);
  });

  it("another customer's reference and an unknown one are 404", async () => {
    const frejaToken = await login(api, freja, 'dk');
    const res = await start(frejaToken, { brand: 'kustkok', orderID: 'DK1001', returnPath: '/dk' });
    const { reference } = (await res.json()) as { reference: string };
    const emilToken = await login(api, emil, 'dk');
    expect((await status(emilToken, reference)).status).toBe(404);
    expect((await status(frejaToken, 'iv-unknown')).status).toBe(404);
    expect((await status(frejaToken, reference)).status).toBe(200);
  });

  it('moveToKonto in Denmark: missing, unknown, not yours, pending, refused, then approved moves', async () => {
    const field = 'incomeVerificationReference';
    const move = async (token: string, brand: string, json: unknown) => {
      const res = await api.request(`/service/payment/${brand}/move-to-konto`, {
        method: 'POST',
        json,
        headers: { ...auth(token), 'idempotency-key': randomUUID() },
      });
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        retryAfter: res.headers.get('retry-after'),
        body: (await res.json()) as Problem & { order?: Order },
      };
    };
    const referenceFor = async (token: string, brand: string, orderID: string) => {
      const res = await start(token, { brand, orderID, returnPath: '/dk' });
      expect(res.status).toBe(201);
      return ((await res.json()) as { reference: string }).reference;
    };
    const overview = async (token: string) =>
      (await (
        await api.request('/service/payment/api/payments', { headers: auth(token) })
      ).json()) as PaymentsOverview;
    const frejaToken = await login(api, freja, 'dk');
    const emilToken = await login(api, emil, 'dk');
    const frejaBefore = await overview(frejaToken);
    expect(frejaBefore.orders.find((o) => o.orderID === 'DK1001')?.orderStatusWeb).toBe(1);
    const kontoBefore = frejaBefore.accounts.find((a) => a.accountNumber === 'DK-K-400001');

    // Not identified again: a login by e-mail link is not enough for a credit decision.
    const unidentified = await move(frejaToken, 'kustkok', { orderID: 'DK1001' });
    expect(unidentified.status).toBe(403);
    expect(unidentified.body.type).toBe(
      'https://api.nordpay.example/problems/identification-required',
    );
    await identifyByCode(api, frejaToken, freja, { brand: 'kustkok', orderID: 'DK1001' });
    await identifyByCode(api, emilToken, emil, { brand: 'kustkok', orderID: 'DK4002' });

    // Missing: the app must start a verification first.
    const missing = await move(frejaToken, 'kustkok', { orderID: 'DK1001' });
    expect(missing.status).toBe(422);
    expect(missing.type).toBe('application/problem+json');
    expect(missing.body).toMatchObject({
      type: 'https://api.nordpay.example/problems/validation',
      title: 'Income verification required',
      errors: [{ field, messageId: 'validation.required' }],
    });

    // Unknown: a made-up reference.
    const unknown = await move(frejaToken, 'kustkok', {
      orderID: 'DK1001',
      [field]: 'iv-made-up',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      title: 'Unknown income verification',
      errors: [{ field, messageId: 'page.incomeVerification.failed.body' }],
    });

    // Another customer's: Emil's (refused) check, decided, sent for Freja's purchase.
    const emilReference = await referenceFor(emilToken, 'kustkok', 'DK4002');
    await api.clock.advance(incomePendingMs + 1000);
    const notHers = await move(frejaToken, 'kustkok', {
      orderID: 'DK1001',
      [field]: emilReference,
    });
    expect(notHers.status).toBe(422);
    expect(notHers.body.title).toBe('Unknown income verification');
    // Hers, approved, but started for another purchase.
    await t.db.query(
      `insert into income_verifications
         (reference, customer_id, brand, order_id, return_path, created_at, decided_at, outcome)
       values ('iv-freja-other-order', 'dk-freja', 'kustkok', 'DK1999', '/dk', now(), now(),
         'approved')`,
    );
    const otherOrder = await move(frejaToken, 'kustkok', {
      orderID: 'DK1001',
      [field]: 'iv-freja-other-order',
    });
    expect(otherOrder.status).toBe(422);
    expect(otherOrder.body.title).toBe('Unknown income verification');

    // Refused: Emil's own check for his own purchase is the incomefail outcome; nothing moves.
    const refused = await move(emilToken, 'kustkok', { orderID: 'DK4002', [field]: emilReference });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      type: 'https://api.nordpay.example/problems/income-not-approved',
      errors: [{ field, messageId: 'flow.moveToKonto.outcome.incomefail.body' }],
    });
    const emilOrder = (await overview(emilToken)).orders.find((o) => o.orderID === 'DK4002');
    expect(emilOrder?.orderStatusWeb).toBe(1);

    // Pending: Freja's own check, not decided yet.
    const reference = await referenceFor(frejaToken, 'kustkok', 'DK1001');
    const pending = await move(frejaToken, 'kustkok', { orderID: 'DK1001', [field]: reference });
    expect(pending.status).toBe(409);
    expect(pending.retryAfter).toBe(String(incomePendingMs / 1000));
    expect(pending.body).toMatchObject({
      title: 'Income verification pending',
      errors: [{ field, messageId: 'page.incomeVerification.pending.body' }],
    });
    const stillDue = await overview(frejaToken);
    expect(stillDue.orders.find((o) => o.orderID === 'DK1001')?.orderStatusWeb).toBe(1);

    // Approved: the purchase moves to the konto, as getPayments shows.
    await api.clock.advance(incomePendingMs + 1000);
    const moved = await move(frejaToken, 'kustkok', { orderID: 'DK1001', [field]: reference });
    expect(moved.status).toBe(200);
    expect(moved.body.order).toMatchObject({ orderStatusWeb: 10, accountNumber: 'DK-K-400001' });
    const after = await overview(frejaToken);
    expect(after.orders.find((o) => o.orderID === 'DK1001')).toMatchObject({
      orderStatusWeb: 10,
      paymentMethodOrder: '02',
      currentDebtOnOrderInvoice: 0,
    });
    expect(after.accounts.find((a) => a.accountNumber === 'DK-K-400001')?.balance).toBe(
      (kontoBefore?.balance ?? 0) + 699,
    );
    // Used up: the purchase is on the konto now.
    expect(
      (await move(frejaToken, 'kustkok', { orderID: 'DK1001', [field]: reference })).status,
    ).toBe(409);
    await api.clock.reset();
  });

  it('logs no server errors', () => {
    expect(api.errors).toEqual([]);
  });
});
