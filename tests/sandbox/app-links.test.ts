import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../sandbox/http/app.js';
import { originFromSourceHost, parseAppOrigin } from '../../sandbox/http/links.js';
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
 * Links into the app (bank link, income verification, the pay page's way back, the e-ID
 * callback) go to the app's origin: APP_ORIGIN when configured (an X-Source-Host may name it and
 * nothing else), else a loopback X-Source-Host, else the sandbox's own address; links to the sandbox's own pages stay on the sandbox. No header can
 * send the browser to another site.
 */

const sandboxOrigin = 'http://sandbox.test';
const configuredOrigin = 'https://app.example';

/** X-Source-Host values that must never become the origin of a link. */
const hostile = [
  'evil.example',
  'evil.example:3000',
  'localhost',
  '127.0.0.1',
  'localhost.evil.example:3000',
  '127.0.0.1.nip.io:3000',
  'evil.example:443',
  'localhost:0',
  'localhost:99999',
  'localhost:3000/evil',
  'user@localhost:3000',
  'http://evil.example',
  '//evil.example',
  'localhost:3000 evil.example',
  '',
];

describe('app origin rules (sandbox/http/links.ts)', () => {
  it('takes loopback hosts with a port, and the configured host; nothing else', () => {
    expect(originFromSourceHost('127.0.0.1:3000', null)).toBe('http://127.0.0.1:3000');
    expect(originFromSourceHost('localhost:5173', null)).toBe('http://localhost:5173');
    expect(originFromSourceHost('LOCALHOST:3000', null)).toBe('http://localhost:3000');
    expect(originFromSourceHost('app.example', configuredOrigin)).toBe(configuredOrigin);
    expect(originFromSourceHost(null, configuredOrigin)).toBeNull();
    for (const host of hostile) {
      expect(originFromSourceHost(host, null), host).toBeNull();
      expect(originFromSourceHost(host, configuredOrigin), host).toBeNull();
    }
  });

  it('APP_ORIGIN must be a bare http(s) origin', () => {
    expect(parseAppOrigin(undefined)).toBeNull();
    expect(parseAppOrigin('')).toBeNull();
    expect(parseAppOrigin('https://app.example/')).toBe(configuredOrigin);
    expect(parseAppOrigin('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    for (const bad of [
      'javascript:alert(1)',
      'ftp://app.example',
      'https://app.example/path',
      'https://app.example/?q=1',
      'https://user:pass@app.example',
      'app.example',
    ]) {
      expect(() => parseAppOrigin(bad), bad).toThrow(/APP_ORIGIN/);
    }
  });
});

