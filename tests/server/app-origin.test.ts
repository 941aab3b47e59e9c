/**
 * The app's public origin is configuration (issue 18): the links the provider's pages send the
 * browser back into the app by (the e-ID callback, the pay page's way back, bank link, income
 * verification) name the configured origin, or the address the server listens on, whatever Host
 * a request names. Against the real sandbox, through the web server's proxy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../sandbox/db/open.js';
import type { Database } from '../../sandbox/db/database.js';
import { seed } from '../../sandbox/seed/seed.js';
import { listen, type RunningSandbox } from '../../sandbox/server.js';
import { createCookieSession } from '../../runtime/server/cookie-session.js';
import { startWebServer, type RunningWebServer } from '../../runtime/server/listen.js';
import { randomKey } from '../../runtime/server/seal.js';
import { CookieJar } from './cookie-jar.js';
import { approveAtBroker } from './eid-broker.js';
import { makeFakeBuild } from './fake-build.js';
import { raw } from './http.js';

const freja = '020390-1234';
const configured = 'https://app.example';
const build = makeFakeBuild();
let db: Database;
/** Knows no origin of its own: takes the web server's X-Source-Host when it is loopback. */
let open: RunningSandbox;
/** Configured with APP_ORIGIN, as `npm start` runs it. */
let strict: RunningSandbox;
let listening: RunningWebServer;
let behindProxy: RunningWebServer;

beforeAll(async () => {
  db = await openDatabase({ dataDir: null });
  await seed(db);
  open = await listen(db, 0, true);
  strict = await listen(db, 0, true, true, configured);
  const common = { buildDir: build.dir, port: 0, local: true };
  listening = await startWebServer({
    ...common,
    apiOrigin: open.url,
    session: createCookieSession({ key: randomKey() }),
  });
  behindProxy = await startWebServer({
    ...common,
    apiOrigin: strict.url,
    appOrigin: configured,
    session: createCookieSession({ key: randomKey() }),
  });
}, 60_000);

afterAll(async () => {
  await listening?.close();
  await behindProxy?.close();
  await open?.close();
  await strict?.close();
  await db?.close();
  build.remove();
});

/** Starts an e-ID login with a forged Host and approves it: the broker's callback URL. */
async function callbackOrigin(web: RunningWebServer, sandbox: RunningSandbox): Promise<string> {
  const jar = new CookieJar();
  const started = await raw(web.url, '/oidc/criipto/authorize?country=dk', {
    headers: { host: 'localhost:9999' },
  });
  jar.take(started);
  expect(started.status).toBe(302);
  const callback = await approveAtBroker(sandbox.url, started.header('location') ?? '', freja);
  return callback.origin;
}

describe('the app origin of the links back into the app', () => {
  it('a request with Host: localhost:9999 gets links to the address the server listens on', async () => {
    expect(await callbackOrigin(listening, open)).toBe(new URL(listening.url).origin);
  });

  it('a request with Host: localhost:9999 gets links to the configured origin', async () => {
    expect(await callbackOrigin(behindProxy, strict)).toBe(configured);
  });

  it('a configured sandbox takes no other X-Source-Host, not even a loopback one', async () => {
    const answer = await fetch(`${strict.url}/oidc/criipto/authorize?country=dk`, {
      redirect: 'manual',
      headers: { 'x-source-host': 'localhost:9999' },
    });
    const broker = new URL(answer.headers.get('location') ?? '');
    expect(broker.searchParams.get('redirect_uri') ?? '').not.toContain('9999');
  });
});
