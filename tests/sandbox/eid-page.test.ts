import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../sandbox/auth/tokens.js';
import { notACustomer } from '../../sandbox/oidc/page.js';
import { personas } from '../../sandbox/seed/personas.js';
import {
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

/**
 * The demo e-ID broker page a person uses in a browser, reached as a real broker is: the app
 * starts the login (startOidcLogin, 302 with a fresh state and nonce), the page shows the
 * personas for that state, the POST answers it, the browser follows through the OIDC callback to
 * the login page and the one-time token logs the persona in.
 */
describe.each(engines)('demo e-ID page on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  /** A path and query of an absolute URL the sandbox answered, to request it again here. */
  const local = (url: string): string => {
    const parsed = new URL(url, 'http://sandbox.test');
    expect(parsed.origin).toBe('http://sandbox.test');
    return `${parsed.pathname}${parsed.search}`;
  };
  /** The app starts a login: answers the broker page's URL (with state and nonce). */
  const start = async (broker: string, country: string, headers: Record<string, string> = {}) => {
    const res = await api.request(`/oidc/${broker}/authorize?country=${country}`, { headers });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location') ?? '');
  };
  /** The broker page for an attempt: its state and nonce as its form carries them. */
  const openBroker = async (broker: string, country: string) => {
    const url = await start(broker, country);
    const res = await api.request(local(url.href));
    expect(res.status).toBe(200);
    const html = await res.text();
    const hidden = (name: string) =>
      new RegExp(`<input type="hidden" name="${name}" value="([^"]+)">`).exec(html)?.[1] ?? '';
    return { html, url, state: hidden('state'), nonce: hidden('nonce') };
  };
  const answer = (country: string, fields: Record<string, string>) =>
    api.request(`/sandbox/eid/${country}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  /** Follows the browser from the broker's 303 to the login page; answers its Location. */
  const followToLogin = async (res: Response): Promise<string> => {
    expect(res.status).toBe(303);
    const callback = new URL(res.headers.get('location') ?? '');
    expect(callback.pathname).toBe('/oidc/signicat/redirect');
    const back = await api.request(local(callback.href));
    expect(back.status).toBe(302);
    return back.headers.get('location') ?? '';
  };

  it('the app’s start leads to the broker page with a fresh state and nonce, kept only hashed', async () => {
    const url = await start('criipto', 'no');
    expect(url.origin).toBe('http://sandbox.test');
    expect(url.pathname).toBe('/sandbox/eid/no');
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      scope: 'openid',
      broker: 'criipto',
      redirect_uri: 'http://sandbox.test/oidc/signicat/redirect',
    });
    expect(query['state']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query['nonce']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await start('criipto', 'no');
    expect(again.searchParams.get('state')).not.toBe(query['state']);
    const { rows } = await t.db.query<{ state_hash: string; nonce_hash: string }>(
      'select state_hash, nonce_hash from oidc_logins where state_hash = $1',
      [hashToken(query['state'] ?? '')],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.nonce_hash).toBe(hashToken(query['nonce'] ?? ''));
    const stored = JSON.stringify((await t.db.query('select * from oidc_logins')).rows);
    expect(stored).not.toContain(query['state']);
    expect(stored).not.toContain(query['nonce']);
  });

  it('the callback is registered at the app’s origin the web server names (X-Source-Host)', async () => {
    const url = await start('signicat', 'dk', { 'x-source-host': '127.0.0.1:5173' });
    expect(url.origin).toBe('http://sandbox.test');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://127.0.0.1:5173/oidc/signicat/redirect',
    );
    // A host nobody allowed is not taken: the callback stays on the sandbox's own address.
    const other = await start('signicat', 'dk', { 'x-source-host': 'evil.example' });
    expect(other.searchParams.get('redirect_uri')).toBe(
      'http://sandbox.test/oidc/signicat/redirect',
    );
  });

  it('the page lists the country’s personas as labelled choices, in plain accessible HTML', async () => {
    const { html, state } = await openBroker('criipto', 'no');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).not.toContain('<script');
    expect(html).toContain('<legend>Demo identity</legend>');
    expect(html).toContain('Sandbox Criipto e-ID: Norway');
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const norwegians = personas.filter((p) => p.country === 'no');
    expect(norwegians.length).toBeGreaterThan(0);
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
    expect(html).toContain('name="decision" value="error"');
    expect(html).toContain('<form method="post" action="/sandbox/eid/no">');
    // The index links the countries with an e-ID broker; Sweden logs in with BankID.
    const index = await (await api.request('/sandbox/eid')).text();
    for (const cc of ['no', 'fi', 'dk']) expect(index).toContain(`href="/sandbox/eid/${cc}"`);
    expect(index).not.toContain('href="/sandbox/eid/se"');
  });

  it('opened without a state, the page sends the browser to the app to start a login', async () => {
    const res = await api.request('/sandbox/eid/fi?broker=signicat');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/oidc/signicat/authorize?country=fi');
    const plain = await api.request('/sandbox/eid/dk');
    expect(plain.headers.get('location')).toBe('/oidc/criipto/authorize?country=dk');
  });

  it('approve: back through the callback to the login page with a token that logs the persona in', async () => {
    const freja = personas.find((p) => p.id === 'dk-freja');
    const { state, nonce } = await openBroker('signicat', 'dk');
    const location = await followToLogin(
      await answer('dk', {
        state,
        nonce,
        civicNumber: freja?.civicNumber ?? '',
        decision: 'approve',
      }),
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
    // The broker answers a state once: the same form again is refused, with no redirect.
    const again = await answer('dk', {
      state,
      nonce,
      civicNumber: freja?.civicNumber ?? '',
      decision: 'approve',
    });
    expect(again.status).toBe(400);
    expect(again.headers.get('location')).toBeNull();
  });

  it('decline ends in userCancel; someone who is no customer in idNotFound', async () => {
    const mikko = personas.find((p) => p.id === 'fi-mikko')?.civicNumber ?? '';
    const declined = await openBroker('signicat', 'fi');
    expect(
      await followToLogin(
        await answer('fi', { ...pick(declined), civicNumber: mikko, decision: 'decline' }),
      ),
    ).toBe('/fi/login?state=userCancel');
    const stranger = await openBroker('criipto', 'fi');
    expect(
      await followToLogin(
        await answer('fi', {
          ...pick(stranger),
          civicNumber: notACustomer.fi,
          decision: 'approve',
        }),
      ),
    ).toBe('/fi/login?state=idNotFound');
  });

  it('the broker failing ends in the error state', async () => {
    const ingrid = personas.find((p) => p.id === 'no-ingrid')?.civicNumber ?? '';
    const failing = await openBroker('signicat', 'no');
    expect(
      await followToLogin(
        await answer('no', { ...pick(failing), civicNumber: ingrid, decision: 'error' }),
      ),
    ).toBe('/no/login?state=error');
  });

  it('Signicat’s test environment (signicat-demo) logs in through the same page', async () => {
    const kari = personas.find((p) => p.id === 'no-kari')?.civicNumber ?? '';
    const attempt = await openBroker('signicat-demo', 'no');
    expect(attempt.html).toContain('Sandbox Signicat test e-ID: Norway');
    expect(
      await followToLogin(
        await answer('no', { ...pick(attempt), civicNumber: kari, decision: 'approve' }),
      ),
    ).toMatch(/^\/no\/login\?validate=[A-Za-z0-9_-]{43}$/);
  });

  it('a nonce other than the attempt’s ends in error: the ID token would be for another login', async () => {
    const ingrid = personas.find((p) => p.id === 'no-ingrid')?.civicNumber ?? '';
    const { state } = await openBroker('criipto', 'no');
    const forged = 'A'.repeat(43);
    expect(
      await followToLogin(
        await answer('no', { state, nonce: forged, civicNumber: ingrid, decision: 'approve' }),
      ),
    ).toBe('/no/login?state=error');
  });

  it('bad requests are answered with an HTML page, never a redirect', async () => {
    const { state, nonce, url } = await openBroker('criipto', 'no');
    const otherCallback = new URL(url);
    otherCallback.searchParams.set('redirect_uri', 'https://evil.example/oidc/signicat/redirect');
    const otherCountry = new URL(url);
    otherCountry.pathname = '/sandbox/eid/dk';
    const ok = { state, nonce, civicNumber: '01010112345', decision: 'approve' };
    const bad = [
      await answer('xx', ok),
      await answer('se', ok),
      await answer('no', { ...ok, state: '' }),
      await answer('no', { ...ok, state: 'B'.repeat(43) }),
      await answer('dk', ok),
      await answer('no', { state, nonce, decision: 'approve' }),
      await answer('no', { ...ok, civicNumber: '<script>' }),
      await answer('no', { ...ok, decision: 'maybe' }),
      await api.request('/sandbox/eid/xx'),
      await api.request('/sandbox/eid/se'),
      await api.request(local(otherCallback.href)),
      await api.request(local(otherCountry.href)),
      await api.request(`/sandbox/eid/no?state=${'C'.repeat(43)}&nonce=${nonce}`),
      await api.request(`/sandbox/eid/no?state=${state}`),
    ];
    expect(bad.map((r) => r.status)).toEqual([
      404, 404, 400, 400, 400, 400, 400, 400, 404, 404, 400, 400, 400, 400,
    ]);
    for (const r of bad) {
      expect(r.headers.get('location')).toBeNull();
      expect(await r.text()).toContain('role="alert"');
    }
    // None of them used the attempt up: it still logs in.
    const ingrid = personas.find((p) => p.id === 'no-ingrid')?.civicNumber ?? '';
    expect(await followToLogin(await answer('no', { ...ok, civicNumber: ingrid }))).toMatch(
      /^\/no\/login\?validate=/,
    );
    expect(api.errors).toEqual([]);
  });

  it('an identification inside a flow returns to its step, identified only as the customer', async () => {
    // Nora (sandbox/seed/personas/konto-move.ts), logged in by e-mail link, identifies with e-ID.
    const token = await login(api, 'nora.strand@example.no', 'no');
    const step = '/no/app/purchases/nordpay/NO9501/steps/signicat';
    const startAt = (returnPath: string, headers: Record<string, string>) =>
      api.request(
        `/oidc/signicat/authorize?country=no&returnPath=${encodeURIComponent(returnPath)}`,
        { headers },
      );
    const bearer = { authorization: `Bearer ${token}` };
    const identify = async (civicNumber: string, decision = 'approve') => {
      const started = await startAt(step, bearer);
      expect(started.status).toBe(302);
      const url = new URL(started.headers.get('location') ?? '');
      const state = url.searchParams.get('state') ?? '';
      const nonce = url.searchParams.get('nonce') ?? '';
      return followToLogin(await answer('no', { state, nonce, civicNumber, decision }));
    };
    // The broker page says what this is: proving who you are, not logging in.
    const shown = new URL((await startAt(step, bearer)).headers.get('location') ?? '');
    const page = await (await api.request(`${shown.pathname}${shown.search}`)).text();
    expect(page).toContain('Approve and identify');
    expect(page).not.toContain('log in');
    expect(await identify('14077910086')).toBe(`${step}?identification=identified`);
    // Someone else's e-ID on Nora's session is a failure, never a login as them.
    expect(await identify('15078540068')).toBe(`${step}?identification=failed`);
    expect(await identify('14077910086', 'decline')).toBe(`${step}?identification=cancelled`);
    expect(await identify('14077910086', 'error')).toBe(`${step}?identification=failed`);
    // Without a session there is nobody to identify; a path off the site is refused.
    expect((await startAt(step, {})).status).toBe(422);
    expect((await startAt('//evil.example/', bearer)).status).toBe(400);
  });
});

const pick = ({ state, nonce }: { state: string; nonce: string }) => ({ state, nonce });
