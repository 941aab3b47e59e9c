/**
 * The cookie session (issue 5) over real sockets: a fake provider on 127.0.0.1:0 hands out
 * tokens, answers customer info and logout, and 401s a dead token; the web server's clock is
 * moved by hand. Every answer the browser gets is kept, and the last test proves none of them
 * ever held a provider token.
 */
import { serve, type ServerType } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionConfig } from '../../runtime/server/config.js';
import { createCookieSession } from '../../runtime/server/cookie-session.js';
import { startWebServer, type RunningWebServer } from '../../runtime/server/listen.js';
import { randomKey, unseal } from '../../runtime/server/seal.js';
import { CookieJar, setCookiesOf } from './cookie-jar.js';
import { makeFakeBuild } from './fake-build.js';
import { raw, type RawAnswer } from './http.js';

const civic = '19850715-2380';
const minute = 60 * 1000;

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  user: string | undefined;
}

/** The fake provider: tokens it handed out, what it saw, and switches for its failures. */
const provider = {
  issued: [] as string[],
  live: new Set<string>(),
  seen: [] as Seen[],
  customerInfoStatus: 200,
  logoutStatus: 204,
};

function startProvider(): Promise<{ origin: string; close(): Promise<void> }> {
  const app = new Hono();
  const bearer = (c: Context) => /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  const problem = (c: Context, status: 401 | 403 | 503) =>
    c.body(JSON.stringify({ title: 'no', status }), status, {
      'content-type': 'application/problem+json',
    });
  app.use('*', async (c, next) => {
    provider.seen.push({
      method: c.req.method,
      path: c.req.path,
      authorization: c.req.header('authorization'),
      user: c.req.header('x-user'),
    });
    await next();
  });
  app.post('/service/auth/token/validate', async (c) => {
    const { token } = await c.req.json<{ token: string }>();
    if (token === 'login-without-session') return c.json({});
    if (!token.startsWith('login-')) return problem(c, 401);
    const issued = `provider-secret-${provider.issued.length}-${Math.random().toString(36).slice(2)}`;
    provider.issued.push(issued);
    provider.live.add(issued);
    return c.json({ token: issued });
  });
  app.get('/service/auth/customer-info', (c) => {
    if (!provider.live.has(bearer(c) ?? '')) return problem(c, 401);
    if (provider.customerInfoStatus !== 200) return problem(c, 503);
    return c.json({
      customerInfo: { firstName: 'Anna', name: 'Anna L', civicNumber: civic, country: 'se' },
    });
  });
  app.post('/service/auth/logout', (c) => {
    const token = bearer(c) ?? '';
    if (provider.logoutStatus !== 204) return problem(c, 503);
    if (!provider.live.delete(token)) return problem(c, 401);
    return c.body(null, 204);
  });
  app.get('/service/payment/api/payments', (c) =>
    provider.live.has(bearer(c) ?? '') ? c.json({ orders: [], accounts: [] }) : problem(c, 401),
  );
  app.get('/service/payment/forbidden', (c) => problem(c, 403));
  app.all('/service/public', (c) => c.json({ ok: true }));
  app.all('/download/*', (c) => c.json({ ok: true }));
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      }),
    );
  });
}

const build = makeFakeBuild();
const start = Date.parse('2025-03-01T09:00:00.000Z');
let clock = start;
const now = () => clock;
const logs: string[] = [];
const key = randomKey();
const oldKey = randomKey();
let upstream: Awaited<ReturnType<typeof startProvider>>;
let server: RunningWebServer;
/** Seals with the old key only: the web server before a key rotation. */
let beforeRotation: RunningWebServer;
/** The new key, still opening the old key's cookies. */
let afterRotation: RunningWebServer;
/** Same key, provider unreachable. */
let providerDown: RunningWebServer;
/** Started without a session option: what `npm start` runs. */
let byDefault: RunningWebServer;
let noSession: RunningWebServer;
/** Every answer a browser got, for the last test. */
const answers: RawAnswer[] = [];

