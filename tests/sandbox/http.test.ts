import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { operationList, operations } from '../../generated/api/operations.js';
import { publicOperations } from '../../sandbox/http/security.js';
import {
  anna,
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

/** A concrete path for a template, with values each parameter accepts. */
const sampleValues: Record<string, string> = {
  brand: 'nordpay',
  country: 'se',
  orderRef: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  externalReferenceNumber: '1234567890',
  email: 'anna%40example.com',
  reference: 'abc-123',
  company: '02',
  accountNumber: 'A123',
  invoiceDate: '2026-01-31',
  year: '2025',
  document: 'ppi-terms.pdf',
  action: 'status',
  method: 'swish',
  type: 'INVOICE',
  locale: 'SE',
  id: '2026-01-31',
};
const concretePath = (template: string) =>
  template.replace(/\{([^}]+)\}/g, (_, name: string) => sampleValues[name] ?? 'x1');

const notFoundDetail = 'No operation of the API has this path.';

describe.each(engines)('HTTP surface on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  // A fresh session per test: the route sweep calls logout, and the probe app re-seeds.
  beforeEach(async () => {
    token = await login(api, anna.email);
  });
  afterAll(() => t.drop());

  it('routes every operation of the contract (no unknown-route 404)', async () => {
    for (const op of operationList) {
      const res = await api.request(concretePath(op.path), { method: op.method, headers: auth() });
      const body = res.headers.get('content-type')?.includes('json') ? await res.json() : {};
      expect
        .soft((body as { detail?: string }).detail, `${op.operationId}`)
        .not.toBe(notFoundDetail);
      expect.soft(res.status, op.operationId).toBeLessThan(500 + (res.status === 501 ? 100 : 0));
    }
    expect(api.errors).toEqual([]);
  });

  it('matches the odd templates with several parameters in one segment', async () => {
    const pdf = await api.request('/download/INVOICE/nordpay/02_A-123_2026-01-31.pdf', {
      headers: auth(),
    });
    // Matched: the documents handler answers (the invoice is not the customer's), not the router.
    expect(pdf.status).toBe(404);
    expect(((await pdf.json()) as { detail: string }).detail).not.toBe(notFoundDetail);
    const bad = await api.request('/download/INVOICE/nordpay/2_A-123_2026-13-31.pdf', {
      headers: auth(),
    });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { errors: { field: string }[] }).errors.map(
      (e) => e.field,
    );
    expect(fields).toEqual(['company', 'invoiceDate']);
    const year = await api.request('/service/payment/api/yearly-interest-report/1999.pdf', {
      headers: auth(),
    });
    expect(year.status).toBe(404);
    expect(((await year.json()) as { detail: string }).detail).not.toBe(notFoundDetail);
  });

  it('answers unknown routes 404 and wrong methods 405, as problems', async () => {
    const unknown = await api.request('/service/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('application/problem+json');
    expect(await unknown.json()).toMatchObject({
      status: 404,
      detail: notFoundDetail,
      type: 'about:blank',
    });
    const wrong = await api.request('/service/auth/customer-info', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
  });

  it('a brand that is not one of the five answers 404 (api.yaml), naming the field', async () => {
    const res = await api.request('/service/payment/api/payment/order/acme/123', {
      headers: auth(),
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ errors: [{ field: 'brand' }] });
  });

  it('names every bad body field in one 400 problem', async () => {
    const res = await api.request('/service/auth/email/authenticate', {
      method: 'POST',
      json: { email: 'not-an-email', country: 'xx', extra: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    const problem = (await res.json()) as {
      type: string;
      instance: string;
      errors: { field: string; messageId: string }[];
    };
    expect(problem.type).toBe('https://api.nordpay.example/problems/validation');
    expect(problem.instance).toBe('/service/auth/email/authenticate');
    expect(problem.errors.map((e) => e.field).sort()).toEqual(['country', 'email', 'extra']);
    expect(problem.errors.find((e) => e.field === 'email')?.messageId).toBe('validation.email');
  });

  it('names missing query parameters and bad ones', async () => {
    const res = await api.request('/service/loan/partnerQuery?reference=ok&amount=1.234');
    expect(res.status).toBe(400);
    const fields = ((await res.json()) as { errors: { field: string }[] }).errors.map(
      (e) => e.field,
    );
    expect(fields.sort()).toEqual(['amount', 'years']);
  });

  it('malformed JSON 400, wrong content type 415, too large 413', async () => {
    const url = '/service/auth/email/authenticate';
    const malformed = await api.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      errors: [{ field: 'body', messageId: 'validation.malformedJson' }],
    });
    const text = await api.request(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    // Only application/json, with at most charset=utf-8 (issue 18): said in the problem's detail.
    const body = JSON.stringify({ email: 'anna.lindqvist@example.se', country: 'se' });
    for (const refused of ['application/json; charset=utf-16', 'application/json-patch+json']) {
      const answer = await api.request(url, {
        method: 'POST',
        headers: { 'content-type': refused },
        body,
      });
      expect(answer.status, refused).toBe(415);
      expect(answer.headers.get('content-type')).toBe('application/problem+json');
      expect((await answer.json()) as { detail: string }).toMatchObject({
        detail: expect.stringContaining('application/json (optionally with charset=utf-8)'),
      });
    }
    for (const taken of ['application/json; charset=UTF-8', 'Application/JSON']) {
      const answer = await api.request(url, {
        method: 'POST',
        headers: { 'content-type': taken },
        body,
      });
      expect(answer.status, taken).toBe(202);
    }
    const big = await api.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.se', country: 'se', pad: 'x'.repeat(600_000) }),
    });
    expect(big.status).toBe(413);
  });

  it('puts Referrer-Policy and Cache-Control on every kind of answer', async () => {
    const answers = [
      await api.request('/service/auth/customer-info', { headers: auth() }),
      await api.request('/service/auth/customer-info'),
      await api.request('/nowhere'),
      await api.request('/service/payment/api/yearly-interest-report', { headers: auth() }),
      await api.request('/sandbox/clock'),
      await api.request('/service/auth/email/authenticate', { method: 'POST', json: {} }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 401, 404, 200, 200, 400]);
    for (const res of answers) {
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('an off-contract answer is a 500 with a log line, when answers are validated', async () => {
    const broken = await testApi(t.db, {
      getPayments: async () => ({ body: { orders: 'nope' } as never }),
    });
    const tok = await login(broken, anna.email);
    const res = await broken.request('/service/payment/api/payments', {
      headers: { authorization: `Bearer ${tok}` },
    });
    expect(res.status).toBe(500);
    expect(broken.errors.join('\n')).toMatch(/getPayments answered off-contract: PaymentsOverview/);
  });

  it('every operation api.yaml leaves public answers without a token; the others 401', async () => {
    for (const op of operationList) {
      const res = await api.request(concretePath(op.path), { method: op.method });
      if (publicOperations.has(op.operationId as keyof typeof operations)) {
        expect.soft(res.status, op.operationId).not.toBe(401);
      } else {
        expect.soft(res.status, op.operationId).toBe(401);
        expect.soft(op.errorStatuses, op.operationId).toContain(401);
      }
    }
  });

  it('random JSON bodies never give a 5xx and change no state', async () => {
    const targets = [
      operations.sendEmailLink,
      operations.validateToken,
      operations.postClientLog,
      operations.makePayment,
      operations.snooze,
      operations.addEmail,
    ];
    const snapshot = async () =>
      (
        await t.db.query<{ n: string }>(
          `select (select count(*) from sessions) || '/' || (select count(*) from mail_outbox) || '/' ||
                  (select count(*) from client_log) || '/' || (select count(*) from idempotency_keys) ||
                  '/' || (select count(*) from login_tokens) as n`,
        )
      ).rows[0]?.n;
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.oneof(
          fc.jsonValue(),
          fc.record(
            { email: fc.string(), country: fc.string(), token: fc.string() },
            { requiredKeys: [] },
          ),
          fc.record({ entries: fc.array(fc.jsonValue(), { maxLength: 3 }) }),
        ),
        async (op, body) => {
          const res = await api.request(op.path.replace('{brand}', 'nordpay'), {
            method: op.method,
            headers: {
              ...auth(),
              'content-type': 'application/json',
              'idempotency-key': '00000000-0000-4000-8000-000000000001',
            },
            body: JSON.stringify(body),
          });
          expect(res.status).toBeLessThan(500 + (res.status === 501 ? 100 : 0));
          if (res.status >= 400) {
            expect(res.headers.get('content-type')).toBe('application/problem+json');
          }
        },
      ),
      { numRuns: 150 },
    );
    expect(await snapshot()).toBe(before);
    expect(api.errors).toEqual([]);
  });
});
