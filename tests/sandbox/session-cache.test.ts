import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCache, revokeSession, useSession } from '../../sandbox/auth/sessions.js';
import { hashToken } from '../../sandbox/auth/tokens.js';
import { sandboxConfig } from '../../sandbox/config.js';
import type { Database, SqlValue } from '../../sandbox/db/database.js';
import {
  anna,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

/** The database with every statement it is sent written down (its own object: its own cache). */
function recorded(db: Database): { db: Database; statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    db: {
      ...db,
      query: <Row>(sql: string, params?: readonly SqlValue[]) => {
        statements.push(sql);
        return db.query<Row>(sql, params);
      },
      queryUncounted: <Row>(sql: string, params?: readonly SqlValue[]) => {
        statements.push(sql);
        return db.queryUncounted<Row>(sql, params);
      },
    },
  };
}

const lookups = (statements: readonly string[]) =>
  statements.filter((sql) => /from sessions s join customers/.test(sql)).length;
const touches = (statements: readonly string[]) =>
  statements.filter((sql) => /set last_used_at/.test(sql)).length;

describe('SessionCache', () => {
  const row = (id: number) => ({
    id: BigInt(id),
    customerId: 'c',
    civicNumber: '1',
    createdAt: 0,
    lastUsedAt: 0,
    revoked: false,
  });

  it('shares one read between lookups that miss together and keeps it while nothing changed', async () => {
    const cache = new SessionCache();
    let reads = 0;
    const read = () => {
      reads += 1;
      return Promise.resolve(row(1));
    };
    const [a, b] = await Promise.all([cache.row('h', 1, read), cache.row('h', 1, read)]);
    expect(a).toBe(b);
    expect(await cache.row('h', 1, read)).toBe(a);
    expect(reads).toBe(1);
    expect(await cache.row('h', 2, read)).not.toBe(a); // the database changed
    expect(reads).toBe(2);
  });

  it('is bounded (least recently used first) and keeps no unknown token or failure', async () => {
    const cache = new SessionCache(2);
    const read = (id: number) => () => Promise.resolve(row(id));
    const a = await cache.row('a', 1, read(1));
    await cache.row('b', 1, read(2));
    expect(await cache.row('a', 1, read(9))).toBe(a); // a is now the most recently used
    await cache.row('c', 1, read(3));
    expect(cache.size).toBe(2);
    expect((await cache.row('b', 1, read(4)))?.id).toBe(4n); // b went first
    const empty = new SessionCache();
    await empty.row('unknown', 1, () => Promise.resolve(null));
    await expect(empty.row('down', 1, () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(empty.size).toBe(0);
  });
});

describe('session lookups cached on the change counter (pglite)', () => {
  let store: TestDatabase;
  let api: TestApi;
  let db: Database;
  let statements: string[];
  const minutes = (n: number) => n * 60 * 1000;

  beforeAll(async () => {
    store = await openTestDatabase('pglite');
    ({ db, statements } = recorded(store.db));
    api = await testApi(db);
  });
  afterAll(() => store.drop());

  /** A fresh login, and the time its session was last used (created) per the database. */
  const session = async () => {
    const token = await login(api, anna.email);
    const { rows } = await store.db.query<{ id: bigint; last_used_at: Date }>(
      'select id, last_used_at from sessions where token_hash = $1',
      [hashToken(token)],
    );
    const found = rows[0];
    if (!found) throw new Error('no session');
    return { token, id: found.id, at: found.last_used_at.getTime() };
  };
  const customerInfo = (token: string) =>
    api.request('/service/auth/customer-info', { headers: { authorization: `Bearer ${token}` } });

  it('a repeated call with the same token does not query the database for its session', async () => {
    const { token, at } = await session();
    expect((await useSession(db, token, new Date(at + 1000))).ok).toBe(true);
    const before = statements.length;
    for (let i = 0; i < 5; i++) {
      expect((await useSession(db, token, new Date(at + 1000 + i))).ok).toBe(true);
    }
    expect(statements.length).toBe(before); // no statement at all
    // Through the app too: its calls look the session up once while nothing changes.
    expect((await customerInfo(token)).status).toBe(200);
    const lookupsBefore = lookups(statements);
    for (let i = 0; i < 3; i++) expect((await customerInfo(token)).status).toBe(200);
    expect(lookups(statements)).toBe(lookupsBefore);
  });

  it('a logout, a revokeSession and any update of the sessions table are seen by the next call', async () => {
    const loggedOut = await session();
    expect((await customerInfo(loggedOut.token)).status).toBe(200);
    expect((await customerInfo(loggedOut.token)).status).toBe(200); // served from the cache
    const logout = await api.request('/service/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${loggedOut.token}` },
    });
    expect(logout.status).toBe(204);
    expect((await customerInfo(loggedOut.token)).status).toBe(401);

    const revoked = await session();
    const now = new Date(revoked.at + 1000);
    expect((await useSession(db, revoked.token, now)).ok).toBe(true);
    await revokeSession(store.db, revoked.id, now);
    expect(await useSession(db, revoked.token, now)).toEqual({ ok: false, reason: 'revoked' });

    const updated = await session();
    expect((await useSession(db, updated.token, new Date(updated.at + 1000))).ok).toBe(true);
    await store.db.query('update sessions set revoked_at = created_at where id = $1', [updated.id]);
    expect(await useSession(db, updated.token, new Date(updated.at + 1000))).toEqual({
      ok: false,
      reason: 'revoked',
    });
  });

  it('expiry is checked against now on a cached lookup, and an expired session never comes back', async () => {
    const { token, at } = await session();
    expect((await useSession(db, token, new Date(at + 1000))).ok).toBe(true);
    const before = lookups(statements);
    const late = new Date(at + sandboxConfig.sessionInactivityMs + 1000);
    expect(await useSession(db, token, late)).toEqual({ ok: false, reason: 'expired' });
    expect(lookups(statements)).toBe(before); // decided on the kept row
    // Revoked in the database: an earlier clock does not revive it.
    expect(await useSession(db, token, new Date(at + 2000))).toEqual({
      ok: false,
      reason: 'revoked',
    });

    // Through the app with the sandbox clock, forwards then back.
    const other = await session();
    expect((await customerInfo(other.token)).status).toBe(200);
    await api.clock.advance(sandboxConfig.sessionInactivityMs + 1000);
    expect((await customerInfo(other.token)).status).toBe(401);
    await api.clock.reset();
    expect((await customerInfo(other.token)).status).toBe(401);

    // The absolute lifetime, on a session kept in use (each call within the inactivity limit).
    const busy = await session();
    const step = sandboxConfig.sessionInactivityMs - minutes(1);
    let t = busy.at;
    while (t + step - busy.at <= sandboxConfig.sessionAbsoluteMs) {
      t += step;
      expect((await useSession(db, busy.token, new Date(t))).ok).toBe(true);
    }
    expect(await useSession(db, busy.token, new Date(t + step))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('the touch still happens at most every touch interval, and moves no change counter', async () => {
    const { token, id, at } = await session();
    const interval = sandboxConfig.sessionTouchIntervalMs;
    expect((await useSession(db, token, new Date(at + interval - 1))).ok).toBe(true);
    const touchesBefore = touches(statements);
    const changes = store.db.changes();
    const touchedAt = at + interval + 5;
    expect((await useSession(db, token, new Date(touchedAt))).ok).toBe(true);
    expect(touches(statements)).toBe(touchesBefore + 1);
    // The touch drops no cached answer (read-cache.ts compares this counter).
    expect(store.db.changes()).toBe(changes);
    const { rows } = await store.db.query<{ last_used_at: Date }>(
      'select last_used_at from sessions where id = $1',
      [id],
    );
    expect(rows[0]?.last_used_at.getTime()).toBe(touchedAt);
    // Not again within the interval.
    expect((await useSession(db, token, new Date(touchedAt + interval - 1))).ok).toBe(true);
    expect(touches(statements)).toBe(touchesBefore + 1);
    // The kept row was touched too: inactivity runs from the touch, not from the login.
    const before = lookups(statements);
    const nearlyIdle = new Date(touchedAt + sandboxConfig.sessionInactivityMs - 1);
    expect((await useSession(db, token, nearlyIdle)).ok).toBe(true);
    expect(lookups(statements)).toBe(before);
    expect(touches(statements)).toBe(touchesBefore + 2);
  });
});
