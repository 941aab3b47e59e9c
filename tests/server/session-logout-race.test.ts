/**
 * Issue 5, the logout race: a proxied call still in flight when the customer logs out must not
 * set the session cookie again with its answer (last-seen renewed), nor turn the token's
 * revocation into a "session timed out"; the old cookie, sent again, is refused; a login made
 * since is left alone. Also the inactivity timeout with a short configured lifetime, on the real
 * clock (the e2e suite cannot wait 15 minutes).
 */
import { serve, type ServerType } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionConfig } from '../../runtime/server/config.js';
import { createCookieSession } from '../../runtime/server/cookie-session.js';
import { startWebServer, type RunningWebServer } from '../../runtime/server/listen.js';
import { randomKey } from '../../runtime/server/seal.js';
import { CookieJar, setCookiesOf } from './cookie-jar.js';
import { makeFakeBuild } from './fake-build.js';
import { raw, type RawAnswer } from './http.js';

/** The fake provider: live tokens, and slow calls held until the test lets them answer. */
const live = new Set<string>();
const held = new Map<string, () => void>();
const seen: { path: string; authorization: string | undefined }[] = [];
let issued = 0;

function startProvider(): Promise<{ origin: string; close(): Promise<void> }> {
  const app = new Hono();
  const bearer = (c: Context) => /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  const unauthorized = (c: Context) =>
    c.body(JSON.stringify({ title: 'Unauthorized', status: 401 }), 401, {
      'content-type': 'application/problem+json',
    });
  app.use('*', async (c, next) => {
    seen.push({ path: c.req.path, authorization: c.req.header('authorization') });
    await next();
  });
  app.post('/service/auth/token/validate', (c) => {
    const token = `provider-secret-${++issued}`;
    live.add(token);
    return c.json({ token });
  });
  app.get('/service/auth/customer-info', (c) =>
    live.has(bearer(c) ?? '')
      ? c.json({ customerInfo: { civicNumber: '19850715-2380', country: 'se' } })
      : unauthorized(c),
  );
  app.post('/service/auth/logout', (c) =>
    live.delete(bearer(c) ?? '') ? c.body(null, 204) : unauthorized(c),
  );
  // Answers when the test releases it: `revoked` with the token's standing at that moment, any
  // other with its standing when the call arrived (the answer was made, then delayed).
  app.get('/service/payment/slow/:id', async (c) => {
    const token = bearer(c) ?? '';
    const id = c.req.param('id');
    const liveOnArrival = live.has(token);
    await new Promise<void>((release) => held.set(id, release));
    const ok = id === 'revoked' ? live.has(token) : liveOnArrival;
    return ok ? c.json({ ok: true }) : unauthorized(c);
  });
  app.get('/service/payment/api/payments', (c) =>
    live.has(bearer(c) ?? '') ? c.json({ orders: [] }) : unauthorized(c),
  );
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
let upstream: Awaited<ReturnType<typeof startProvider>>;
let server: RunningWebServer;
/** The real clock, 300 ms of inactivity allowed. */
let shortLived: RunningWebServer;

beforeAll(async () => {
  upstream = await startProvider();
  const common = { buildDir: build.dir, apiOrigin: upstream.origin, port: 0 };
  server = await startWebServer({
    ...common,
    session: createCookieSession({ key: randomKey(), now: () => clock, log: () => {} }),
  });
  shortLived = await startWebServer({
    ...common,
    session: createCookieSession({
      key: randomKey(),
      inactivityMs: 300,
      touchIntervalMs: 50,
      log: () => {},
    }),
  });
});

afterAll(async () => {
  await Promise.all([server.close(), shortLived.close()]);
  await upstream.close();
  build.remove();
});

async function call(
  path: string,
  jar: CookieJar,
  options: { method?: string; body?: string; on?: RunningWebServer } = {},
): Promise<RawAnswer> {
  const on = options.on ?? server;
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {};
  if (jar.cookies.size > 0) headers['cookie'] = jar.header();
  if (method !== 'GET') {
    headers['origin'] = on.url;
    headers['content-type'] = 'application/json';
  }
  const answer = await raw(on.url, path, { method, headers, body: options.body });
  jar.take(answer);
  return answer;
}

async function login(on = server): Promise<CookieJar> {
  const jar = new CookieJar();
  const answer = await call(sessionConfig.validatePath, jar, {
    method: 'POST',
    body: JSON.stringify({ token: 'login-1234567890abcdef' }),
    on,
  });
  expect(answer.status).toBe(200);
  expect(jar.get(sessionConfig.signalCookie)).toBe('1');
  return jar;
}

/** Starts a slow call with a snapshot of the jar (what the browser sent then). */
async function startSlow(id: string, jar: CookieJar) {
  const sent = jar.copy();
  const answer = call(`/service/payment/slow/${id}`, sent);
  const until = Date.now() + 5000;
  while (!held.has(id)) {
    if (Date.now() > until) throw new Error('the slow call never reached the provider');
    await new Promise((r) => setTimeout(r, 5));
  }
  return { sent, answer, release: () => held.get(id)?.() };
}

const sessionCookiesSet = (answer: RawAnswer) =>
  setCookiesOf(answer).filter((c) => c.name === sessionConfig.cookie);

describe('logging out while a call is in flight', () => {
  it('the late answer sets no session cookie, and the old cookie is refused', async () => {
    const jar = await login();
    // Past the touch interval: without the guard the slow answer would renew last-seen.
    clock += 61 * 1000;
    const slow = await startSlow('renew', jar);

    const logout = await call(sessionConfig.logoutPath, jar, { method: 'POST' });
    expect(logout.status).toBe(204);
    expect(jar.cookies.size).toBe(0);

    slow.release();
    const late = await slow.answer;
    expect(sessionCookiesSet(late), 'the late answer set the session again').toEqual([]);
    expect(late.header(sessionConfig.endedHeader)).toBe('logout');
    // The browser applies the late answer after the logout's: still logged out.
    jar.take(late);
    expect(jar.get(sessionConfig.cookie)).toBeUndefined();

    // The cookie the browser held before the logout, sent again: not a session any more.
    const state = await call(sessionConfig.statePath, slow.sent.copy());
    expect(JSON.parse(state.body.toString('utf8'))).toEqual({ loggedIn: false, ended: 'logout' });
    const replay = await call('/service/payment/api/payments', slow.sent.copy());
    expect(replay.status).toBe(401);
    expect(seen.at(-1)?.authorization).toBeUndefined();
  });

  it("the token's revocation answering the late call is the logout's, not a timeout", async () => {
    const jar = await login();
    const slow = await startSlow('revoked', jar);
    await call(sessionConfig.logoutPath, jar, { method: 'POST' });
    slow.release();
    const late = await slow.answer;
    expect(late.status).toBe(401);
    expect(late.header(sessionConfig.endedHeader)).toBe('logout');
    expect(setCookiesOf(late), 'no cookie touched').toEqual([]);
  });

  it('a login made since is left alone by the late answer', async () => {
    const jar = await login();
    const slow = await startSlow('relogin', jar);
    await call(sessionConfig.logoutPath, jar, { method: 'POST' });
    const again = await call(sessionConfig.validatePath, jar, {
      method: 'POST',
      body: JSON.stringify({ token: 'login-abcdef1234567890' }),
    });
    expect(again.status).toBe(200);
    slow.release();
    const late = await slow.answer;
    jar.take(late);
    expect(setCookiesOf(late)).toEqual([]);
    const state = JSON.parse((await call(sessionConfig.statePath, jar)).body.toString('utf8'));
    expect(state).toMatchObject({ loggedIn: true, country: 'se' });
  });
});

describe('inactivity, with a short configured timeout', () => {
  it('a session unused for longer than the timeout is over, and the answer says timeout', async () => {
    const jar = await login(shortLived);
    const active = await call('/service/payment/api/payments', jar, { on: shortLived });
    expect(active.status).toBe(200);
    await new Promise((r) => setTimeout(r, 450));
    const stale = await call('/service/payment/api/payments', jar.copy(), { on: shortLived });
    expect(stale.status).toBe(401);
    expect(stale.header(sessionConfig.endedHeader)).toBe('timeout');
    const state = await call(sessionConfig.statePath, jar, { on: shortLived });
    expect(JSON.parse(state.body.toString('utf8'))).toEqual({ loggedIn: false, ended: 'timeout' });
    expect(jar.cookies.size).toBe(0);
  });

  it('background calls (polls) carry the session but do not keep it alive', async () => {
    const jar = await login(shortLived);
    const background = async () => {
      const answer = await raw(shortLived.url, '/service/payment/api/payments', {
        headers: { cookie: jar.header(), 'x-background-call': '1' },
      });
      jar.take(answer);
      return answer;
    };
    await new Promise((r) => setTimeout(r, 150));
    expect((await background()).status).toBe(200);
    expect(seen.at(-1)?.authorization).toMatch(/^Bearer /);
    await new Promise((r) => setTimeout(r, 200));
    const late = await background();
    expect(late.status).toBe(401);
    expect(late.header(sessionConfig.endedHeader)).toBe('timeout');
  });

  it('each call within the timeout keeps the session alive', async () => {
    const jar = await login(shortLived);
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 150));
      expect((await call('/service/payment/api/payments', jar, { on: shortLived })).status).toBe(
        200,
      );
    }
  });
});