beforeAll(async () => {
  upstream = await startProvider();
  const common = { buildDir: build.dir, apiOrigin: upstream.origin, port: 0 };
  const log = (line: string) => logs.push(line);
  server = await startWebServer({
    ...common,
    session: createCookieSession({ key, now, log }),
  });
  beforeRotation = await startWebServer({
    ...common,
    session: createCookieSession({ key: oldKey, now, log }),
  });
  afterRotation = await startWebServer({
    ...common,
    session: createCookieSession({ key, previousKey: oldKey, now, log }),
  });
  providerDown = await startWebServer({
    ...common,
    apiOrigin: 'http://127.0.0.1:9',
    session: createCookieSession({ key, now, log }),
  });
  byDefault = await startWebServer(common);
  noSession = await startWebServer({ ...common, session: null });
});

afterAll(async () => {
  await Promise.all(
    [server, beforeRotation, afterRotation, providerDown, byDefault, noSession].map((s) =>
      s.close(),
    ),
  );
  await upstream.close();
  build.remove();
});

beforeEach(() => {
  clock = start;
  provider.customerInfoStatus = 200;
  provider.logoutStatus = 204;
  logs.length = 0;
});

interface CallOptions {
  method?: string;
  jar?: CookieJar;
  headers?: Record<string, string>;
  body?: string;
  /** Send the page's Origin on calls that change something (default true). */
  sameOrigin?: boolean;
  on?: RunningWebServer;
}

async function call(path: string, options: CallOptions = {}): Promise<RawAnswer> {
  const on = options.on ?? server;
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { ...options.headers };
  if (options.jar && options.jar.cookies.size > 0) headers['cookie'] = options.jar.header();
  if (method !== 'GET' && method !== 'HEAD' && options.sameOrigin !== false) {
    headers['origin'] ??= on.url;
  }
  const answer = await raw(on.url, path, { method, headers, body: options.body });
  answers.push(answer);
  options.jar?.take(answer);
  return answer;
}

async function login(jar = new CookieJar(), on = server, loginToken = 'login-anna-1234567890') {
  const answer = await call(sessionConfig.validatePath, {
    method: 'POST',
    jar,
    on,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: loginToken }),
  });
  return { answer, jar };
}

const lastSeen = (path: string): Seen => {
  const found = provider.seen.filter((s) => s.path === path).at(-1);
  if (!found) throw new Error(`the provider never saw ${path}`);
  return found;
};
const json = (answer: RawAnswer): unknown => JSON.parse(answer.body.toString('utf8'));
const lastIssued = (): string => provider.issued.at(-1) ?? '';

function expectCleared(answer: RawAnswer, ended: string): void {
  const cookies = setCookiesOf(answer);
  const names = cookies.filter((c) => c.attributes.get('max-age') === '0').map((c) => c.name);
  expect(names.sort()).toEqual([sessionConfig.signalCookie, sessionConfig.cookie].sort());
  for (const cookie of cookies) {
    expect(cookie.value).toBe('');
    // The attributes it was set with, and Max-Age=0: a browser ignores a `__Host-` cookie without
    // Secure and Path=/, so a clearing one without them would clear nothing.
    expect(Object.fromEntries(cookie.attributes), cookie.name).toEqual({
      'max-age': '0',
      path: '/',
      ...(cookie.name === sessionConfig.cookie ? { httponly: '' } : {}),
      secure: '',
      samesite: 'Lax',
    });
  }
  expect(answer.header(sessionConfig.endedHeader)).toBe(ended);
}

