import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankDetails, PaymentsOverview, Problem } from '../../generated/entities/types.js';
import { accountReference, orderReference } from '../../sandbox/actions/reference.js';
import { finnishReference, rfReference } from '../../sandbox/actions/reference.js';
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

/** ISO 11649: the reference with RF and its check digits moved to the end is 1 mod 97. */
function rfValid(reference: string): boolean {
  const moved = `${reference.slice(4)}${reference.slice(0, 4)}`.replace(/[A-Z]/g, (ch) =>
    String(ch.charCodeAt(0) - 55),
  );
  let rest = 0;
  for (const ch of moved) rest = (rest * 10 + Number(ch)) % 97;
  return rest === 1;
}

describe('payment references', () => {
  it('RF and Finnish check digits', () => {
    expect(rfReference('539007547034')).toBe('RF18539007547034');
    expect(rfValid(rfReference('1401002'))).toBe(true);
    expect(finnishReference('123')).toBe('1232');
  });
});

describe.each(engines)('getBankDetails on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  async function get(persona: string | null, path: string) {
    const headers: Record<string, string> = {};
    if (persona) {
      headers['authorization'] =
        `Bearer ${await login(api, primaryOf(persona), personaOf(persona)?.country)}`;
    }
    const res = await api.request(`/service/payment/api/payment/bank-details/${path}`, {
      headers,
    });
    return { status: res.status, body: (await res.json()) as BankDetails & Problem };
  }

  it('Sweden: bankgiro and OCR for a purchase and for an invoice', async () => {
    const order = await get('se-anna', 'nordpay/SE1002');
    expect(order.status).toBe(200);
    expect(order.body).toEqual({
      amount: 1246,
      minimumAmount: 1246,
      type: 'bankgiro',
      bankgiro: '5050-1055',
      reference: orderReference('nordpay', 'SE1002'),
      recipient: 'Nordpay',
    });
    const token = await login(api, primaryOf('se-anna'), 'se');
    const overview = (await (
      await api.request('/service/payment/api/payments', {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as PaymentsOverview;
    const date =
      overview.accounts.find((a) => a.accountNumber === 'SE-K-100001')?.currentInvoiceDate ?? '';
    const invoice = await get('se-anna', `nordpay/${date}?kind=invoice`);
    expect(invoice.status).toBe(200);
    expect(invoice.body).toMatchObject({
      amount: 1025,
      minimumAmount: 475,
      type: 'bankgiro',
      reference: accountReference('konto', 'SE-K-100001'),
    });
    expect(api.errors).toEqual([]);
  });

  it('Norway: IBAN and KID; Denmark: IBAN and RF reference', async () => {
    const norway = await get('no-ingrid', 'hemmahus/NO1001');
    expect(norway.status).toBe(200);
    expect(norway.body).toMatchObject({
      type: 'iban',
      iban: 'NO9386011117947',
      reference: orderReference('hemmahus', 'NO1001'),
      recipient: 'Nordpay for Hemmahus',
    });
    expect(norway.body.bankgiro).toBeUndefined();
    const denmark = await get('dk-freja', 'kustkok/DK1001');
    expect(denmark.status).toBe(200);
    expect(denmark.body).toMatchObject({ type: 'iban', amount: 699 });
    expect(denmark.body.reference).toBe(rfReference(orderReference('kustkok', 'DK1001')));
    expect(rfValid(denmark.body.reference)).toBe(true);
  });

  it('errors: debt collection 409, not the customer’s 404, bad input 4xx, no login 401', async () => {
    const debt = await get('se-sofia', 'skogsport/SE3002');
    expect(debt.status).toBe(409);
    expect(debt.body.type).toBe('https://api.nordpay.example/problems/debt-collection');
    expect((await get('se-anna', 'nordpay/SE2001')).status).toBe(404);
    expect((await get('se-anna', 'nordpay/2020-01-01?kind=invoice')).status).toBe(404);
    expect((await get('se-anna', 'nordpay/SE1002?kind=invoice')).status).toBe(404);
    expect((await get('se-anna', 'nobrand/SE1002')).status).toBeGreaterThanOrEqual(400);
    expect((await get('se-anna', 'nordpay/SE1002?kind=other')).status).toBe(400);
    expect((await get(null, 'nordpay/SE1002')).status).toBe(401);
    expect(api.errors).toEqual([]);
  });
});
