import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PaymentsOverview,
  Problem,
  TermsAnswer,
  YearlyInterestReportsAnswer,
} from '../../generated/entities/types.js';
import { formatMoney } from '../../generated/countries/format.js';
import { renderPdf } from '../../sandbox/documents/pdf.js';
import { personas } from '../../sandbox/seed/personas.js';
import { readPdf } from './pdf-text.js';
import {
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

describe('pdf writer', () => {
  it('writes a valid one-page PDF 1.4 with exact xref offsets and WinAnsi text', () => {
    const lines = readPdf(
      renderPdf('Räkning (test)', [
        { text: 'Blåbär, smørbrød, Æble: 12 €' },
        { text: 'back\\slash' },
      ]),
    );
    expect(lines).toEqual(['Räkning (test)', 'Blåbär, smørbrød, Æble: 12 \x80', 'back\\slash']);
  });
});

const primaryOf = (id: string) =>
  personas.find((p) => p.id === id)?.emails.find((e) => e.primary)?.value ?? '';

describe.each(engines)('documents on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  const tokens = new Map<string, string>();

  async function get(id: string | null, path: string): Promise<Response> {
    if (id === null) return api.request(path);
    let token = tokens.get(id);
    if (!token) {
      token = await login(api, primaryOf(id), personas.find((p) => p.id === id)?.country);
      tokens.set(id, token);
    }
    return api.request(path, { headers: { authorization: `Bearer ${token}` } });
  }
  const pdfOf = async (res: Response) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    return readPdf(new Uint8Array(await res.arrayBuffer()));
  };
  const problem = async (res: Response, status: number) => {
    expect(res.status).toBe(status);
    return (await res.json()) as Problem;
  };

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  it('downloadInvoicePdf: own invoice as PDF with its lines; wrong company, account or customer 404', async () => {
    const overview = (await (
      await get('se-anna', '/service/payment/api/payments')
    ).json()) as PaymentsOverview;
    const konto = overview.accounts.find((a) => a.accountNumber === 'SE-K-100001');
    const date = konto?.currentInvoice?.invoiceDate ?? '';
    expect(date).toMatch(/^\d{4}-\d\d-\d\d$/);
    const path = `/download/INVOICE/nordpay/02_SE-K-100001_${date}.pdf`;
    const text = (await pdfOf(await get('se-anna', path))).join('\n');
    // In Swedish, amounts as Sweden writes them (a no-break space groups the thousands).
    expect(text).toContain(`Faktura ${date}`);
    expect(text).toContain('Köp (SE1001): +990\u00a0kr');
    expect(text).toContain('Att betala totalt: 1\u00a0025\u00a0kr');
    expect(text).toContain('OCR-nummer: 21100001');
    const ppi = (await pdfOf(await get('se-anna', path.replace('INVOICE', 'PPI_INVOICE')))).join(
      '\n',
    );
    expect(ppi).toContain('Försäkringspremie: 49\u00a0kr');

    await problem(await get('se-anna', path.replace('/02_', '/22_')), 404); // nordpay in no
    await problem(await get('se-anna', path.replace('nordpay', 'fjallmode')), 404);
    await problem(await get('se-anna', path.replace(date, '2001-01-01')), 404);
    await problem(await get('se-erik', path), 404); // Anna's invoice
    await problem(await get(null, path), 401);
    await problem(await get('se-anna', path.replace('INVOICE', 'OTHER')), 400);
    expect(api.errors).toEqual([]);
  });

  it('yearly interest reports: listed newest first, each downloadable; others 404', async () => {
    const res = await get('se-anna', '/service/payment/api/yearly-interest-report');
    expect(res.status).toBe(200);
    const { reports } = (await res.json()) as YearlyInterestReportsAnswer;
    const now = await api.clock.now();
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.map((r) => r.year)).toEqual(
      [...reports.map((r) => r.year)].sort((a, b) => b - a),
    );
    expect(reports[0]?.year).toBeLessThan(now.getUTCFullYear());
    for (const r of reports) {
      const text = await pdfOf(
        await get('se-anna', `/service/payment/api/yearly-interest-report/${r.year}.pdf`),
      );
      expect(text[0]).toBe(`Årsbesked ${r.year}`);
      expect(text.at(-1)).toBe(`Summa betald ränta: ${formatMoney(r.paidInterest, 'se')}`);
    }
    await problem(
      await get('se-anna', '/service/payment/api/yearly-interest-report/1999.pdf'),
      404,
    );
    await problem(await get(null, '/service/payment/api/yearly-interest-report'), 401);
  });

  it('yearly interest: real per customer and year; every YEARLY_INTEREST_RATE notice has one', async () => {
    const reportsOf = async (id: string) => {
      const res = await get(id, '/service/payment/api/yearly-interest-report');
      expect(res.status).toBe(200);
      return ((await res.json()) as YearlyInterestReportsAnswer).reports;
    };
    const anna = await reportsOf('se-anna');
    // Two years of one customer differ.
    expect(anna.length).toBeGreaterThanOrEqual(2);
    expect(new Set(anna.map((r) => r.paidInterest)).size).toBe(anna.length);
    // Two customers differ in the same year.
    const freja = await reportsOf('dk-freja');
    const year = anna[0]?.year;
    expect(freja.find((r) => r.year === year)?.paidInterest).not.toBe(anna[0]?.paidInterest);
    // Every persona with the notice has a statement, the PDF of each in the persona's language.
    const noticed = personas.filter((p) =>
      p.messages?.some((m) => m.name === 'YEARLY_INTEREST_RATE'),
    );
    expect(noticed.map((p) => p.id)).toEqual(expect.arrayContaining(['dk-oscar', 'no-jonas']));
    for (const persona of noticed) {
      const reports = await reportsOf(persona.id);
      expect(reports.length, persona.id).toBeGreaterThan(0);
      const text = await pdfOf(
        await get(
          persona.id,
          `/service/payment/api/yearly-interest-report/${reports[0]?.year}.pdf`,
        ),
      );
      expect(text.at(-1)).toContain(formatMoney(reports[0]?.paidInterest ?? -1, persona.country));
    }
    const oscar = await pdfOf(
      await get('dk-oscar', `/service/payment/api/yearly-interest-report/${year}.pdf`),
    );
    expect(oscar[0]).toBe(`Årsopgørelse ${year}`);
    // A customer without a konto has none.
    expect(await reportsOf('se-erik')).toEqual([]);
  });

  it('terms: the customer country brands, each PDF downloadable; unknown brand or country 404', async () => {
    const res = await get('se-anna', '/service/payment/api/terms-and-conditions');
    const { documents } = (await res.json()) as TermsAnswer;
    expect(documents.length).toBeGreaterThan(1);
    for (const d of documents) {
      expect(d.country).toBe('se');
      const text = await pdfOf(await get(null, d.path));
      expect(text[0]).toBe(d.title);
    }
    expect(
      (await pdfOf(await get(null, '/download/CREDIT_TERMS_AND_CONDITIONS/fjallmode/no.pdf')))[1],
    ).toContain('Norge');
    await problem(await get(null, '/download/CREDIT_TERMS_AND_CONDITIONS/fjallmode/dk.pdf'), 404);
    await problem(await get(null, '/download/CREDIT_TERMS_AND_CONDITIONS/nordpay/xx.pdf'), 400);
    await problem(await get(null, '/service/payment/api/terms-and-conditions'), 401);
  });

  it('getInsuranceDocument: terms, pre-purchase information and damage report forms', async () => {
    for (const name of [
      'ppi-terms-se',
      'ppi-pre-purchase-information-no.pdf',
      'ppi-damage-report-sickness-dk',
    ]) {
      const text = await pdfOf(await get(null, `/service/payment/api/ppi/docs/${name}`));
      expect(text.length).toBeGreaterThan(1);
    }
    const danish = await pdfOf(await get(null, '/service/payment/api/ppi/docs/ppi-terms-dk'));
    expect(danish[1]).toBe('Danmark');
    await problem(await get(null, '/service/payment/api/ppi/docs/ppi-terms-xx'), 404);
    await problem(await get(null, '/service/payment/api/ppi/docs/nothing'), 404);
    expect(api.errors).toEqual([]);
  });
});
