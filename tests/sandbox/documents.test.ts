import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PaymentsOverview,
  Problem,
  TermsAnswer,
  YearlyInterestReportsAnswer,
} from '../../generated/entities/types.js';
import { renderPdf } from '../../sandbox/documents/pdf.js';
import { personas } from '../../sandbox/seed/personas.js';
import {
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

/** A minimal PDF reader: checks the frame and the xref table, returns the shown text (WinAnsi). */
export function readPdf(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(startxref));
  const count = Number(header?.[1]);
  expect(count).toBeGreaterThan(5);
  const entries = text
    .slice(startxref + (header?.[0].length ?? 0))
    .split('\n')
    .slice(0, count);
  expect(entries[0]).toBe('0000000000 65535 f ');
  for (let i = 1; i < count; i++) {
    const offset = Number(entries[i]?.slice(0, 10));
    expect(entries[i]?.endsWith(' 00000 n ')).toBe(true);
    expect(text.slice(offset, offset + `${i} 0 obj`.length)).toBe(`${i} 0 obj`);
  }
  const length = Number(/<< \/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
  const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(streamStart + length, streamStart + length + 10)).toBe('\nendstream');
  const shown: string[] = [];
  for (const m of text
    .slice(streamStart, streamStart + length)
    .matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)) {
    shown.push((m[1] ?? '').replace(/\\(.)/g, '$1'));
  }
  return shown;
}

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
    expect(text).toContain(`Invoice ${date}`);
    expect(text).toContain('Purchase (SE1001): +990.00 SEK');
    expect(text).toContain('Total to pay: 1025.00 SEK');
    const ppi = (await pdfOf(await get('se-anna', path.replace('INVOICE', 'PPI_INVOICE')))).join(
      '\n',
    );
    expect(ppi).toContain('Insurance premium: 49.00 SEK');

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
    expect(reports[0]?.year).toBeLessThan(now.getUTCFullYear());
    // 11 500 kr opening balance × 20.28 % = 2332.20 kr.
    expect(reports[0]?.paidInterest).toBe(2332.2);
    for (const r of reports) {
      const text = await pdfOf(
        await get('se-anna', `/service/payment/api/yearly-interest-report/${r.year}.pdf`),
      );
      expect(text).toContain('Total interest paid: 2332.20 SEK');
    }
    await problem(
      await get('se-anna', '/service/payment/api/yearly-interest-report/1999.pdf'),
      404,
    );
    await problem(await get(null, '/service/payment/api/yearly-interest-report'), 401);
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
