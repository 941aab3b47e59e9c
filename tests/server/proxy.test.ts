import { serve, type ServerType } from '@hono/node-server';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type RunningWebServer } from '../../runtime/server/listen.js';
import type { SessionHook } from '../../runtime/server/session.js';
import { makeFakeBuild } from './fake-build.js';
import { raw } from './http.js';

interface Seen {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: string;
}

/** A tiny provider on 127.0.0.1:0 that echoes what it received. */
function startUpstream(): Promise<{ origin: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const app = new Hono();
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const record: Seen = {
      method: c.req.method,
      path: url.pathname,
      search: url.search,
      headers: Object.fromEntries(c.req.raw.headers),
      body: await c.req.text(),
    };
    seen.push(record);
    if (url.pathname === '/service/slow') await new Promise((done) => setTimeout(done, 1_000));
    if (url.pathname === '/download/file.pdf') {
      return new Response('%PDF-1.7', {
        headers: { 'content-type': 'application/pdf', 'set-cookie': 'tracker=1' },
      });
    }
    return c.json(record, 200, {
      connection: 'keep-alive',
      'set-cookie': 'upstream=1',
      'x-provider': 'yes',
    });
  });
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        seen,
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
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let anonymous: RunningWebServer;
let withSession: RunningWebServer;
let facade: RunningWebServer;
let down: RunningWebServer;
const sessionCalls: string[] = [];

/** The login issue's hook, faked: a session cookie `sid=ok` is a logged-in customer. */
const fakeSession: SessionHook = {
  bearerFor(c: Context) {
    sessionCalls.push(c.req.path);
    const cookie = c.req.header('cookie') ?? '';
    return Promise.resolve(
      cookie.includes('sid=ok') ? { token: 'provider-token', user: '199001011234' } : null,
    );
  },
  async onAnswer(_c, path, answer) {
    if (path !== '/service/auth/token/validate') return answer;
    const headers = new Headers(answer.headers);
    headers.append('Set-Cookie', '__Host-session=sealed; Path=/; HttpOnly; Secure; SameSite=Lax');
    return new Response(await answer.text(), { status: answer.status, headers });
  },
};

beforeAll(async () => {
  upstream = await startUpstream();
  const common = { buildDir: build.dir, apiOrigin: upstream.origin, port: 0 };
  anonymous = await startWebServer({ ...common, local: true, maxRequestBytes: 64 });
  withSession = await startWebServer({ ...common, session: fakeSession });
  facade = await startWebServer({ ...common, facade: true, upstreamTimeoutMs: 200 });
  down = await startWebServer({ buildDir: build.dir, apiOrigin: 'http://127.0.0.1:9', port: 0 });
});

afterAll(async () => {
  await Promise.all([anonymous, withSession, facade, down].map((s) => s.close()));
  await upstream.close();
  build.remove();
});

const last = (): Seen => {
  const found = upstream.seen.at(-1);
  if (!found) throw new Error('the upstream saw nothing');
  return found;
};

