import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createClock, type SandboxClock } from '../../sandbox/clock.js';
import type { Database } from '../../sandbox/db/database.js';
import { openDatabase } from '../../sandbox/db/open.js';
import { createSandboxApp } from '../../sandbox/http/app.js';
import type { HandlerTable } from '../../sandbox/http/handler.js';
import { seed } from '../../sandbox/seed/seed.js';

/**
 * The engines the suite runs on: PGlite always, and a real PostgreSQL server when
 * TEST_DATABASE_URL is set. Each test file gets its own database (a fresh in-memory PGlite, or a
 * new database on the server), so files can run in parallel.
 */
export const engines: readonly ('pglite' | 'postgres')[] = process.env['TEST_DATABASE_URL']
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  readonly db: Database;
  readonly url: string | undefined;
  drop(): Promise<void>;
}

export async function openTestDatabase(engine: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const db = await openDatabase({ dataDir: null });
    return { db, url: undefined, drop: () => db.close() };
  }
  const adminUrl = process.env['TEST_DATABASE_URL'] ?? '';
  const name = `sandbox_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export interface TestApi {
  readonly db: Database;
  readonly clock: SandboxClock;
  readonly errors: string[];
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
}

/**
 * The app in-process (no socket), seeded, with its error log captured. `fromNoon`: seeded from
 * noon (UTC) of today, with the sandbox clock set there, for a test that moves the clock by whole
 * days: the seed's days count from the day it ran, and a run that met a real midnight between the
 * seed and a check found its due dates a day nearer.
 */
export async function testApi(
  db: Database,
  handlers: HandlerTable = {},
  options: { readonly fromNoon?: boolean } = {},
): Promise<TestApi> {
  const clock = createClock(db);
  if (options.fromNoon) {
    const noon = new Date();
    noon.setUTCHours(12, 0, 0, 0);
    await seed(db, noon);
    await clock.set(noon);
  } else {
    await seed(db);
  }
  const errors: string[] = [];
  const app = createSandboxApp({
    db,
    clock,
    validateAnswers: true,
    handlers,
    logError: (line) => errors.push(line),
  });
  return {
    db,
    clock,
    errors,
    async request(path, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      let body = rest.body;
      if (json !== undefined) {
        body = JSON.stringify(json);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
      return app.request(`http://sandbox.test${path}`, { ...rest, headers, body });
    },
  };
}

/** Logs a persona in the way the app does: e-mail link, outbox, validateToken. */
export async function login(api: TestApi, email: string, country = 'se'): Promise<string> {
  const sent = await api.request('/service/auth/email/authenticate', {
    method: 'POST',
    json: { email, country },
  });
  if (sent.status !== 202) throw new Error(`sendEmailLink answered ${sent.status}`);
  const outbox = (await (
    await api.request(`/sandbox/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as { messages: { link: string }[] };
  const link = outbox.messages[0]?.link ?? '';
  const token = new URL(link, 'http://x').searchParams.get('validate') ?? '';
  const validated = await api.request('/service/auth/token/validate', {
    method: 'POST',
    json: { token },
  });
  if (validated.status !== 200) throw new Error(`validateToken answered ${validated.status}`);
  return ((await validated.json()) as { token: string }).token;
}

export const anna = { email: 'anna.lindqvist@example.se', civic: '19850715-2380' };

/**
 * Proves again who the customer is before a move to konto, the way the Swedish step does: a
 * one-time code for the purchase (twoFactor, purpose payment), read from the outbox and verified.
 */
export async function identifyByCode(
  api: TestApi,
  token: string,
  email: string,
  purchase: { brand: string; orderID: string },
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const authorized = await api.request('/service/auth/twofactor/authorize', {
    method: 'POST',
    headers,
    json: { purpose: 'payment', ...purchase },
  });
  if (authorized.status !== 202)
    throw new Error(`authorizeTwoFactor answered ${authorized.status}`);
  const { challengeId } = (await authorized.json()) as { challengeId: string };
  const { messages } = (await (
    await api.request(`/sandbox/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as { messages: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
  const verified = await api.request('/service/auth/twofactor/verify', {
    method: 'POST',
    headers,
    json: { challengeId, code },
  });
  if (verified.status !== 204) throw new Error(`verifyTwoFactor answered ${verified.status}`);
}
