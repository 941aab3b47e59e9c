/**
 * Rate limits on login starts and money-moving calls (issue 18, runtime/server/rate-limit.ts),
 * with the default limits of runtime/server/config.ts and a clock the test moves: per client and
 * per customer, 429 with Retry-After and a problem body, the e-ID start sent to the login page,
 * and nothing limited that is neither.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitConfig } from '../../runtime/server/config.js';
import { startWebServer, type RunningWebServer } from '../../runtime/server/listen.js';
import { RateLimiter, limitedOperation } from '../../runtime/server/rate-limit.js';
import type { SessionHook } from '../../runtime/server/session.js';
import { makeFakeBuild } from './fake-build.js';
import { raw, type RawAnswer } from './http.js';

/** A provider that says yes to everything and counts what reached it. */
function startUpstream(): Promise<{ origin: string; seen: () => number; close(): Promise<void> }> {
  let seen = 0;
  const app = new Hono();
  app.all('*', (c) => {
    seen += 1;
    return c.body(null, 202);
  });
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        seen: () => seen,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      }),
    );
  });
}

/** A cookie `user=<civic number>` is that customer, logged in. */
const fakeSession: SessionHook = {
  bearerFor(c: Context) {
    const user = /user=(\d+)/.exec(c.req.header('cookie') ?? '')?.[1];
    return Promise.resolve(user ? { token: `token-${user}`, user } : null);
  },
};

const build = makeFakeBuild();
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let web: RunningWebServer;
let clock = 0;

beforeAll(async () => {
  upstream = await startUpstream();
  web = await startWebServer({
    buildDir: build.dir,
    apiOrigin: upstream.origin,
    port: 0,
    session: fakeSession,
    now: () => clock,
  });
});

afterAll(async () => {
  await web.close();
  await upstream.close();
  build.remove();
});

// Every test starts in windows of its own: the clock jumps a day.
beforeEach(() => {
  clock += 24 * 60 * 60 * 1000;
});

const sameSite = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };

const emailLink = (email: string): Promise<RawAnswer> =>
  raw(web.url, '/service/auth/email/authenticate', {
    method: 'POST',
    headers: sameSite,
    body: JSON.stringify({ email, country: 'se' }),
  });

const pay = (user: string): Promise<RawAnswer> =>
  raw(web.url, '/service/payment/api/payment', {
    method: 'POST',
    headers: { ...sameSite, cookie: `user=${user}`, 'idempotency-key': crypto.randomUUID() },
    body: '{}',
  });

function expectTooMany(answer: RawAnswer, seconds: number): void {
  expect(answer.status).toBe(429);
  expect(answer.header('retry-after')).toBe(String(seconds));
  expect(answer.header('content-type')).toBe('application/problem+json');
  const problem = JSON.parse(answer.body.toString()) as { status: number; detail: string };
  expect(problem.status).toBe(429);
  expect(problem.detail).toContain(`try again in ${seconds} seconds`);
}

describe('which calls are limited', () => {
  it('login starts and the contract’s money-moving calls; nothing else', () => {
    expect(limitedOperation('POST', '/service/auth/email/authenticate')?.kind).toBe('loginStart');
    expect(limitedOperation('POST', '/service/auth/bankid/auth')?.kind).toBe('loginStart');
    expect(limitedOperation('GET', '/oidc/criipto/authorize')?.kind).toBe('loginStart');
    expect(limitedOperation('POST', '/service/payment/api/payment')?.kind).toBe('moneyMoving');
    expect(limitedOperation('POST', '/service/payment/nordpay/snooze')?.kind).toBe('moneyMoving');
    expect(limitedOperation('GET', '/service/payments')).toBeNull();
    expect(limitedOperation('POST', '/service/auth/token/validate')).toBeNull();
    expect(limitedOperation('GET', '/service/auth/email/authenticate')).toBeNull();
  });

  it('the defaults are real protection', () => {
    const { loginStart, moneyMoving } = rateLimitConfig;
    expect(loginStart.perCustomer.limit).toBeLessThanOrEqual(10);
    expect(loginStart.perClient.limit).toBeLessThanOrEqual(60);
    expect(moneyMoving.perCustomer.limit).toBeLessThanOrEqual(30);
    expect(moneyMoving.perClient.limit).toBeLessThanOrEqual(100);
  });
});

describe('login starts', () => {
  it('5 e-mail links per address in 15 minutes; the 6th is a 429 until the window ends', async () => {
    const before = upstream.seen();
    for (let i = 0; i < 5; i += 1) expect((await emailLink('anna@example.se')).status).toBe(202);
    expectTooMany(await emailLink('ANNA@example.se'), 900);
    // Another address from the same client still goes.
    expect((await emailLink('erik@example.se')).status).toBe(202);
    expect(upstream.seen() - before).toBe(6);
    clock += 10 * 60 * 1000;
    expectTooMany(await emailLink('anna@example.se'), 300);
    clock += 5 * 60 * 1000;
    expect((await emailLink('anna@example.se')).status).toBe(202);
  });

  it('30 starts per client in 15 minutes, whoever they are for', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await emailLink(`person${i}@example.se`)).status).toBe(202);
    }
    expectTooMany(await emailLink('someone.else@example.se'), 900);
  });

  it('the e-ID start, opened as a page, goes to the login page that says so', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await raw(web.url, '/oidc/criipto/authorize?country=dk')).status).toBe(202);
    }
    const refused = await raw(web.url, '/oidc/criipto/authorize?country=dk');
    expect(refused.status).toBe(303);
    expect(refused.header('location')).toBe('/dk/login?state=tooManyAttempts');
    expect(refused.header('retry-after')).toBe('900');
  });
});

describe('money-moving calls', () => {
  it('20 per customer in 10 minutes; another customer is not affected', async () => {
    for (let i = 0; i < 20; i += 1) expect((await pay('198507152380')).status).toBe(202);
    expectTooMany(await pay('198507152380'), 600);
    expect((await pay('199001011234')).status).toBe(202);
  });

  it('60 per client in 10 minutes over all customers', async () => {
    for (let i = 0; i < 60; i += 1) expect((await pay(String(190000000000 + i))).status).toBe(202);
    expectTooMany(await pay('195001011234'), 600);
  });

  it('reads are never limited', async () => {
    for (let i = 0; i < 200; i += 1) {
      expect((await raw(web.url, '/service/payments')).status).toBe(202);
    }
  });
});

describe('the limiter', () => {
  it('keeps a bounded number of counters and forgets ended windows', () => {
    let now = 0;
    const limiter = new RateLimiter(rateLimitConfig, () => now);
    const limit = { limit: 1, windowMs: 1000 };
    expect(limiter.take([['a', limit]])).toBeNull();
    expect(limiter.take([['a', limit]])).toBe(1000);
    now = 400;
    expect(limiter.take([['a', limit]])).toBe(600);
    now = 1000;
    expect(limiter.take([['a', limit]])).toBeNull();
    for (let i = 0; i < 100_050; i += 1) limiter.take([[`k${i}`, limit]]);
    // The newest keys are still counted after the oldest were dropped.
    expect(limiter.take([['k100049', limit]])).toBe(1000);
  });
});
