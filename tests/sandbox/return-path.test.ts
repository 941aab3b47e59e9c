import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../generated/entities/types.js';
import { appUrl, localPath, localPathPattern } from '../../sandbox/http/links.js';
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
 * Every return path the contract takes is a local path: a protocol-relative `//host`, a
 * backslash (browsers read `/\host` as `//host`) or an absolute URL would be an open redirect,
 * so the contract refuses them (400) before any handler runs.
 */
const unsafe = [
  '//evil.example',
  '//evil.example/se/app',
  '/\\evil',
  '/..//evil.example',
  '/se/app//evil.example',
  'https://evil',
  '',
  'se/app',
];

/** The public open-redirect payloads (tests/fixtures/open-redirects.yaml), every one refused. */
const corpus = (
  load(readFileSync(new URL('../fixtures/open-redirects.yaml', import.meta.url), 'utf8')) as {
    payloads: string[];
  }
).payloads;

describe('the sandbox’s own check of a stored return path (links.ts)', () => {
  it('refuses every payload of the open-redirect corpus: the app’s root instead', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
    for (const payload of corpus) {
      expect(localPathPattern.test(payload), JSON.stringify(payload)).toBe(false);
      expect(localPath(payload)).toBe('/');
      expect(appUrl('https://app.example', payload).href).toBe('https://app.example/');
    }
  });

  it('keeps local paths of the allowed characters', () => {
    for (const path of [
      '/',
      '/se/app',
      '/no/app/purchases/nordpay/1?x=1#flow=pay',
      '/fi/a.b-c_d',
    ]) {
      expect(localPath(path)).toBe(path);
      expect(appUrl('https://app.example', path).origin).toBe('https://app.example');
    }
  });
});

const target = { kind: 'order', brand: 'nordpay', id: 'SE1002' };

/** The operations taking a return path, each with an otherwise valid body. */
const operations: readonly {
  id: string;
  path: string;
  field: string;
  body: (returnPath: string) => Record<string, unknown>;
}[] = [
  {
    id: 'startBankLink',
    path: '/service/payment/bank-account/link',
    field: 'returnPath',
    body: (returnPath) => ({ returnPath }),
  },
  {
    id: 'startIncomeVerification',
    path: '/service/payment/income-verification',
    field: 'returnPath',
    body: (returnPath) => ({ brand: 'nordpay', orderID: 'SE1002', returnPath }),
  },
  {
    id: 'startTrustly',
    path: '/service/payment/payments/trustly/FOURTEEN_DAY_INVOICE',
    field: 'returnPath',
    body: (returnPath) => ({ target, amount: 10, returnPath }),
  },
  {
    id: 'startAdyen',
    path: '/service/payment/payments/adyen/card',
    field: 'returnPath',
    body: (returnPath) => ({ target, amount: 10, returnPath }),
  },
];

describe.each(engines)('return paths on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
    token = await login(api, anna.email);
  });
  afterAll(() => t.drop());

  const post = (path: string, json: unknown) =>
    api.request(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      json,
    });

  it.each(operations)('$id refuses a return path that leaves the site (400)', async (op) => {
    for (const returnPath of unsafe) {
      const res = await post(op.path, op.body(returnPath));
      expect(res.status, `${op.id} ${JSON.stringify(returnPath)}`).toBe(400);
      const problem = (await res.json()) as Problem;
      expect(JSON.stringify(problem.errors ?? [])).toContain(op.field);
    }
    // A local path passes the contract (whatever the action then answers).
    expect((await post(op.path, op.body('/se/app/purchases?x=1#flow=pay'))).status).not.toBe(400);
    expect(api.errors).toEqual([]);
  });

  it.each(operations)('$id refuses every payload of the open-redirect corpus (400)', async (op) => {
    for (const returnPath of corpus) {
      const res = await post(op.path, op.body(returnPath));
      expect(res.status, `${op.id} ${JSON.stringify(returnPath)}`).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
    expect(api.errors).toEqual([]);
  });

  it('sendEmailLink refuses every payload of the corpus as its redirectTo (400)', async () => {
    for (const redirectTo of corpus) {
      const res = await api.request('/service/auth/email/authenticate', {
        method: 'POST',
        json: { email: anna.email, country: 'se', redirectTo },
      });
      expect(res.status, JSON.stringify(redirectTo)).toBe(400);
    }
  });

  it('sendEmailLink refuses such a redirectTo (400) and takes a local one', async () => {
    const send = (redirectTo: string) =>
      api.request('/service/auth/email/authenticate', {
        method: 'POST',
        json: { email: anna.email, country: 'se', redirectTo },
      });
    for (const redirectTo of unsafe) {
      expect((await send(redirectTo)).status, JSON.stringify(redirectTo)).toBe(400);
    }
    expect((await send('/se/app/profile')).status).toBe(202);
    expect((await send('/')).status).toBe(202);
  });
});
