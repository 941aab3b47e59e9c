/**
 * The sandbox speaks the customer's language: invoice lines, cancel reasons, the maintenance
 * default and the PDFs are in Swedish, Norwegian, Finnish or Danish by the customer's country
 * (sandbox/texts/catalogue.ts), and an invoice PDF carries the payment reference the bank details
 * give (OCR, KID, viitenumero, RF).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyId, type BrandSlug } from '../../generated/brands.js';
import type { CountryCode } from '../../generated/countries/index.js';
import type {
  BankDetails,
  MessagesAnswer,
  PaymentsOverview,
} from '../../generated/entities/types.js';
import { personas } from '../../sandbox/seed/personas.js';
import { sandboxCatalogues } from '../../sandbox/texts/catalogue.js';
import { readPdf } from './pdf-text.js';
import {
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

/** A persona per country with a konto account and its invoice lines. */
const cases = [
  {
    country: 'se',
    locale: 'sv',
    persona: 'se-anna',
    brand: 'nordpay',
    account: 'SE-K-100001',
    lines: ['Ingående saldo', 'Köp', 'Inbetalning via bankgiro'],
    reference: /^OCR-nummer: 21100001$/,
  },
  {
    country: 'no',
    locale: 'nb',
    persona: 'no-ingrid',
    brand: 'hemmahus',
    account: 'NO-K-200001',
    lines: ['Inngående saldo'],
    reference: /^KID-nummer: 21200001$/,
  },
  {
    country: 'fi',
    locale: 'fi',
    persona: 'fi-mikko',
    brand: 'nordpay',
    account: 'FI-K-300001',
    lines: ['Alkusaldo', 'Maksu'],
    // The digits and the 7-3-1 check digit.
    reference: /^Viitenumero: 21300001\d$/,
  },
  {
    country: 'dk',
    locale: 'da',
    persona: 'dk-freja',
    brand: 'kustkok',
    account: 'DK-K-400001',
    lines: ['Indgående saldo', 'Betaling'],
    reference: /^Betalingsreference \(RF\): RF\d\d21400001$/,
  },
] as const satisfies readonly {
  country: CountryCode;
  locale: string;
  persona: string;
  brand: BrandSlug;
  account: string;
  lines: readonly string[];
  reference: RegExp;
}[];

const primaryOf = (id: string) =>
  personas.find((p) => p.id === id)?.emails.find((e) => e.primary)?.value ?? '';

describe.each(engines)('the sandbox speaks the customer language on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  const tokens = new Map<string, string>();

  async function get(id: string, path: string): Promise<Response> {
    let token = tokens.get(id);
    if (!token) {
      token = await login(api, primaryOf(id), personas.find((p) => p.id === id)?.country);
      tokens.set(id, token);
    }
    return api.request(path, { headers: { authorization: `Bearer ${token}` } });
  }
  const overviewOf = async (id: string) =>
    (await (await get(id, '/service/payment/api/payments')).json()) as PaymentsOverview;

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  it.each(cases)(
    '$country: invoice lines in $locale, every one from its catalogue',
    async ({ locale, persona, account, lines }) => {
      const konto = (await overviewOf(persona)).accounts.find((a) => a.accountNumber === account);
      const written = new Set(
        konto?.invoices.flatMap((i) => i.transactions.map((x) => x.transactionDescription)),
      );
      expect([...written].sort()).toEqual([...lines].sort());
      const own = Object.entries(sandboxCatalogues[locale])
        .filter(([key]) => key.startsWith('transaction.'))
        .map(([, text]) => text);
      for (const text of written) expect(own).toContain(text);
    },
  );

  it('fi: a cancelled line gives its reason in Finnish', async () => {
    const order = (await overviewOf('fi-emilia')).orders.find((o) => o.orderID === 'FI6002');
    expect(order?.cancelReason).toBe('Loppunut varastosta');
  });

  it.each(cases)('$country: the maintenance default is in $locale', async ({ country, locale }) => {
    expect(
      (await api.request('/sandbox/maintenance', { method: 'PUT', json: { on: true } })).status,
    ).toBe(200);
    const res = await api.request(`/service/payment/user-message/global/${country.toUpperCase()}`);
    const maintenance = ((await res.json()) as MessagesAnswer).messages.filter(
      (m) => m.messageType === 'Maintenance',
    );
    expect(maintenance).toMatchObject([
      {
        title: sandboxCatalogues[locale]['maintenance.title'],
        message: sandboxCatalogues[locale]['maintenance.message'],
      },
    ]);
  });

  it('fi: the maintenance default reads as Finnish', async () => {
    await api.request('/sandbox/maintenance', { method: 'PUT', json: { on: true } });
    const res = await api.request('/service/payment/user-message/global/FI');
    const [message] = ((await res.json()) as MessagesAnswer).messages.filter(
      (m) => m.messageType === 'Maintenance',
    );
    expect(message?.title).toBe('Suunniteltu huoltokatko');
    await api.request('/sandbox/maintenance', { method: 'PUT', json: { on: false } });
  });

  it.each(cases)(
    '$country: the invoice PDF is in $locale and carries the reference of the bank details',
    async ({ country, persona, brand, account, reference }) => {
      const konto = (await overviewOf(persona)).accounts.find((a) => a.accountNumber === account);
      const date = konto?.currentInvoiceDate ?? '';
      const res = await get(
        persona,
        `/download/INVOICE/${brand}/${companyId(brand, country)}_${account}_${date}.pdf`,
      );
      expect(res.status).toBe(200);
      const text = readPdf(new Uint8Array(await res.arrayBuffer()));
      const bank = (await (
        await get(
          persona,
          `/service/payment/api/payment/bank-details/${brand}/${date}?kind=invoice`,
        )
      ).json()) as BankDetails;
      const shown = text.find((line) => reference.test(line));
      expect(shown, text.join('\n')).toBeDefined();
      expect(shown?.endsWith(`: ${bank.reference}`)).toBe(true);
      const written = konto?.currentInvoice?.transactions ?? [];
      expect(written.length).toBeGreaterThan(0);
      for (const line of written) {
        expect(text.some((l) => l.startsWith(`${line.transactionDescription}`))).toBe(true);
      }
      expect(text.join('\n')).not.toMatch(/Invoice|Total to pay|Opening balance|Purchase/);
    },
  );
});