describe.each(engines)('links back into the app on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  /** The same sandbox with APP_ORIGIN configured. */
  let configured: Hono;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
    configured = createSandboxApp({
      db: t.db,
      clock: api.clock,
      validateAnswers: true,
      appOrigin: configuredOrigin,
      logError: (line) => api.errors.push(line),
    });
  });
  afterAll(async () => {
    expect(api.errors).toEqual([]);
    await t.drop();
  });

  async function tokenOf(id: string): Promise<string> {
    let token = tokens.get(id);
    if (!token) {
      const persona = personas.find((p) => p.id === id);
      const email = persona?.emails.find((e) => e.primary)?.value ?? '';
      token = await login(api, email, persona?.country);
      tokens.set(id, token);
    }
    return token;
  }

  /** A call as the web server makes it, through the sandbox with or without APP_ORIGIN. */
  async function call<T>(
    persona: string | null,
    path: string,
    options: { json?: unknown; sourceHost?: string; config?: boolean; method?: string } = {},
  ): Promise<{ status: number; headers: Headers; body: T }> {
    const headers = new Headers({ 'idempotency-key': randomUUID() });
    if (persona) headers.set('authorization', `Bearer ${await tokenOf(persona)}`);
    if (options.sourceHost !== undefined) headers.set('x-source-host', options.sourceHost);
    let body: string | undefined;
    if (options.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.json);
    }
    const init = { method: options.method ?? (body ? 'POST' : 'GET'), headers, body };
    const res = options.config
      ? await configured.request(`${sandboxOrigin}${path}`, init)
      : await api.request(path, init);
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : {}) as T };
  }

  /** startBankLink's linkUrl for Erik (no link yet), unlinked again afterwards. */
  async function bankLinkUrl(sourceHost?: string, config = false): Promise<URL> {
    const res = await call<{ linkUrl: string }>('se-erik', '/service/payment/bank-account/link', {
      json: { returnPath: '/se/app/profile#bank' },
      ...(sourceHost === undefined ? {} : { sourceHost }),
      config,
    });
    expect(res.status).toBe(201);
    const unlinked = await call('se-erik', '/service/payment/bank-account', { method: 'DELETE' });
    expect(unlinked.status).toBe(204);
    return new URL(res.body.linkUrl);
  }

  it('startBankLink: linkUrl at the app (APP_ORIGIN, else a loopback X-Source-Host, else the sandbox)', async () => {
    const local = await bankLinkUrl('127.0.0.1:3000');
    expect(local.origin).toBe('http://127.0.0.1:3000');
    expect(local.pathname).toBe('/se/app/profile');
    expect(local.hash).toBe('#bank');
    expect(local.searchParams.get('bankLink')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await bankLinkUrl('localhost:5173')).origin).toBe('http://localhost:5173');
    expect((await bankLinkUrl()).origin).toBe(sandboxOrigin);
    expect((await bankLinkUrl(undefined, true)).origin).toBe(configuredOrigin);
    expect((await bankLinkUrl('app.example', true)).origin).toBe(configuredOrigin);
    // A configured origin is the only one: a loopback header no longer picks a port.
    expect((await bankLinkUrl('localhost:3000', true)).origin).toBe(configuredOrigin);
  });

  it('startBankLink: no X-Source-Host sends the browser elsewhere (open redirect)', async () => {
    for (const host of hostile) {
      expect((await bankLinkUrl(host)).origin, host).toBe(sandboxOrigin);
      expect((await bankLinkUrl(host, true)).origin, host).toBe(configuredOrigin);
    }
  });

  it('startIncomeVerification: redirectUrl is the app callback, never another host', async () => {
    const start = (sourceHost?: string, config = false) =>
      call<{ reference: string; redirectUrl: string }>(
        'dk-freja',
        '/service/payment/income-verification',
        {
          json: {
            brand: 'kustkok',
            orderID: 'DK1001',
            returnPath: '/dk/income-verification-callback',
          },
          ...(sourceHost === undefined ? {} : { sourceHost }),
          config,
        },
      );
    const local = await start('localhost:3000');
    expect(local.status).toBe(201);
    const back = new URL(local.body.redirectUrl);
    expect(`${back.origin}${back.pathname}`).toBe(
      'http://localhost:3000/dk/income-verification-callback',
    );
    expect(back.searchParams.get('reference')).toBe(local.body.reference);
    expect(new URL((await start()).body.redirectUrl).origin).toBe(sandboxOrigin);
    expect(new URL((await start(undefined, true)).body.redirectUrl).origin).toBe(configuredOrigin);
    for (const host of hostile) {
      expect(new URL((await start(host)).body.redirectUrl).origin, host).toBe(sandboxOrigin);
      expect(new URL((await start(host, true)).body.redirectUrl).origin, host).toBe(
        configuredOrigin,
      );
    }
  });

  it('payment sessions: the page is the sandbox’s, its way back is the app’s', async () => {
    const returnPath = '/se/app/purchases/nordpay/SE2001#flow=pay';
    const start = (sourceHost?: string) =>
      call<{ reference: string; redirectUrl: string }>(
        'se-erik',
        '/service/payment/payments/adyen/card',
        {
          json: {
            target: { kind: 'order', brand: 'nordpay', id: 'SE2001' },
            amount: 96,
            returnPath,
          },
          ...(sourceHost === undefined ? {} : { sourceHost }),
        },
      );
    /** Declines the session on its page, then reads the page's way back. */
    const backLink = async (reference: string) => {
      const declined = await api.request(`/sandbox/pay/${reference}/decline`, {
        method: 'POST',
        json: {},
      });
      expect(declined.status).toBe(200);
      const html = await (await api.request(`/sandbox/pay/${reference}`)).text();
      return /<a class="back" href="([^"]*)">/.exec(html)?.[1];
    };
    /** The return path with the session's reference, which the app could not know when starting. */
    const withRef = (path: string, reference: string) => path.replace('#', `?ref=${reference}#`);

    const local = await start('127.0.0.1:3000');
    expect(local.status).toBe(201);
    // The browser opens the pay page at the sandbox: the web server does not proxy /sandbox.
    expect(local.body.redirectUrl).toBe(`${sandboxOrigin}/sandbox/pay/${local.body.reference}`);
    expect(await backLink(local.body.reference)).toBe(
      `http://127.0.0.1:3000${withRef(returnPath, local.body.reference)}`,
    );

    const evil = await start('evil.example:3000');
    expect(evil.body.redirectUrl).toBe(`${sandboxOrigin}/sandbox/pay/${evil.body.reference}`);
    expect(await backLink(evil.body.reference)).toBe(
      `${sandboxOrigin}${withRef(returnPath, evil.body.reference)}`,
    );

    // A stored path that is not local (it cannot pass the contract) goes to the app's root.
    const tampered = await start('localhost:3000');
    await t.db.query(
      `update payment_sessions set return_path = '//evil.example' where reference = $1`,
      [tampered.body.reference],
    );
    expect(await backLink(tampered.body.reference)).toBe(
      `http://localhost:3000/?ref=${tampered.body.reference}`,
    );
    // A session stored before origins were kept goes back to the bare path.
    const old = await start('localhost:3000');
    await t.db.query(`update payment_sessions set app_origin = null where reference = $1`, [
      old.body.reference,
    ]);
    expect(await backLink(old.body.reference)).toBe(withRef(returnPath, old.body.reference));
  });

  it('e-ID: the broker page sends the browser to the app’s callback, which stays on the app', async () => {
    /** The app starts a login, the person approves at the broker page: the broker's 303. */
    const approve = async (app: Hono | null) => {
      const request = (path: string, init?: RequestInit) =>
        app ? app.request(`${sandboxOrigin}${path}`, init) : api.request(path, init);
      const started = await request('/oidc/signicat/authorize?country=dk');
      expect(started.status).toBe(302);
      const broker = new URL(started.headers.get('location') ?? '');
      expect(broker.origin).toBe(sandboxOrigin);
      const fields = {
        state: broker.searchParams.get('state') ?? '',
        nonce: broker.searchParams.get('nonce') ?? '',
        civicNumber: '020390-1234',
        decision: 'approve',
      };
      return request(`/sandbox/eid/dk`, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    };
    const withConfig = await approve(configured);
    expect(withConfig.status).toBe(303);
    const callback = new URL(withConfig.headers.get('location') ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(
      `${configuredOrigin}/oidc/signicat/redirect`,
    );
    // Without APP_ORIGIN or X-Source-Host: the callback on the sandbox's own address.
    const bare = new URL((await approve(null)).headers.get('location') ?? '');
    expect(`${bare.origin}${bare.pathname}`).toBe(`${sandboxOrigin}/oidc/signicat/redirect`);

    // The callback, called through the web server (X-Source-Host): the login page at the app.
    const viaProxy = await call('dk-freja', `${callback.pathname}${callback.search}`, {
      sourceHost: '127.0.0.1:3000',
    });
    expect(viaProxy.status).toBe(302);
    expect(viaProxy.headers.get('location')).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/dk\/login\?validate=[A-Za-z0-9_-]{43}$/,
    );
    // A hostile X-Source-Host leaves it a path (read against the address the browser called).
    const again = new URL((await approve(configured)).headers.get('location') ?? '');
    const hostileCall = await call(null, `${again.pathname}${again.search}`, {
      sourceHost: 'evil.example:3000',
    });
    expect(hostileCall.headers.get('location')).toMatch(/^\/dk\/login\?validate=/);
  });
});