describe('logging in (validateToken)', () => {
  it('keeps the token in a sealed __Host- cookie and tells the browser only that it is logged in', async () => {
    const { answer, jar } = await login();
    expect(answer.status).toBe(200);
    expect(answer.header('content-type')).toMatch(/^application\/json/);
    expect(answer.header('cache-control')).toBe('no-store');
    expect(json(answer)).toEqual({
      loggedIn: true,
      country: 'se',
      expiresAt: new Date(start + 15 * minute).toISOString(),
    });

    const cookies = setCookiesOf(answer);
    const session = cookies.find((c) => c.name === '__Host-session');
    const signal = cookies.find((c) => c.name === '__Host-logged-in');
    expect(cookies).toHaveLength(2);
    expect(session?.value).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect([...(session?.attributes.keys() ?? [])].sort()).toEqual(
      ['httponly', 'path', 'samesite', 'secure'].sort(),
    );
    expect(session?.attributes.get('path')).toBe('/');
    expect(session?.attributes.get('samesite')).toBe('Lax');
    // The signal page JavaScript may read: "1", nothing else, same lifetime (the browser session).
    expect(signal?.value).toBe('1');
    expect([...(signal?.attributes.keys() ?? [])].sort()).toEqual(
      ['path', 'samesite', 'secure'].sort(),
    );

    // The sealed cookie holds what the server needs, and opens only with the key.
    const opened = unseal(jar.get('__Host-session') ?? '', [key], '__Host-session');
    expect(opened?.value).toEqual({
      token: lastIssued(),
      user: civic,
      country: 'se',
      issuedAt: start,
      lastSeen: start,
    });
    // The customer info was fetched here, with the new token, to learn X-User and the country.
    const info = lastSeen('/service/auth/customer-info');
    expect(info.authorization).toBe(`Bearer ${lastIssued()}`);
  });

  it('passes a refused one-time token on as it is (the login page shows its state)', async () => {
    const { jar } = await login();
    const refused = await call(sessionConfig.validatePath, {
      method: 'POST',
      jar,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'used-one-time-token-123' }),
    });
    expect(refused.status).toBe(401);
    // A 401 here is about the link, not the session: it stays.
    expect(refused.header('set-cookie')).toBeUndefined();
    expect(refused.header(sessionConfig.endedHeader)).toBeUndefined();
    expect((await call('/service/payment/api/payments', { jar })).status).toBe(200);
  });

  it('fails the login, and ends the new token, when the customer info cannot be read', async () => {
    provider.customerInfoStatus = 503;
    const { answer, jar } = await login();
    expect(answer.status).toBe(503);
    expect(answer.header('content-type')).toBe('application/problem+json');
    expect(answer.header('set-cookie')).toBeUndefined();
    expect(jar.cookies.size).toBe(0);
    const logout = lastSeen('/service/auth/logout');
    expect(logout.authorization).toBe(`Bearer ${lastIssued()}`);
    expect(provider.live.has(lastIssued())).toBe(false);
  });

  it('answers 502 when the provider answers a login without a session token', async () => {
    const { answer, jar } = await login(new CookieJar(), server, 'login-without-session');
    expect(answer.status).toBe(502);
    expect(jar.cookies.size).toBe(0);
  });

  it('logging in over a live session ends the old token at the provider', async () => {
    const { jar } = await login();
    const first = lastIssued();
    await login(jar);
    expect(lastIssued()).not.toBe(first);
    expect(provider.live.has(first)).toBe(false);
    expect(provider.live.has(lastIssued())).toBe(true);
  });
});

