import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSession, PaymentsOverview, Problem } from '../../generated/entities/types.js';
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

type Answer = Omit<Problem, 'status'> & PaymentSession;

describe.each(engines)('payment methods on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  const tokens = new Map<string, string>();

  async function tokenOf(id: string): Promise<string> {
    let token = tokens.get(id);
    if (!token) {
      token = await login(api, primaryOf(id), personaOf(id)?.country);
      tokens.set(id, token);
    }
    return token;
  }

  async function call(
    persona: string,
    method: string,
    path: string,
    json?: unknown,
  ): Promise<{ status: number; body: Answer }> {
    const res = await api.request(path, {
      method,
      headers: {
        authorization: `Bearer ${await tokenOf(persona)}`,
        'idempotency-key': randomUUID(),
      },
      ...(json === undefined ? {} : { json }),
    });
    return { status: res.status, body: (await res.json()) as Answer };
  }

  const target = (kind: string, brand: string, id: string) => ({ kind, brand, id });
  const trustly = (
    persona: string,
    type: string,
    kind: string,
    brand: string,
    id: string,
    amount: number,
  ) =>
    call(persona, 'POST', `/service/payment/payments/trustly/${type}`, {
      target: target(kind, brand, id),
      amount,
      returnPath: '/se/betalningar',
    });
  const adyen = (persona: string, method: string, brand: string, id: string, amount: number) =>
    call(persona, 'POST', `/service/payment/payments/adyen/${method}`, {
      target: target('order', brand, id),
      amount,
      returnPath: '/payments',
    });
  const trustlyAction = (persona: string, type: string, action: string, reference: string) =>
    call(persona, 'POST', `/service/payment/payments/trustly/${type}/${action}`, { reference });
  const result = (persona: string, reference: string) =>
    call(persona, 'GET', `/service/payment/payments/adyen/result/${reference}`);
  const decide = (reference: string, decision: string) =>
    api.request(`/sandbox/pay/${reference}/${decision}`, { method: 'POST', json: {} });

  async function orderOf(persona: string, orderId: string) {
    const res = await api.request('/service/payment/api/payments', {
      headers: { authorization: `Bearer ${await tokenOf(persona)}` },
    });
    return ((await res.json()) as PaymentsOverview).orders.find((o) => o.orderID === orderId);
  }
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

  it('Trustly: a pending session, the sandbox page, confirm pays through makePayment', async () => {
    const started = await trustly(
      'se-anna',
      'FOURTEEN_DAY_INVOICE',
      'order',
      'nordpay',
      'SE1002',
      1246,
    );
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ method: 'trustly', status: 'pending', amount: 1246 });
    const reference = started.body.reference;
    expect(started.body.redirectUrl).toBe(`http://sandbox.test/sandbox/pay/${reference}`);
    expect(await ledgerRows('se-anna')).toBe(0);
    expect((await orderOf('se-anna', 'SE1002'))?.orderStatusWeb).not.toBe(8);

    const page = await api.request(`/sandbox/pay/${reference}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Confirm');
    expect(html).toContain('Decline');

    const status = await trustlyAction('se-anna', 'FOURTEEN_DAY_INVOICE', 'status', reference);
    expect(status.body.status).toBe('pending');
    const confirmed = await decide(reference, 'confirm');
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { status: string }).status).toBe('completed');
    const after = await trustlyAction('se-anna', 'FOURTEEN_DAY_INVOICE', 'status', reference);
    expect(after).toMatchObject({ status: 200, body: { status: 'completed' } });
    expect(await orderOf('se-anna', 'SE1002')).toMatchObject({
      orderStatusWeb: 8,
      currentDebtOnOrderInvoice: 0,
    });
    expect(await ledgerRows('se-anna')).toBe(1);
    // Finished: neither a second decision nor a cancel changes it.
    expect((await decide(reference, 'decline')).status).toBe(409);
    expect(
      (await trustlyAction('se-anna', 'FOURTEEN_DAY_INVOICE', 'cancel', reference)).status,
    ).toBe(409);
    expect(api.errors).toEqual([]);
  });

  it('Trustly: cancel abandons a session; wrong type, target kind or customer is refused', async () => {
    const started = await trustly(
      'se-erik',
      'FOURTEEN_DAY_INVOICE',
      'order',
      'nordpay',
      'SE2001',
      96,
    );
    const reference = started.body.reference;
    expect((await trustlyAction('se-erik', 'ACCOUNT', 'status', reference)).status).toBe(404);
    expect(
      (await trustlyAction('se-anna', 'FOURTEEN_DAY_INVOICE', 'status', reference)).status,
    ).toBe(404);
    expect((await result('se-erik', reference)).status).toBe(404);
    const cancelled = await trustlyAction('se-erik', 'FOURTEEN_DAY_INVOICE', 'cancel', reference);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await decide(reference, 'confirm')).status).toBe(409);
    expect((await orderOf('se-erik', 'SE2001'))?.currentDebtOnOrderInvoice).toBe(996);

    const wrongKind = await trustly('se-erik', 'ACCOUNT', 'order', 'nordpay', 'SE2001', 96);
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.errors?.[0]?.field).toBe('target.kind');
    const tooMuch = await trustly(
      'se-erik',
      'FOURTEEN_DAY_INVOICE',
      'order',
      'nordpay',
      'SE2001',
      996.01,
    );
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors?.[0]?.field).toBe('amount');
    const debt = await trustly(
      'se-sofia',
      'FOURTEEN_DAY_INVOICE',
      'order',
      'skogsport',
      'SE3002',
      10,
    );
    expect(debt.status).toBe(409);
    expect(debt.body.type).toBe('https://api.nordpay.example/problems/debt-collection');
    const unknown = await trustly('se-erik', 'FOURTEEN_DAY_INVOICE', 'order', 'nordpay', 'XX1', 10);
    expect(unknown.status).toBe(404);
    const anonymous = await api.request('/service/payment/payments/trustly/INVOICE', {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      json: { target: target('order', 'nordpay', 'SE2001'), amount: 1, returnPath: '/' },
    });
    expect(anonymous.status).toBe(401);
    expect(await ledgerRows('se-erik')).toBe(0);
    expect(api.errors).toEqual([]);
  });

  it('Swish: decline fails the session and moves no money', async () => {
    const started = await adyen('se-erik', 'swish', 'nordpay', 'SE2001', 96);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ method: 'swish', status: 'pending', amount: 96 });
    expect(started.body.swishToken).toBe(started.body.reference);
    const reference = started.body.reference;
    expect((await result('se-erik', reference)).body.status).toBe('pending');
    expect((await decide(reference, 'decline')).status).toBe(200);
    expect((await result('se-erik', reference)).body.status).toBe('failed');
    expect(
      (await trustlyAction('se-erik', 'FOURTEEN_DAY_INVOICE', 'status', reference)).status,
    ).toBe(404);
    expect((await orderOf('se-erik', 'SE2001'))?.currentDebtOnOrderInvoice).toBe(996);
    expect(await ledgerRows('se-erik')).toBe(0);
  });

  it('methods follow the country: Vipps only in Norway, MobilePay only in Denmark, card anywhere', async () => {
    expect((await adyen('se-erik', 'vipps', 'nordpay', 'SE2001', 96)).status).toBe(409);
    expect((await adyen('se-erik', 'mobilepay', 'nordpay', 'SE2001', 96)).status).toBe(409);
    expect((await adyen('dk-freja', 'swish', 'kustkok', 'DK1001', 699)).status).toBe(409);
    expect((await adyen('no-ingrid', 'vipps', 'hemmahus', 'NO1001', 998)).status).toBe(201);

    // Two sessions for the same whole amount: the first confirmed pays, the second then fails.
    const first = await adyen('dk-freja', 'mobilepay', 'kustkok', 'DK1001', 699);
    const second = await adyen('dk-freja', 'card', 'kustkok', 'DK1001', 699);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect((await decide(first.body.reference, 'confirm')).status).toBe(200);
    expect((await result('dk-freja', first.body.reference)).body.status).toBe('completed');
    expect((await decide(second.body.reference, 'confirm')).status).toBe(200);
    expect((await result('dk-freja', second.body.reference)).body.status).toBe('failed');
    expect(await ledgerRows('dk-freja')).toBe(1);
    expect((await result('dk-freja', randomUUID())).status).toBe(404);
    expect((await api.request(`/sandbox/pay/${randomUUID()}`)).status).toBe(404);
    expect((await decide(first.body.reference, 'maybe')).status).toBe(404);
    expect(api.errors).toEqual([]);
  });
});
