/**
 * An e-ID login is bound to the browser that started it (runtime/server/oidc-binding.ts), against
 * the real provider sandbox: the start's redirect sets an HttpOnly `__Host-` cookie for its state;
 * the broker's callback reaches the provider only with that cookie, so a finished callback address
 * opened in another browser logs nobody in (login CSRF), and the attempt is used once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../sandbox/db/open.js';
import type { Database } from '../../sandbox/db/database.js';
import { seed } from '../../sandbox/seed/seed.js';
import { listen, type RunningSandbox } from '../../sandbox/server.js';
import { createCookieSession } from '../../runtime/server/cookie-session.js';
import { startWebServer, type RunningWebServer } from '../../runtime/server/listen.js';
import { attemptCookie } from '../../runtime/server/oidc-binding.js';
import { randomKey } from '../../runtime/server/seal.js';
import { CookieJar, setCookiesOf } from './cookie-jar.js';
import { approveAtBroker } from './eid-broker.js';
import { makeFakeBuild } from './fake-build.js';
import { raw, type RawAnswer } from './http.js';

const freja = '020390-1234';
const build = makeFakeBuild();
let db: Database;
let sandbox: RunningSandbox;
let web: RunningWebServer;

beforeAll(async () => {
  db = await openDatabase({ dataDir: null });
  await seed(db);
  sandbox = await listen(db, 0, true);
  web = await startWebServer({
    buildDir: build.dir,
    apiOrigin: sandbox.url,
    port: 0,
    local: true,
    session: createCookieSession({ key: randomKey() }),
  });
}, 60_000);

afterAll(async () => {
  await web?.close();
  await sandbox?.close();
  await db?.close();
  build.remove();
});

async function browser(path: string, jar: CookieJar): Promise<RawAnswer> {
  const headers: Record<string, string> = {};
  if (jar.cookies.size > 0) headers['cookie'] = jar.header();
  const answer = await raw(web.url, path, { headers });
  jar.take(answer);
  return answer;
}

/** Starts a login in `jar`'s browser and approves it at the broker: the callback's path. */
async function finishedAtBroker(jar: CookieJar): Promise<string> {
  const started = await browser('/oidc/criipto/authorize?country=dk', jar);
  expect(started.status).toBe(302);
  const broker = new URL(started.header('location') ?? '');
  expect(broker.origin).toBe(new URL(sandbox.url).origin);
  const callback = await approveAtBroker(sandbox.url, broker.href, freja);
  // The registered callback is the app's (X-Source-Host of the local web server).
  expect(callback.origin).toBe(new URL(web.url).origin);
  return `${callback.pathname}${callback.search}`;
}

describe('the e-ID login is bound to the browser that started it', () => {
  it('the start sets an HttpOnly __Host- cookie for its state, never readable by the page', async () => {
    const jar = new CookieJar();
    const started = await browser('/oidc/signicat/authorize?country=no', jar);
    expect(started.status).toBe(302);
    const cookie = setCookiesOf(started).find((c) => c.name === attemptCookie);
    expect(cookie?.value).toMatch(/^[0-9a-f]{64}$/);
    // A hash of the state, not the state itself.
    const state = new URL(started.header('location') ?? '').searchParams.get('state') ?? '';
    expect(cookie?.value).not.toContain(state);
    // Exactly these: as long as the provider keeps the attempt (10 minutes), no Domain.
    expect(Object.fromEntries(cookie?.attributes ?? [])).toEqual({
      httponly: '',
      secure: '',
      samesite: 'Lax',
      path: '/',
      'max-age': '600',
    });
  });

  it('a finished callback opened in another browser is refused and logs nobody in', async () => {
    const owner = new CookieJar();
    const callback = await finishedAtBroker(owner);
    const stranger = new CookieJar();
    const refused = await browser(callback, stranger);
    expect(refused.status).toBe(400);
    expect(refused.header('location')).toBeUndefined();
    expect(refused.header('content-type')).toContain('application/problem+json');
    // The provider never saw it: the owner's browser still completes the login, once.
    const back = await browser(callback, owner);
    expect(back.status).toBe(302);
    expect(back.header('location')).toMatch(/\/dk\/login\?validate=[A-Za-z0-9_-]{43}$/);
    expect(owner.cookies.has(attemptCookie), 'cleared once used').toBe(false);
    expect((await browser(callback, owner)).status).toBe(400);
  });

  it('the cookie of another attempt does not open this one', async () => {
    const jar = new CookieJar();
    const first = await finishedAtBroker(jar);
    // A second start in the same browser binds it to the newer attempt only.
    await browser('/oidc/criipto/authorize?country=dk', jar);
    expect((await browser(first, jar)).status).toBe(400);
  });

  it('a malformed Cookie header is refused like a missing cookie, never with a 500', async () => {
    const owner = new CookieJar();
    const callback = await finishedAtBroker(owner);
    const bound = owner.get(attemptCookie) ?? '';
    for (const cookie of [
      ';;;',
      `${attemptCookie}`,
      `${attemptCookie}=`,
      `${attemptCookie}=%ZZ`,
      `${attemptCookie}="${bound}`,
      `${attemptCookie}=${bound}x`,
      `${attemptCookie}=${bound.slice(1)}`,
    ]) {
      const refused = await raw(web.url, callback, { headers: { cookie } });
      expect(refused.status, cookie).toBe(400);
      expect(refused.header('content-type'), cookie).toContain('application/problem+json');
      const cleared = setCookiesOf(refused).find((c) => c.name === attemptCookie);
      expect(cleared?.attributes.get('max-age'), cookie).toBe('0');
    }
    // The owner's cookie among malformed ones still opens it.
    const back = await raw(web.url, callback, {
      headers: { cookie: `;; =x; ${attemptCookie}=${bound} ; other` },
    });
    expect(back.status).toBe(302);
  });

  it('a callback without a state, or a made-up one, is refused before the provider', async () => {
    const jar = new CookieJar();
    await browser('/oidc/criipto/authorize?country=fi', jar);
    expect((await browser('/oidc/signicat/redirect?code=x', jar)).status).toBe(400);
    expect((await browser('/oidc/signicat/redirect?state=made-up&code=x', jar)).status).toBe(400);
  });
});
