import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxConfig } from '../../sandbox/config.js';
import { createSandboxApp } from '../../sandbox/http/app.js';
import {
  anna,
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

const minutes = (n: number) => n * 60 * 1000;

describe.each(engines)('auth on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  const bearer = (token: string, extra: Record<string, string> = {}) => ({
    headers: { authorization: `Bearer ${token}`, ...extra },
  });
  const outboxFor = async (email: string) =>
    (
      (await (await api.request(`/sandbox/outbox?to=${encodeURIComponent(email)}`)).json()) as {
        messages: { link: string; to: string }[];
      }
    ).messages;

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  it('e-mail link -> validateToken -> customer info -> logout -> 401', async () => {
    const sent = await api.request('/service/auth/email/authenticate', {
      method: 'POST',
      json: { email: 'Anna.Lindqvist@example.se', country: 'se' },
    });
    expect(sent.status).toBe(202);
    expect(await sent.text()).toBe('');
    const [mail] = await outboxFor('anna.lindqvist@example.se');
    // No APP_ORIGIN: the origin `npm start` serves the app at (sandbox/config.ts).
    expect(mail?.link).toMatch(
      new RegExp(
        `^${sandboxConfig.defaultAppOrigin.replaceAll('.', '\\.')}/se/login\\?validate=[A-Za-z0-9_-]{43}$`,
      ),
    );
    const loginToken = new URL(mail?.link ?? '', 'http://x').searchParams.get('validate');

    const validated = await api.request('/service/auth/token/validate', {
      method: 'POST',
      json: { token: loginToken },
    });
    expect(validated.status).toBe(200);
    const { token } = (await validated.json()) as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const info = await api.request('/service/auth/customer-info', bearer(token));
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({
      customerInfo: {
        firstName: 'Anna',
        civicNumber: anna.civic,
        country: 'se',
        masterEmail: 'anna.lindqvist@example.se',
        emails: [
          { value: 'anna.lindqvist@example.se', primary: true },
          { value: 'anna@example.com', primary: false },
        ],
        preferences: { mandateStatus: 'linked' },
      },
    });

    expect(
      (await api.request('/service/auth/logout', { method: 'POST', ...bearer(token) })).status,
    ).toBe(204);
    const after = await api.request('/service/auth/customer-info', bearer(token));
    expect(after.status).toBe(401);
    expect(after.headers.get('content-type')).toBe('application/problem+json');
    expect(after.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('the mail link is absolute at APP_ORIGIN whatever host the request names, and logs in', async () => {
    const configured = createSandboxApp({
      db: t.db,
      clock: api.clock,
      validateAnswers: true,
      appOrigin: 'https://app.example',
      logError: (line) => api.errors.push(line),
    });
    // A forged Host and an allowed-looking X-Source-Host must not choose where the mail points.
    const sent = await configured.request('http://evil.example/service/auth/email/authenticate', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'evil.example',
        'x-source-host': '127.0.0.1:4444',
      },
      body: JSON.stringify({ email: anna.email, country: 'se' }),
    });
    expect(sent.status).toBe(202);
    const [mail] = (
      (await (
        await configured.request(`/sandbox/outbox?to=${encodeURIComponent(anna.email)}`)
      ).json()) as { messages: { link: string; body: string }[] }
    ).messages;
    expect(mail?.link).toMatch(/^https:\/\/app\.example\/se\/login\?validate=[A-Za-z0-9_-]{43}$/);
    expect(mail?.body).toContain(mail?.link);
    // Opening it: the app's login page exchanges its token for a session.
    const link = new URL(mail?.link ?? '');
    const validated = await configured.request('/service/auth/token/validate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link.searchParams.get('validate') }),
    });
    expect(validated.status).toBe(200);
    const { token } = (await validated.json()) as { token: string };
    const info = await api.request('/service/auth/customer-info', bearer(token));
    expect(
      ((await info.json()) as { customerInfo: { masterEmail: string } }).customerInfo,
    ).toMatchObject({ masterEmail: anna.email });
  });

  it('a one-time token works once; reuse answers 401', async () => {
    await api.request('/service/auth/email/authenticate', {
      method: 'POST',
      json: { email: anna.email, country: 'se' },
    });
    const [mail] = await outboxFor(anna.email);
    const token = new URL(mail?.link ?? '', 'http://x').searchParams.get('validate');
    const exchange = () =>
      api.request('/service/auth/token/validate', { method: 'POST', json: { token } });
    const results = await Promise.all([exchange(), exchange(), exchange()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
    expect((await exchange()).status).toBe(401);
  });

  it('a one-time token expires', async () => {
    await api.request('/service/auth/email/authenticate', {
      method: 'POST',
      json: { email: anna.email, country: 'se' },
    });
    const [mail] = await outboxFor(anna.email);
    const token = new URL(mail?.link ?? '', 'http://x').searchParams.get('validate');
    await api.clock.advance(sandboxConfig.loginTokenLifetimeMs + 1000);
    const res = await api.request('/service/auth/token/validate', {
      method: 'POST',
      json: { token },
    });
    expect(res.status).toBe(401);
    await api.clock.reset();
  });

  it('answers 202 for an unknown address and sends nothing', async () => {
    const res = await api.request('/service/auth/email/authenticate', {
      method: 'POST',
      json: { email: 'nobody@example.se', country: 'se' },
    });
    expect(res.status).toBe(202);
    expect(await outboxFor('nobody@example.se')).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['no e-mail', { country: 'se' }],
    ['no country', { email: anna.email }],
    ['not an e-mail', { email: 'anna.lindqvist', country: 'se' }],
    ['an unknown country', { email: anna.email, country: 'de' }],
    ['an unknown field', { email: anna.email, country: 'se', extra: true }],
    ['a redirect off the site', { email: anna.email, country: 'se', redirectTo: '//evil.example' }],
    ['not an object', ['anna.lindqvist@example.se']],
  ])('sendEmailLink with %s answers 400 naming the field, and sends nothing', async (_, json) => {
    const before = (await outboxFor(anna.email)).length;
    const res = await api.request('/service/auth/email/authenticate', {
      method: 'POST',
      ...(json === undefined ? {} : { json }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    const problem = (await res.json()) as { status: number; errors?: { field: string }[] };
    expect(problem.status).toBe(400);
    expect(problem.errors?.length ?? 0).toBeGreaterThan(0);
    expect((await outboxFor(anna.email)).length).toBe(before);
  });

  it('sendEmailLink takes JSON only (415)', async () => {
    const res = await api.request('/service/auth/email/authenticate', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: `email=${anna.email}&country=se`,
    });
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
  });

  it('logout without a token, with a made-up one, or a second time answers 401', async () => {
    const logout = (headers: Record<string, string> = {}) =>
      api.request('/service/auth/logout', { method: 'POST', headers });
    const token = await login(api, anna.email);
    const none = await logout();
    expect(none.status).toBe(401);
    expect(none.headers.get('content-type')).toBe('application/problem+json');
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await logout({ authorization: `Bearer ${'x'.repeat(43)}` })).status).toBe(401);
    expect((await logout({ authorization: 'Basic abc' })).status).toBe(401);
    // None of them ended the real session.
    expect((await api.request('/service/auth/customer-info', bearer(token))).status).toBe(200);
    expect((await logout({ authorization: `Bearer ${token}` })).status).toBe(204);
    expect((await logout({ authorization: `Bearer ${token}` })).status).toBe(401);
  });

  it('a session expires after inactivity (sandbox clock), and is touched by each use', async () => {
    const token = await login(api, anna.email);
    await api.clock.advance(minutes(10));
    expect((await api.request('/service/auth/customer-info', bearer(token))).status).toBe(200);
    await api.clock.advance(minutes(10)); // 20 min since login, 10 since the last use
    expect((await api.request('/service/auth/customer-info', bearer(token))).status).toBe(200);
    await api.clock.advance(sandboxConfig.sessionInactivityMs + 1000);
    expect((await api.request('/service/auth/customer-info', bearer(token))).status).toBe(401);
    await api.clock.reset();
    // Revoked for good: moving the clock back does not revive it.
    expect((await api.request('/service/auth/customer-info', bearer(token))).status).toBe(401);
  });

  it('a session ends after its absolute lifetime even when in use', async () => {
    const token = await login(api, anna.email);
    const step = sandboxConfig.sessionInactivityMs - minutes(1);
    let elapsed = 0;
    while (elapsed + step <= sandboxConfig.sessionAbsoluteMs) {
      await api.clock.advance(step);
      elapsed += step;
      expect((await api.request('/service/auth/customer-info', bearer(token))).status).toBe(200);
    }
    await api.clock.advance(step);
    expect((await api.request('/service/auth/customer-info', bearer(token))).status).toBe(401);
    await api.clock.reset();
  });

  it('X-User must name the session customer (403 otherwise)', async () => {
    const token = await login(api, anna.email);
    const same = await api.request(
      '/service/auth/customer-info',
      bearer(token, { 'x-user': '198507152380' }),
    );
    expect(same.status).toBe(200);
    const other = await api.request(
      '/service/auth/customer-info',
      bearer(token, { 'x-user': '199203041125' }),
    );
    expect(other.status).toBe(403);
  });

  it('rejects a missing or made-up bearer token with 401', async () => {
    expect((await api.request('/service/auth/customer-info')).status).toBe(401);
    expect((await api.request('/service/auth/customer-info', bearer('x'.repeat(43)))).status).toBe(
      401,
    );
    const basic = await api.request('/service/auth/customer-info', {
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.status).toBe(401);
  });

  it('stores client log batches from logged-in customers only', async () => {
    const entry = {
      message: 'payment step failed',
      timestamp: '2026-01-10T12:00:00+01:00',
      device: 'desktop',
      path: '/se/app',
      country: 'se',
      layout: 'desktop',
      logLevel: 'error',
    };
    const anonymous = await api.request('/service/payment/api/log', {
      method: 'POST',
      json: { entries: [entry] },
    });
    expect(anonymous.status).toBe(401);
    const token = await login(api, anna.email);
    const res = await api.request('/service/payment/api/log', {
      method: 'POST',
      ...bearer(token),
      json: { entries: [entry, { ...entry, logLevel: 'warn' }] },
    });
    expect(res.status).toBe(204);
    const { rows } = await t.db.query<{ entry: { logLevel: string }; customer_id: string }>(
      'select entry, customer_id from client_log order by id',
    );
    expect(rows.map((r) => [r.customer_id, r.entry.logLevel])).toEqual([
      ['se-anna', 'error'],
      ['se-anna', 'warn'],
    ]);
  });

  it('stores tokens only as hashes', async () => {
    const token = await login(api, anna.email);
    const { rows } = await t.db.query<{ n: bigint }>(
      'select count(*)::int8 as n from sessions where token_hash = $1',
      [token],
    );
    expect(rows[0]?.n).toBe(0n);
  });
});
