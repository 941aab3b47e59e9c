import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomePendingMs } from '../../sandbox/income/monthio.js';
import {
  anna,
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
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

  it('errors: unknown purchase 404, other country 422, //host 422, bad input 400, 401', async () => {
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
    expect(offSite.status).toBe(422);
    expect(await offSite.json()).toMatchObject({ errors: [{ field: 'returnPath' }] });
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

  it('logs no server errors', () => {
    expect(api.errors).toEqual([]);
  });
});
