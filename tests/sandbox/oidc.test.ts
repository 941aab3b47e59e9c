import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../sandbox/auth/tokens.js';
import { beginOidcLogin, startOidcAttempt } from '../../sandbox/oidc/broker.js';
import { engines, openTestDatabase, testApi, type TestApi, type TestDatabase } from './support.js';

const ingrid = { civic: '15078540068', email: 'ingrid.haugen@example.no' };
const freja = { civic: '020390-1234', email: 'freja.nielsen@example.dk' };

describe.each(engines)('Criipto demo and the e-ID callback on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;

  const exchange = async (loginToken: string) => {
    const res = await api.request('/service/auth/token/validate', {
      method: 'POST',
      json: { token: loginToken },
    });
    return res.status === 200 ? ((await res.json()) as { token: string }).token : null;
  };
  const customerOf = async (bearer: string) =>
    (
      (await (
        await api.request('/service/auth/customer-info', {
          headers: { authorization: `Bearer ${bearer}` },
        })
      ).json()) as { customerInfo: { masterEmail: string; country: string } }
    ).customerInfo;
  // The answer check is on: the contract's 302 is the callback's success answer.
  const callback = (query: string) => api.request(`/oidc/signicat/redirect?${query}`);

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  it('Criipto demo: a persona of the country gets a one-time token that logs them in once', async () => {
    const res = await api.request('/service/auth/test/criipto-demo/authenticate/no', {
      method: 'POST',
      json: { civicNumber: ingrid.civic },
    });
    expect(res.status).toBe(200);
    const { loginToken } = (await res.json()) as { loginToken: string };
    expect(loginToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const bearer = await exchange(loginToken);
    expect(bearer).not.toBeNull();
    expect(await customerOf(bearer ?? '')).toMatchObject({
      masterEmail: ingrid.email,
      country: 'no',
    });
    expect(await exchange(loginToken)).toBeNull();
  });

  it('Criipto demo accepts a Danish number with or without its dash', async () => {
    const res = await api.request('/service/auth/test/criipto-demo/authenticate/dk', {
      method: 'POST',
      json: { civicNumber: freja.civic.replace('-', '') },
    });
    expect(res.status).toBe(200);
  });

  it('Criipto demo errors: another country, not a customer, Sweden, bad input', async () => {
    const wrongCountry = await api.request('/service/auth/test/criipto-demo/authenticate/fi', {
      method: 'POST',
      json: { civicNumber: ingrid.civic },
    });
    expect(wrongCountry.status).toBe(404);
    expect(wrongCountry.headers.get('content-type')).toBe('application/problem+json');
    expect(await wrongCountry.json()).toMatchObject({
      errors: [{ field: 'civicNumber', messageId: 'code.loginState.idNotFound' }],
    });
    const sweden = await api.request('/service/auth/test/criipto-demo/authenticate/se', {
      method: 'POST',
      json: { civicNumber: '19850715-2380' },
    });
    expect(sweden.status).toBe(422);
    const unknownCountry = await api.request('/service/auth/test/criipto-demo/authenticate/xx', {
      method: 'POST',
      json: { civicNumber: ingrid.civic },
    });
    expect([400, 404]).toContain(unknownCountry.status);
    const empty = await api.request('/service/auth/test/criipto-demo/authenticate/no', {
      method: 'POST',
      json: { civicNumber: '' },
    });
    expect(empty.status).toBe(400);
    const extra = await api.request('/service/auth/test/criipto-demo/authenticate/no', {
      method: 'POST',
      json: { civicNumber: ingrid.civic, country: 'no' },
    });
    expect(extra.status).toBe(400);
  });

  it('callback with the broker code: 302 to the login page with a one-time token', async () => {
    const now = await api.clock.now();
    const { callbackPath } = await beginOidcLogin(
      t.db,
      { broker: 'signicat', country: 'dk', civicNumber: freja.civic },
      now,
    );
    const res = await callback(callbackPath.split('?')[1] ?? '');
    expect(res.status).toBe(302);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/^\/dk\/login\?validate=[A-Za-z0-9_-]{43}$/);
    const bearer = await exchange(new URL(location, 'http://x').searchParams.get('validate') ?? '');
    expect(await customerOf(bearer ?? '')).toMatchObject({ masterEmail: freja.email });

    // The state works once: a replayed callback is refused, with no redirect.
    const replay = await callback(callbackPath.split('?')[1] ?? '');
    expect(replay.status).toBe(400);
    expect(replay.headers.get('location')).toBeNull();
  });

  it('callback failures redirect with a login state; unknown or expired state is a problem', async () => {
    const now = await api.clock.now();
    const begin = (civicNumber: string) =>
      beginOidcLogin(t.db, { broker: 'criipto', country: 'no', civicNumber }, now);

    const cancelled = await begin(ingrid.civic);
    const c = await callback(`state=${cancelled.state}&error=access_denied`);
    expect(c.status).toBe(302);
    expect(c.headers.get('location')).toBe('/no/login?state=userCancel');

    const broken = await begin(ingrid.civic);
    const b = await callback(`state=${broken.state}&error=server_error`);
    expect(b.headers.get('location')).toBe('/no/login?state=error');

    const wrongCode = await begin(ingrid.civic);
    const w = await callback(`state=${wrongCode.state}&code=not-the-code`);
    expect(w.headers.get('location')).toBe('/no/login?state=error');

    const stranger = await begin('01010112345');
    const s = await callback(`state=${stranger.state}&code=${stranger.code}`);
    expect(s.headers.get('location')).toBe('/no/login?state=idNotFound');

    const unknown = await callback('state=made-up&code=whatever');
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('content-type')).toBe('application/problem+json');
    expect(await unknown.json()).toMatchObject({ errors: [{ field: 'state' }] });

    const missing = await callback('code=whatever');
    expect(missing.status).toBe(400);

    const late = await begin(ingrid.civic);
    await api.clock.set(new Date(now.getTime() + 11 * 60 * 1000));
    const l = await callback(`state=${late.state}&code=${late.code}`);
    expect(l.status).toBe(400);
    await api.clock.reset();
  });

  it('no open redirect: the Location comes from the stored country, never from the query', async () => {
    const now = await api.clock.now();
    const login = await beginOidcLogin(
      t.db,
      { broker: 'signicat', country: 'fi', civicNumber: '010101-0101' },
      now,
    );
    const res = await callback(
      `state=${login.state}&code=${login.code}&redirect_uri=https://evil.example/&country=//evil.example`,
    );
    // Unknown query parameters are ignored: the browser still goes to Finland's login page.
    expect(res.status).toBe(302);
    expect(res.headers.get('location')?.startsWith('/fi/login?')).toBe(true);
  });

  it('startOidcLogin: a 302 to the broker for the countries that offer it, never for Sweden', async () => {
    for (const [broker, country] of [
      ['criipto', 'no'],
      ['signicat', 'no'],
      ['criipto', 'fi'],
      ['signicat', 'fi'],
      ['criipto', 'dk'],
      ['signicat', 'dk'],
      ['signicat-demo', 'no'],
      ['signicat-demo', 'fi'],
      ['signicat-demo', 'dk'],
    ] as const) {
      const res = await api.request(`/oidc/${broker}/authorize?country=${country}`);
      expect(res.status, `${broker} ${country}`).toBe(302);
      expect(res.headers.get('cache-control')).toContain('no-store');
      const url = new URL(res.headers.get('location') ?? '');
      expect(url.pathname).toBe(`/sandbox/eid/${country}`);
      expect(url.searchParams.get('broker')).toBe(broker);
      expect(url.searchParams.get('client_id')).toBe(`nordpay-${broker}`);
    }
    // Sweden's login offers no e-ID broker (countries/se.yaml): refused, no redirect.
    for (const broker of ['signicat', 'criipto', 'signicat-demo']) {
      const sweden = await api.request(`/oidc/${broker}/authorize?country=se`);
      expect(sweden.status, broker).toBe(422);
      expect(sweden.headers.get('location')).toBeNull();
    }
    // The contract refuses an unknown broker or country, or none, before any handler runs.
    for (const path of [
      '/oidc/evil/authorize?country=no',
      '/oidc/criipto/authorize?country=xx',
      '/oidc/criipto/authorize',
    ]) {
      const res = await api.request(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it('a state the provider handed out but the broker never answered cannot be completed', async () => {
    const now = await api.clock.now();
    const { state } = await startOidcAttempt(
      t.db,
      { broker: 'criipto', country: 'no', callbackUrl: '/oidc/signicat/redirect' },
      now,
    );
    const res = await callback(`state=${state}&code=made-up`);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    // Nor was the attempt used up by it: still open for the broker.
    const { rows } = await t.db.query<{ used_at: Date | null }>(
      'select used_at from oidc_logins where state_hash = $1',
      [hashToken(state)],
    );
    expect(rows[0]?.used_at).toBeNull();
  });

  it('logs no server errors', () => {
    expect(api.errors).toEqual([]);
  });
});