describe('proxied calls with a session', () => {
  it('carry the bearer token and X-User; the browser cannot send its own', async () => {
    const { jar } = await login();
    const answer = await call('/service/payment/api/payments', {
      jar,
      headers: { authorization: 'Bearer stolen', 'x-user': '191212121212' },
    });
    expect(answer.status).toBe(200);
    const seen = lastSeen('/service/payment/api/payments');
    expect(seen.authorization).toBe(`Bearer ${lastIssued()}`);
    expect(seen.user).toBe(civic);

    await call('/service/payment/api/payments', { headers: { authorization: 'Bearer stolen' } });
    expect(lastSeen('/service/payment/api/payments').authorization).toBeUndefined();
    expect(lastSeen('/service/payment/api/payments').user).toBeUndefined();
  });

  it('renew last-seen at most once per touch interval', async () => {
    const { jar } = await login();
    const sealedAtLogin = jar.get('__Host-session');
    const original = jar.copy();

    clock = start + 30 * 1000;
    const early = await call('/service/payment/api/payments', { jar });
    expect(early.header('set-cookie')).toBeUndefined();

    clock = start + 61 * 1000;
    const renewed = await call('/service/payment/api/payments', { jar });
    const cookies = setCookiesOf(renewed);
    expect(cookies.map((c) => c.name)).toEqual(['__Host-session']);
    expect(cookies[0]?.attributes.has('httponly')).toBe(true);
    expect(jar.get('__Host-session')).not.toBe(sealedAtLogin);
    expect(json(await call(sessionConfig.statePath, { jar }))).toMatchObject({
      expiresAt: new Date(clock + 15 * minute).toISOString(),
    });

    // 15 minutes and a second after login: the renewed cookie lives, the first one has expired.
    clock = start + 61 * 1000 + 14 * minute;
    expect((await call('/service/payment/api/payments', { jar })).status).toBe(200);
    const stale = await call('/service/payment/api/payments', { jar: original });
    expect(stale.status).toBe(401);
    expectCleared(stale, 'timeout');
  });

  it('go anonymously after 15 minutes without a call, clearing the cookies', async () => {
    const { jar } = await login();
    clock = start + 15 * minute;
    expect((await call('/service/payment/api/payments', { jar })).status).toBe(200);
    clock += 15 * minute + 1;
    const answer = await call('/service/payment/api/payments', { jar });
    expect(lastSeen('/service/payment/api/payments').authorization).toBeUndefined();
    expect(answer.status).toBe(401);
    expectCleared(answer, 'timeout');
    expect(jar.cookies.size).toBe(0);
  });

  it('end 12 hours after login however active', async () => {
    const { jar } = await login();
    for (let t = 10; t <= 12 * 60; t += 10) {
      clock = start + t * minute;
      const answer = await call('/service/payment/api/payments', { jar });
      expect(answer.status, `${t} minutes after login`).toBe(200);
    }
    expect(json(await call(sessionConfig.statePath, { jar }))).toMatchObject({
      loggedIn: true,
      expiresAt: new Date(start + 12 * 60 * minute).toISOString(),
    });
    clock = start + 12 * 60 * minute + 1;
    const answer = await call('/service/payment/api/payments', { jar });
    expect(answer.status).toBe(401);
    expect(lastSeen('/service/payment/api/payments').authorization).toBeUndefined();
    expectCleared(answer, 'timeout');
  });

  it('a 401 or 403 from the API ends the session and says timeout', async () => {
    const { jar } = await login();
    provider.live.delete(lastIssued());
    const unauthorized = await call('/service/payment/api/payments', { jar });
    expect(unauthorized.status).toBe(401);
    expectCleared(unauthorized, 'timeout');

    const again = await login();
    const forbidden = await call('/service/payment/forbidden', { jar: again.jar });
    expect(forbidden.status).toBe(403);
    expectCleared(forbidden, 'timeout');

    // Nobody logged in: a 401 is just a 401.
    const anonymous = await call('/service/payment/api/payments');
    expect(anonymous.status).toBe(401);
    expect(anonymous.header('set-cookie')).toBeUndefined();
    expect(anonymous.header(sessionConfig.endedHeader)).toBeUndefined();
  });

  it('a changed cookie, or one sealed with another key, is dropped', async () => {
    const { jar } = await login();
    const sealed = jar.get('__Host-session') ?? '';
    const flipped = sealed.slice(0, 20) + (sealed[20] === 'A' ? 'B' : 'A') + sealed.slice(21);
    const tampered = new CookieJar();
    tampered.cookies.set('__Host-session', flipped);
    tampered.cookies.set('__Host-logged-in', '1');
    const answer = await call('/service/public', { jar: tampered });
    expect(answer.status).toBe(200);
    expect(lastSeen('/service/public').authorization).toBeUndefined();
    expectCleared(answer, 'timeout');

    const elsewhere = await login(new CookieJar(), beforeRotation);
    const foreign = await call('/service/public', { jar: elsewhere.jar, on: providerDown });
    expect(foreign.status).toBe(504);
    expectCleared(foreign, 'timeout');
  });

  it('the signal cookie without its session counts as ended', async () => {
    const jar = new CookieJar();
    jar.cookies.set('__Host-logged-in', '1');
    const answer = await call('/service/public', { jar });
    expectCleared(answer, 'timeout');
  });

  it('key rotation: the previous key still opens, and the cookie is sealed again with the new one', async () => {
    const { jar } = await login(new CookieJar(), beforeRotation);
    const token = lastIssued();
    expect(unseal(jar.get('__Host-session') ?? '', [key], '__Host-session')).toBeNull();

    const answer = await call('/service/payment/api/payments', { jar, on: afterRotation });
    expect(answer.status).toBe(200);
    expect(lastSeen('/service/payment/api/payments').authorization).toBe(`Bearer ${token}`);
    const resealed = jar.get('__Host-session') ?? '';
    expect(unseal(resealed, [key], '__Host-session')?.value).toMatchObject({ token });
    // The new cookie no longer needs the old key, and keeps its times.
    expect(unseal(resealed, [key], '__Host-session')?.value).toMatchObject({
      issuedAt: start,
      lastSeen: start,
    });
    expect((await call('/service/payment/api/payments', { jar, on: server })).status).toBe(200);
  });
});

