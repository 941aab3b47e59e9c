import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSession, PaymentsOverview, Problem } from '../../generated/entities/types.js';
import { paymentPageHtml } from '../../sandbox/payment-methods/page-html.js';
import type { SessionRow } from '../../sandbox/payment-methods/sessions.js';
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
  /** The customer presses a button on the page: a form post, as the browser sends it. */
  const press = (reference: string, decision: string) =>
    api.request(`/sandbox/pay/${reference}/${decision}`, {
      method: 'POST',
      body: new URLSearchParams(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  /** A session started the way the app starts it: the return path is the submission step. */
  const startAt = (
    persona: string,
    method: string,
    brand: string,
    id: string,
    amount: number,
    returnPath: string,
  ) =>
    call(persona, 'POST', `/service/payment/payments/adyen/${method}`, {
      target: target('order', brand, id),
      amount,
      returnPath,
    });
  const pageOf = async (reference: string) => {
    const res = await api.request(`/sandbox/pay/${reference}`);
    expect(res.status).toBe(200);
    return res.text();
  };

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
    expect(html).toContain('Godkänn betalningen');
    expect(html).toContain('Neka betalningen');
    expect(html).toContain('Avbryt');

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

  it('the page’s buttons go straight back to the app with ref; only confirm moves money', async () => {
    const step = '/se/app/purchases/nordpay/SE5001/steps/submission';
    const debt = async () => (await orderOf('se-maja', 'SE5001'))?.currentDebtOnOrderInvoice;
    expect(await debt()).toBe(549);

    // Decline: the provider refuses. The query is kept, and the app reads the answer by `ref`.
    const declined = await startAt(
      'se-maja',
      'card',
      'nordpay',
      'SE5001',
      100,
      `${step}?amount=100&method=card`,
    );
    const declinedRef = declined.body.reference;
    const declineAnswer = await press(declinedRef, 'decline');
    expect(declineAnswer.status).toBe(303);
    expect(declineAnswer.headers.get('location')).toBe(
      `http://sandbox.test${step}?amount=100&method=card&ref=${declinedRef}`,
    );
    expect((await result('se-maja', declinedRef)).body.status).toBe('failed');

    // Cancel: the customer gives up. The hash stays last; a `ref` of an earlier try is replaced.
    const cancelled = await startAt(
      'se-maja',
      'swish',
      'nordpay',
      'SE5001',
      100,
      `${step}?amount=100&ref=${declinedRef}&method=swish#pay`,
    );
    const cancelledRef = cancelled.body.reference;
    const cancelAnswer = await press(cancelledRef, 'cancel');
    expect(cancelAnswer.status).toBe(303);
    expect(cancelAnswer.headers.get('location')).toBe(
      `http://sandbox.test${step}?amount=100&method=swish&ref=${cancelledRef}#pay`,
    );
    expect((await result('se-maja', cancelledRef)).body.status).toBe('cancelled');
    expect(await ledgerRows('se-maja')).toBe(0);
    expect(await debt()).toBe(549);

    // Confirm pays.
    const confirmed = await startAt('se-maja', 'card', 'nordpay', 'SE5001', 100, step);
    const confirmedRef = confirmed.body.reference;
    const confirmAnswer = await press(confirmedRef, 'confirm');
    expect(confirmAnswer.status).toBe(303);
    expect(confirmAnswer.headers.get('location')).toBe(
      `http://sandbox.test${step}?ref=${confirmedRef}`,
    );
    expect((await result('se-maja', confirmedRef)).body.status).toBe('completed');
    expect(await ledgerRows('se-maja')).toBe(1);
    expect(await debt()).toBe(449);

    // Pressed again (a double click, back and resubmit): 409 and nothing more moves. The form gets
    // the page with the outcome and the way back; JSON gets a problem.
    const outcomes = [
      [declinedRef, 'Betalningen misslyckades.'],
      [cancelledRef, 'Betalningen avbröts.'],
      [confirmedRef, 'Betalningen är genomförd.'],
    ] as const;
    for (const [reference, outcome] of outcomes) {
      for (const decision of ['confirm', 'decline', 'cancel']) {
        const again = await press(reference, decision);
        expect(again.status).toBe(409);
        const html = await again.text();
        expect(html).toContain(outcome);
        expect(html).toContain(`ref=${reference}`);
        expect((await decide(reference, decision)).status).toBe(409);
      }
      const page = await pageOf(reference);
      expect(page).toContain(outcome);
      expect(page).not.toContain('<form');
    }
    expect(await ledgerRows('se-maja')).toBe(1);
    expect(await debt()).toBe(449);
    expect(api.errors).toEqual([]);
  });

  it('se: the page is in Swedish with the amount in kronor, and says it is a simulator', async () => {
    const started = await startAt('se-erik', 'swish', 'nordpay', 'SE2004', 1234.5, '/se/app');
    expect(started.status).toBe(201);
    const html = await pageOf(started.body.reference);
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<title>Testbetalning: Swish – Nordpay</title>');
    expect(html).toContain('<h1>Testbetalning: Swish</h1>');
    expect(html).toContain('sandlådans simulerade betalsida');
    expect(html).toContain('1\u00a0234,50\u00a0kr');
    expect(html).toContain('Köp SE2004 hos Nordpay');
    expect(html).toContain('Godkänn betalningen');
    expect(html).not.toContain('<script');
  });

  it('fi: the page is in Finnish with the amount in euros', async () => {
    const started = await startAt('fi-laura', 'card', 'nordpay', 'FI4001', 150.5, '/fi/app');
    expect(started.status).toBe(201);
    const html = await pageOf(started.body.reference);
    expect(html).toContain('<html lang="fi">');
    expect(html).toContain('<title>Testimaksu: Kortti – Nordpay</title>');
    expect(html).toContain('testiympäristön simuloitu maksusivu');
    expect(html).toContain('150,50\u00a0EUR');
    expect(html).toContain('Ostos FI4001, Nordpay');
    expect(html).toContain('Hyväksy maksu');
    expect(html).toContain('Hylkää maksu');
    expect(html).toContain('Peruuta');
    const row: SessionRow = {
      ...(
        await t.db.query<SessionRow>('select * from payment_sessions where reference = $1', [
          started.body.reference,
        ])
      ).rows[0]!,
      target_kind: 'invoice',
      target_id: '2025-03-05',
    };
    expect(paymentPageHtml(row, 'fi')).toContain('Lasku 5. maaliskuuta 2025, Nordpay');
  });
});