describe('the API proxy', () => {
  it('forwards method, path, query, body and the contract headers', async () => {
    const answer = await raw(anonymous.url, '/service/invoices/pay?brand=fjallmode&x=1', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': 'key-123',
        'sec-fetch-site': 'same-origin',
        cookie: 'locale=se; sid=ok',
        authorization: 'Bearer stolen',
        'x-user': '191212121212',
        'x-source-host': 'evil',
        connection: 'keep-alive',
        'x-other': 'nope',
      },
      body: '{"a":1}',
    });
    expect(answer.status).toBe(200);
    const seen = last();
    expect(seen.method).toBe('POST');
    expect(seen.path).toBe('/service/invoices/pay');
    expect(seen.search).toBe('?brand=fjallmode&x=1');
    expect(seen.body).toBe('{"a":1}');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers['accept']).toBe('application/json');
    expect(seen.headers['idempotency-key']).toBe('key-123');
    // The browser's cookies, credentials and own versions of the server's headers stay here.
    expect(seen.headers['cookie']).toBeUndefined();
    expect(seen.headers['authorization']).toBeUndefined();
    expect(seen.headers['x-user']).toBeUndefined();
    expect(seen.headers['x-other']).toBeUndefined();
    expect(seen.headers['sec-fetch-site']).toBeUndefined();
    expect(seen.headers['x-facade']).toBeUndefined();
    // Run locally: the provider learns the app's host, the address the server listens on.
    expect(seen.headers['x-source-host']).toBe(new URL(anonymous.url).host);
    expect(seen.headers['x-cache-key']).toMatch(/^[0-9a-f]{16,128}$/);
  });

  it('names the configured host in X-Source-Host, never the Host a request names', async () => {
    await raw(anonymous.url, '/service/anything', { headers: { host: 'localhost:9999' } });
    expect(last().headers['x-source-host']).toBe(new URL(anonymous.url).host);
  });

  it('strips hop-by-hop and cookie headers of the answer and adds its own', async () => {
    const answer = await raw(anonymous.url, '/service/anything');
    expect(answer.header('set-cookie')).toBeUndefined();
    expect(answer.header('x-provider')).toBe('yes');
    expect(answer.header('cache-control')).toBe('no-store');
    expect(answer.header('referrer-policy')).toBe('same-origin');
    expect(answer.header('x-content-type-options')).toBe('nosniff');
    expect(answer.header('content-security-policy')).toContain("default-src 'self'");
  });

  it('streams downloads', async () => {
    const answer = await raw(anonymous.url, '/download/file.pdf');
    expect(answer.status).toBe(200);
    expect(answer.header('content-type')).toBe('application/pdf');
    expect(answer.body.toString()).toBe('%PDF-1.7');
    expect(answer.header('set-cookie')).toBeUndefined();
  });

  it('passes HEAD on', async () => {
    const answer = await raw(anonymous.url, '/service/head-check', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
    expect(last().method).toBe('HEAD');
  });

  it('refuses bodies over the limit with a 413 problem', async () => {
    const before = upstream.seen.length;
    const answer = await raw(anonymous.url, '/service/big', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: 'x'.repeat(65),
    });
    expect(answer.status).toBe(413);
    expect(answer.header('content-type')).toBe('application/problem+json');
    expect(upstream.seen.length).toBe(before);
  });

  it('adds the bearer token and user header from the session hook', async () => {
    await raw(withSession.url, '/service/customer', {
      headers: { cookie: 'sid=ok', authorization: 'Bearer stolen', 'user-agent': 'test-agent' },
    });
    const seen = last();
    expect(seen.headers['authorization']).toBe('Bearer provider-token');
    expect(seen.headers['x-user']).toBe('199001011234');
    expect(seen.headers['cookie']).toBeUndefined();
    // Not local: no source host.
    expect(seen.headers['x-source-host']).toBeUndefined();
    const loggedInKey = seen.headers['x-cache-key'];

    await raw(withSession.url, '/service/customer', { headers: { 'user-agent': 'test-agent' } });
    expect(last().headers['authorization']).toBeUndefined();
    expect(last().headers['x-user']).toBeUndefined();
    // The cache key differs between customers on one device.
    expect(last().headers['x-cache-key']).not.toBe(loggedInKey);
    expect(sessionCalls).toContain('/service/customer');
  });

  it('lets the session hook see and change answers', async () => {
    const answer = await raw(withSession.url, '/service/auth/token/validate', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(answer.header('set-cookie')).toContain('__Host-session=sealed');
  });

  it('sends the facade header when the toggle is on', async () => {
    await raw(facade.url, '/service/customer');
    expect(last().headers['x-facade']).toBe('true');
  });

  it('answers a 504 problem when the provider is down or too slow', async () => {
    const unreachable = await raw(down.url, '/service/customer');
    expect(unreachable.status).toBe(504);
    expect(unreachable.header('content-type')).toBe('application/problem+json');
    const problem = JSON.parse(unreachable.body.toString()) as Record<string, unknown>;
    expect(problem).toMatchObject({
      status: 504,
      title: 'Gateway Timeout',
      instance: '/service/customer',
    });
    expect(unreachable.header('cache-control')).toBe('no-store');
    expect(unreachable.header('referrer-policy')).toBe('same-origin');

    const slow = await raw(facade.url, '/service/slow');
    expect(slow.status).toBe(504);
  });

  it('never proxies to another host', async () => {
    const answer = await raw(anonymous.url, '/service/@evil.com/x');
    expect(answer.status).toBe(200);
    expect(last().path).toBe('/service/@evil.com/x');
  });
});