describe('logout', () => {
  it('is proxied with the bearer token, then both cookies are cleared', async () => {
    const { jar } = await login();
    const token = lastIssued();
    const answer = await call(sessionConfig.logoutPath, { method: 'POST', jar });
    expect(answer.status).toBe(204);
    expect(answer.body.length).toBe(0);
    expectCleared(answer, 'logout');
    expect(lastSeen('/service/auth/logout').authorization).toBe(`Bearer ${token}`);
    expect(provider.live.has(token)).toBe(false);
    expect(json(await call(sessionConfig.statePath, { jar }))).toEqual({ loggedIn: false });
  });

  it('clears the cookies whatever the provider answers, and logs what went wrong', async () => {
    const { jar } = await login();
    provider.logoutStatus = 503;
    const refused = await call(sessionConfig.logoutPath, { method: 'POST', jar: jar.copy() });
    expect(refused.status).toBe(204);
    expectCleared(refused, 'logout');
    expect(logs.join('\n')).toMatch(/logout with 503/);

    const unreachable = await call(sessionConfig.logoutPath, {
      method: 'POST',
      jar: jar.copy(),
      on: providerDown,
    });
    expect(unreachable.status).toBe(204);
    expectCleared(unreachable, 'logout');
    expect(logs.join('\n')).toMatch(/logout with 504/);

    // Already ended at the provider: still a clean logout here.
    provider.logoutStatus = 204;
    provider.live.clear();
    const expired = await call(sessionConfig.logoutPath, { method: 'POST', jar });
    expect(expired.status).toBe(204);
    expectCleared(expired, 'logout');
  });
});

describe('GET /session, the harmless signal', () => {
  it('tells whether somebody is logged in, the country and when the session ends', async () => {
    const anonymous = await call(sessionConfig.statePath);
    expect(anonymous.status).toBe(200);
    expect(anonymous.header('cache-control')).toBe('no-store');
    expect(anonymous.header('content-type')).toMatch(/^application\/json/);
    expect(anonymous.header('set-cookie')).toBeUndefined();
    expect(json(anonymous)).toEqual({ loggedIn: false });

    const { jar } = await login();
    clock = start + 5 * minute;
    const state = await call(sessionConfig.statePath, { jar });
    expect(json(state)).toEqual({
      loggedIn: true,
      country: 'se',
      expiresAt: new Date(start + 15 * minute).toISOString(),
      // The same end counted from the answer, for a page whose clock is not the server's.
      expiresInMs: 10 * minute,
    });
    // Asking is not activity: no renewal, the end stays where it was.
    expect(state.header('set-cookie')).toBeUndefined();

    clock = start + 15 * minute + 1;
    const ended = await call(sessionConfig.statePath, { jar });
    expect(json(ended)).toEqual({ loggedIn: false, ended: 'timeout' });
    expectCleared(ended, 'timeout');
    expect(json(await call(sessionConfig.statePath, { jar }))).toEqual({ loggedIn: false });
  });

  it('answers a malformed Cookie header plainly, never with a 500', async () => {
    const state = (cookie: string) => call(sessionConfig.statePath, { headers: { cookie } });
    // No session cookie to be read in it: logged out, and nothing to clear.
    for (const cookie of [';;;', '=', '=1; ;', '__Host-session', '__Host-session=', 'a=b=c; ;x']) {
      const answer = await state(cookie);
      expect(answer.status, cookie).toBe(200);
      expect(json(answer), cookie).toEqual({ loggedIn: false });
      expect(answer.header('set-cookie'), cookie).toBeUndefined();
    }
    // A value no browser would send back (quotes, a space, a comma) is no session cookie, and
    // no session either: the signal beside it is cleared with it.
    for (const value of ['"v1.abc', 'v1.a b', 'v1.a,b']) {
      const cookie = `__Host-session=${value}; __Host-logged-in=1`;
      const answer = await state(cookie);
      expect(answer.status, cookie).toBe(200);
      expect(json(answer), cookie).toEqual({ loggedIn: false, ended: 'timeout' });
      expectCleared(answer, 'timeout');
    }
    // A session cookie that is not a sealed session (a broken escape, not sealed, far too long).
    for (const value of ['%E0%A4%A', 'v1.%ZZ', 'v1.', `v1.${'A'.repeat(5000)}`]) {
      const answer = await state(`a=1; __Host-session=${value}`);
      expect(answer.status, value.slice(0, 12)).toBe(200);
      expect(json(answer), value.slice(0, 12)).toEqual({ loggedIn: false, ended: 'timeout' });
      expectCleared(answer, 'timeout');
    }
    // A proxied call with one goes anonymously.
    const proxied = await call('/service/public', {
      headers: { cookie: '__Host-session=%; __Host-logged-in' },
    });
    expect(proxied.status).toBe(200);
    expect(lastSeen('/service/public').authorization).toBeUndefined();
  });

  it('reads the session among other cookies, in any order and spacing', async () => {
    const { jar } = await login();
    const sealed = jar.get(sessionConfig.cookie) ?? '';
    const answer = await call(sessionConfig.statePath, {
      headers: { cookie: `locale=se;__Host-session=${sealed} ;  other=x; __Host-logged-in=1` },
    });
    expect(json(answer)).toMatchObject({ loggedIn: true, country: 'se' });
  });

  it('is there in the default server (npm start), and not redirected to a country', async () => {
    const answer = await raw(byDefault.url, '/session');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ loggedIn: false });
    expect((await raw(byDefault.url, '/session', { method: 'HEAD' })).status).toBe(200);
    // Without a session the path is nothing special: no page, no redirect.
    expect((await raw(noSession.url, '/session')).status).toBe(404);
  });

  it('the default server seals sessions too (a random key outside production)', async () => {
    const { answer, jar } = await login(new CookieJar(), byDefault);
    expect(answer.status).toBe(200);
    expect(jar.get('__Host-session')).toMatch(/^v1\./);
    const state = await raw(byDefault.url, '/session', { headers: { cookie: jar.header() } });
    expect(JSON.parse(state.body.toString())).toMatchObject({ loggedIn: true, country: 'se' });
  });
});

