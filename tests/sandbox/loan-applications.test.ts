import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoanApplication, Problem } from '../../generated/entities/types.js';
import { applicationReturnUrl } from '../../sandbox/loan/applications.js';
import {
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

describe('the application page sends the browser back', () => {
  it('to the return path with application=<reference>, at the app origin of the start', () => {
    const row = { reference: 'la-1', app_origin: 'http://127.0.0.1:3000' };
    expect(
      applicationReturnUrl({ ...row, return_path: '/se/app/private-loan?amount=5&years=2' }),
    ).toBe('http://127.0.0.1:3000/se/app/private-loan?amount=5&years=2&application=la-1');
    // An application already in the path (a second try) is replaced, never doubled.
    expect(
      applicationReturnUrl({ ...row, return_path: '/se/app/private-loan?application=la-0' }),
    ).toBe('http://127.0.0.1:3000/se/app/private-loan?application=la-1');
    // A stored path that is not local goes to the app's root, never elsewhere.
    expect(applicationReturnUrl({ ...row, return_path: '//evil.test/x' })).toBe(
      'http://127.0.0.1:3000/?application=la-1',
    );
    expect(
      applicationReturnUrl({ ...row, app_origin: null, return_path: '/fi/app/private-loan' }),
    ).toBe('/fi/app/private-loan?application=la-1');
  });
});

describe.each(engines)('loan applications on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  const tokens = new Map<string, string>();
  const auth = async (email: string, country: string) => {
    if (!tokens.has(email)) tokens.set(email, await login(api, email, country));
    return { authorization: `Bearer ${tokens.get(email) ?? ''}` };
  };
  const start = async (email: string, country: string, body: Record<string, unknown>) =>
    api.request('/service/loan/applications', {
      method: 'POST',
      headers: { ...(await auth(email, country)), 'x-source-host': '127.0.0.1:3000' },
      json: body,
    });

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  it('starts an application priced as the partner prices, shows it filled in, sends it and answers it', async () => {
    const res = await start('greta.nystrom@example.se', 'se', {
      reference: 'privateloan-se',
      amount: 50000,
      years: 5,
      returnPath: '/se/app/private-loan?amount=50000&years=5',
    });
    expect(res.status).toBe(201);
    const application = (await res.json()) as LoanApplication;
    expect(application).toMatchObject({ status: 'pending', amount: 50000, years: 5 });
    expect(application.redirectUrl).toBe(
      `http://sandbox.test/sandbox/loan/${application.reference}`,
    );

    const page = await api.request(`/sandbox/loan/${application.reference}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('Greta Nyström');
    expect(html).toContain('19840305-4409');
    expect(html).toContain('Skicka ansökan');

    const sent = await api.request(`/sandbox/loan/${application.reference}/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(
      `http://127.0.0.1:3000/se/app/private-loan?amount=50000&years=5&application=${application.reference}`,
    );
    const read = await api.request(`/service/loan/applications/${application.reference}`, {
      headers: await auth('greta.nystrom@example.se', 'se'),
    });
    expect(((await read.json()) as LoanApplication).status).toBe('submitted');
    // Decided once: a second answer is refused.
    const again = await api.request(`/sandbox/loan/${application.reference}/cancel`, {
      method: 'POST',
      json: {},
    });
    expect(again.status).toBe(409);
    expect(api.errors).toEqual([]);
  });

  it('a cancelled application says so; it is no one else’s to read', async () => {
    const res = await start('kaisa.salonen@example.fi', 'fi', {
      reference: 'privateloan-fi',
      amount: 1500,
      years: 3,
      returnPath: '/fi/app/private-loan',
    });
    const { reference } = (await res.json()) as LoanApplication;
    const left = await api.request(`/sandbox/loan/${reference}/cancel`, {
      method: 'POST',
      json: {},
    });
    expect(await left.json()).toEqual({ reference, status: 'cancelled' });
    const other = await api.request(`/service/loan/applications/${reference}`, {
      headers: await auth('greta.nystrom@example.se', 'se'),
    });
    expect(other.status).toBe(404);
  });

  it('refuses another country’s loan, Denmark, amounts outside the limits and no login', async () => {
    const body = { reference: 'privateloan-se', amount: 50000, years: 5, returnPath: '/' };
    expect((await start('sindre.myhre@example.no', 'no', body)).status).toBe(404);
    expect((await start('jonas.kjaer@example.dk', 'dk', body)).status).toBe(404);
    const tooMuch = await start('sindre.myhre@example.no', 'no', {
      ...body,
      reference: 'privateloan-no',
      amount: 30001,
    });
    expect(tooMuch.status).toBe(422);
    expect(
      ((await tooMuch.json()) as Problem & { errors: { field: string }[] }).errors[0]?.field,
    ).toBe('amount');
    const anonymous = await api.request('/service/loan/applications', {
      method: 'POST',
      json: body,
    });
    expect(anonymous.status).toBe(401);
  });
});
