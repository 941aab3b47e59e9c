import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../sandbox/http/app.js';
import { eidDemoRoutes, notACustomer } from '../../sandbox/oidc/page.js';
import { personas } from '../../sandbox/seed/personas.js';
import { engines, openTestDatabase, testApi, type TestApi, type TestDatabase } from './support.js';

/**
 * The demo e-ID page a person uses in a browser: GET the form, POST the choice, follow the
 * redirects through the OIDC callback to the login page and exchange the one-time token.
 */
describe.each(engines)('demo e-ID page on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  let app: Hono;

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
    // The page's routes in front of the sandbox app, as sandbox/http/app.ts mounts them.
    const sandbox = createSandboxApp({
      db: t.db,
      clock: api.clock,
      validateAnswers: true,
      logError: (line) => api.errors.push(line),
    });
    app = new Hono();
    app.route('/sandbox/eid', eidDemoRoutes(t.db, api.clock));
    app.all('*', (c) => sandbox.fetch(c.req.raw));
  });
  afterAll(() => t.drop());

  const get = (path: string) => app.request(`http://sandbox.test${path}`);
  const choose = (country: string, fields: Record<string, string>) =>
    app.request(`http://sandbox.test/sandbox/eid/${country}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  /** Follows the browser from the broker's 303 to the login page; answers its Location. */
  const followToLogin = async (res: Response): Promise<string> => {
    expect(res.status).toBe(303);
    const callback = res.headers.get('location') ?? '';
    expect(callback.startsWith('/oidc/signicat/redirect?')).toBe(true);
    const back = await get(callback);
    expect(back.status).toBe(302);
    return back.headers.get('location') ?? '';
  };

  it('the page lists the country’s personas as labelled choices, in plain accessible HTML', async () => {
    const res = await get('/sandbox/eid/no');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).not.toContain('<script');
    expect(html).toContain('<legend>Demo identity</legend>');
    expect(html).toContain('<label for="broker">');
    const norwegians = personas.filter((p) => p.country === 'no');
    for (const p of norwegians) {
      expect(html).toMatch(
        new RegExp(
          `<label><input type="radio" name="civicNumber" value="${p.civicNumber}"[^>]*> ${p.firstName}`,
        ),
      );
    }
    expect(html).not.toContain(personas.find((p) => p.country === 'dk')?.civicNumber ?? 'x');
    expect(html).toContain(`value="${notACustomer.no}"`);
    expect(html).toContain('name="decision" value="approve"');
    expect(html).toContain('name="decision" value="decline"');
    expect(html).toContain('<form method="post" action="/sandbox/eid/no">');
    // The index links every country.
    const index = await (await get('/sandbox/eid')).text();
    for (const cc of ['se', 'no', 'fi', 'dk']) expect(index).toContain(`href="/sandbox/eid/${cc}"`);
  });

  it('approve: back through the callback to the login page with a token that logs the persona in', async () => {
    const freja = personas.find((p) => p.id === 'dk-freja');
    const location = await followToLogin(
      await choose('dk', { civicNumber: freja?.civicNumber ?? '', decision: 'approve' }),
    );
    expect(location).toMatch(/^\/dk\/login\?validate=[A-Za-z0-9_-]{43}$/);
    const token = new URL(location, 'http://x').searchParams.get('validate') ?? '';
    const validated = await api.request('/service/auth/token/validate', {
      method: 'POST',
      json: { token },
    });
    expect(validated.status).toBe(200);
    const bearer = ((await validated.json()) as { token: string }).token;
    const info = await api.request('/service/auth/customer-info', {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(await info.json()).toMatchObject({
      customerInfo: { masterEmail: freja?.emails.find((e) => e.primary)?.value, country: 'dk' },
    });
  });

  it('decline ends in userCancel; someone who is no customer in idNotFound', async () => {
    const mikko = personas.find((p) => p.id === 'fi-mikko')?.civicNumber ?? '';
    expect(
      await followToLogin(
        await choose('fi', { civicNumber: mikko, decision: 'decline', broker: 'signicat' }),
      ),
    ).toBe('/fi/login?state=userCancel');
    expect(
      await followToLogin(
        await choose('fi', { civicNumber: notACustomer.fi, decision: 'approve' }),
      ),
    ).toBe('/fi/login?state=idNotFound');
  });

  it('bad choices are answered with an HTML page, never a redirect', async () => {
    const bad = [
      await choose('xx', { civicNumber: '01010112345', decision: 'approve' }),
      await choose('no', { decision: 'approve' }),
      await choose('no', { civicNumber: '<script>', decision: 'approve' }),
      await choose('no', { civicNumber: '01010112345', decision: 'maybe' }),
      await choose('no', { civicNumber: '01010112345', decision: 'approve', broker: 'evil' }),
      await get('/sandbox/eid/xx'),
    ];
    expect(bad.map((r) => r.status)).toEqual([404, 400, 400, 400, 400, 404]);
    for (const r of bad) {
      expect(r.headers.get('location')).toBeNull();
      expect(await r.text()).toContain('role="alert"');
    }
    expect(api.errors).toEqual([]);
  });
});