describe('cross-site requests', () => {
  const changing = ['POST', 'PUT', 'PATCH', 'DELETE'];

  it('are refused for every call that changes something, login and logout included', async () => {
    const { jar } = await login();
    const before = provider.seen.length;
    for (const method of changing) {
      for (const path of ['/service/public', '/download/x', sessionConfig.logoutPath]) {
        for (const headers of [
          {} as Record<string, string>,
          { origin: 'https://evil.example' },
          { origin: 'null' },
          { 'sec-fetch-site': 'cross-site' },
          { 'sec-fetch-site': 'same-site' },
          { origin: server.url, 'sec-fetch-site': 'cross-site' },
        ]) {
          const answer = await call(path, { method, jar, headers, sameOrigin: false });
          expect(answer.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
          expect(answer.header('content-type')).toBe('application/problem+json');
          expect(answer.header('set-cookie')).toBeUndefined();
        }
      }
    }
    // A login from another site (login CSRF) is refused too.
    const forged = await call(sessionConfig.validatePath, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'login-attacker-1234567890' }),
      sameOrigin: false,
    });
    expect(forged.status).toBe(403);
    expect(provider.seen.length).toBe(before);
    // The session survived all of it.
    expect(json(await call(sessionConfig.statePath, { jar }))).toMatchObject({ loggedIn: true });
  });

  it('from this site pass, by Origin or Sec-Fetch-Site; reading needs neither', async () => {
    const { jar } = await login();
    for (const headers of [
      { origin: server.url } as Record<string, string>,
      { 'sec-fetch-site': 'same-origin' },
      { origin: server.url, 'sec-fetch-site': 'same-origin' },
    ]) {
      const answer = await call('/service/public', { method: 'POST', jar, headers });
      expect(answer.status, JSON.stringify(headers)).toBe(200);
    }
    expect((await call('/service/payment/api/payments', { jar })).status).toBe(200);
    expect((await call('/service/public', { method: 'HEAD', jar })).status).toBe(200);
  });
});

describe('the token', () => {
  it('never reached the browser: no answer body or header held one', () => {
    expect(provider.issued.length).toBeGreaterThan(10);
    expect(answers.length).toBeGreaterThan(50);
    for (const answer of answers) {
      const text = [
        answer.body.toString('utf8'),
        ...Object.entries(answer.headers).map(([name, value]) => `${name}: ${String(value)}`),
      ].join('\n');
      for (const token of provider.issued) expect(text).not.toContain(token);
      expect(text).not.toContain('provider-secret');
    }
  });
});
