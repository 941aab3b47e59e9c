/**
 * The session against the real provider sandbox (in-process, in-memory PGlite, seeded): a
 * persona logs in through the e-mail link via the web server, reads her payments with nothing but
 * the cookie, and logs out; the token is then dead at the provider too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../sandbox/db/open.js';
import type { Database } from '../../sandbox/db/database.js';
import { seed } from '../../sandbox/seed/seed.js';
import { listen, type RunningSandbox } from '../../sandbox/server.js';
import { sessionConfig } from '../../runtime/server/config.js';
import { createCookieSession } from '../../runtime/server/cookie-session.js';
import { startWebServer, type RunningWebServer } from '../../runtime/server/listen.js';
import { randomKey, unseal } from '../../runtime/server/seal.js';
import { CookieJar, setCookiesOf } from './cookie-jar.js';
import { makeFakeBuild } from './fake-build.js';
import { raw, type RawAnswer } from './http.js';

const anna = { email: 'anna.lindqvist@example.se', civic: '19850715-2380' };
const key = randomKey();
const build = makeFakeBuild();
let db: Database;
let sandbox: RunningSandbox;
let web: RunningWebServer;
const answers: RawAnswer[] = [];

beforeAll(async () => {
  db = await openDatabase({ dataDir: null });
  await seed(db);
  sandbox = await listen(db, 0, true);
  web = await startWebServer({
    buildDir: build.dir,
    apiOrigin: sandbox.url,
    port: 0,
    local: true,
    session: createCookieSession({ key }),
  });
}, 60_000);

afterAll(async () => {
  await web?.close();
  await sandbox?.close();
  await db?.close();
  build.remove();
});

async function browser(
  path: string,
  jar: CookieJar,
  init: { method?: string; json?: unknown } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (jar.cookies.size > 0) headers['cookie'] = jar.header();
  if (init.method && init.method !== 'GET') {
    headers['origin'] = web.url;
    headers['sec-fetch-site'] = 'same-origin';
  }
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const answer = await raw(web.url, path, {
    method: init.method ?? 'GET',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  answers.push(answer);
  jar.take(answer);
  return answer;
}

const json = (answer: RawAnswer): Record<string, unknown> =>
  JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;

describe('a persona logs in through the web server', () => {
  it('e-mail link -> validate -> payments and customer info by cookie -> logout', async () => {
    const jar = new CookieJar();
    expect(json(await browser('/session', jar))).toEqual({ loggedIn: false });
    // Anonymous: the API wants a login.
    expect((await browser('/service/payment/api/payments', jar)).status).toBe(401);

    const sent = await browser('/service/auth/email/authenticate', jar, {
      method: 'POST',
      json: { email: anna.email, country: 'se' },
    });
    expect(sent.status).toBe(202);
    // The mail outbox is the sandbox's own (not proxied): read it there, as a mail client would.
    const outbox = (await (
      await fetch(`${sandbox.url}/sandbox/outbox?to=${encodeURIComponent(anna.email)}`)
    ).json()) as { messages: { link: string }[] };
    const link = outbox.messages[0]?.link ?? '';
    const loginToken = new URL(link, web.url).searchParams.get('validate');
    expect(loginToken).toBeTruthy();

    const validated = await browser(sessionConfig.validatePath, jar, {
      method: 'POST',
      json: { token: loginToken },
    });
    expect(validated.status).toBe(200);
    expect(json(validated)).toEqual({
      loggedIn: true,
      country: 'se',
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
    expect(setCookiesOf(validated).map((c) => c.name)).toEqual([
      '__Host-session',
      '__Host-logged-in',
    ]);
    const sealed = unseal(jar.get('__Host-session') ?? '', [key], '__Host-session');
    const token = (sealed?.value as { token: string; user: string }).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((sealed?.value as { user: string }).user).toBe(anna.civic);

    const payments = await browser('/service/payment/api/payments', jar);
    expect(payments.status).toBe(200);
    const overview = json(payments);
    expect(Array.isArray(overview['orders'])).toBe(true);
    expect((overview['orders'] as unknown[]).length).toBeGreaterThan(0);

    const info = await browser('/service/auth/customer-info', jar);
    expect(json(info)).toMatchObject({
      customerInfo: { civicNumber: anna.civic, country: 'se', firstName: 'Anna' },
    });
    expect(json(await browser('/session', jar))).toMatchObject({ loggedIn: true, country: 'se' });

    // The token works at the provider until logout...
    const direct = await fetch(`${sandbox.url}/service/payment/api/payments`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(direct.status).toBe(200);
    const stolen = jar.copy();

    const logout = await browser(sessionConfig.logoutPath, jar, { method: 'POST' });
    expect(logout.status).toBe(204);
    expect(logout.header(sessionConfig.endedHeader)).toBe('logout');
    expect(jar.cookies.size).toBe(0);
    expect(json(await browser('/session', jar))).toEqual({ loggedIn: false });

    // ...and not after: the provider revoked it, so a copy of the old cookie is worth nothing.
    const after = await fetch(`${sandbox.url}/service/payment/api/payments`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
    const replayed = await browser('/service/payment/api/payments', stolen);
    expect(replayed.status).toBe(401);
    // This server knows the cookie's session was logged out: the replay is told so.
    expect(replayed.header(sessionConfig.endedHeader)).toBe('logout');
    expect(stolen.cookies.size).toBe(0);

    for (const answer of answers) {
      const text = answer.body.toString('utf8') + JSON.stringify(answer.headers);
      expect(text).not.toContain(token);
    }
  });

  it('a login link opened on another site cannot log the visitor in (login CSRF)', async () => {
    const forged = await raw(web.url, sessionConfig.validatePath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ token: 'x'.repeat(43) }),
    });
    expect(forged.status).toBe(403);
  });
});
