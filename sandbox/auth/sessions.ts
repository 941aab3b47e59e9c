import { sandboxConfig } from '../config.js';
import type { Database, Queryable } from '../db/database.js';
import { hashToken, newToken } from './tokens.js';

export interface Session {
  readonly id: bigint;
  readonly customerId: string;
  readonly civicNumber: string;
}

export type SessionLookup =
  | { readonly ok: true; readonly session: Session }
  | { readonly ok: false; readonly reason: 'unknown' | 'expired' | 'revoked' };

/** Opens a session for the customer and answers its bearer token (the only copy). */
export async function createSession(db: Queryable, customerId: string, now: Date): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into sessions (token_hash, customer_id, created_at, last_used_at)
     values ($1, $2, $3, $3)`,
    [hashToken(token), customerId, now],
  );
  return token;
}

/** A session's row as the rules of useSession need it. */
interface SessionRow {
  readonly id: bigint;
  readonly customerId: string;
  readonly civicNumber: string;
  readonly createdAt: number;
  /** Kept equal to the database's by useSession's touch (greatest(), as the UPDATE does). */
  lastUsedAt: number;
  /** revoked_at is set, or useSession is setting it (expired; marked before the UPDATE). */
  revoked: boolean;
}

async function findSession(db: Queryable, tokenHash: string): Promise<SessionRow | null> {
  const { rows } = await db.query<{
    id: bigint;
    customer_id: string;
    civic_number: string;
    created_at: Date;
    last_used_at: Date;
    revoked_at: Date | null;
  }>(
    `select s.id, s.customer_id, c.civic_number, s.created_at, s.last_used_at, s.revoked_at
       from sessions s join customers c on c.id = s.customer_id
      where s.token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    customerId: row.customer_id,
    civicNumber: row.civic_number,
    createdAt: row.created_at.getTime(),
    lastUsedAt: row.last_used_at.getTime(),
    revoked: row.revoked_at !== null,
  };
}

/**
 * The session rows of recent bearer tokens, by token hash (never the token itself), so a
 * logged-in call does not query the database for its session while nothing changed. As in
 * http/read-cache.ts, a row is valid while the database's change counter stands where it stood
 * before the row was read: a logout, a revocation, an admin action, a moved clock (any write
 * that touches a row) moves it, and the next call reads the row again. The one write that does
 * not move it is useSession's touch of last_used_at (Database.queryUncounted): no cached answer
 * reads that column, and useSession updates the kept row as it writes, so it stays what the
 * database holds. The rules (expiry against `now`, the touch) run on every call. Lookups that
 * miss together share one query; the least recently used token goes first when full.
 */
export class SessionCache {
  readonly #entries = new Map<
    string,
    { readonly changes: number; readonly row: Promise<SessionRow | null> }
  >();

  constructor(private readonly maxEntries = 1000) {}

  /** The kept row of a token hash at this change count, else `read`'s (kept if there is one). */
  row(
    tokenHash: string,
    changes: number,
    read: () => Promise<SessionRow | null>,
  ): Promise<SessionRow | null> {
    const kept = this.#entries.get(tokenHash);
    if (kept) {
      this.#entries.delete(tokenHash);
      if (kept.changes === changes) {
        this.#entries.set(tokenHash, kept); // now the most recently used
        return kept.row;
      }
    }
    if (this.#entries.size >= this.maxEntries) {
      // Least recently used first: a Map iterates in insertion order.
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    const entry = { changes, row: read() };
    this.#entries.set(tokenHash, entry);
    // Unknown tokens are not kept (made-up tokens would only push real ones out), nor failures.
    const drop = () => {
      if (this.#entries.get(tokenHash) === entry) this.#entries.delete(tokenHash);
    };
    entry.row.then((row) => {
      if (!row) drop();
    }, drop);
    return entry.row;
  }

  forget(tokenHash: string): void {
    this.#entries.delete(tokenHash);
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** One cache per database, shared by every caller, since the touch is written through it. */
const sessionCaches = new WeakMap<Database, SessionCache>();

/**
 * The database and its change count where a session may be kept: null on PostgreSQL (nothing may
 * be cached there, see Database.changes) and in an open transaction.
 */
function cachingDatabase(db: Queryable): { db: Database; changes: number } | null {
  const candidate = db as Partial<Database>;
  if (typeof candidate.changes !== 'function' || typeof candidate.queryUncounted !== 'function')
    return null;
  const changes = candidate.changes();
  return changes === null ? null : { db: db as Database, changes };
}

function sessionCacheOf(db: Database): SessionCache {
  let cache = sessionCaches.get(db);
  if (!cache) {
    cache = new SessionCache();
    sessionCaches.set(db, cache);
  }
  return cache;
}

/**
 * Finds the live session of a bearer token and touches it (inactivity runs from the last call).
 * Expired sessions are revoked on the spot so they can never come back, even if the sandbox
 * clock is moved backwards afterwards. The row comes from the database's SessionCache while the
 * database is unchanged; the rules are checked against `now` on every call.
 */
export async function useSession(db: Queryable, token: string, now: Date): Promise<SessionLookup> {
  const tokenHash = hashToken(token);
  const caching = cachingDatabase(db);
  const cache = caching ? sessionCacheOf(caching.db) : null;
  const row = await (cache && caching
    ? cache.row(tokenHash, caching.changes, () => findSession(db, tokenHash))
    : findSession(db, tokenHash));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked) return { ok: false, reason: 'revoked' };
  const idle = now.getTime() - row.lastUsedAt;
  const age = now.getTime() - row.createdAt;
  try {
    if (idle > sandboxConfig.sessionInactivityMs || age > sandboxConfig.sessionAbsoluteMs) {
      // Marked first, so a call sharing the kept row does not revoke it a second time; the
      // UPDATE moves the change counter, after which the row is read again (revoked_at set).
      row.revoked = true;
      await db.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [
        row.id,
        now,
      ]);
      return { ok: false, reason: 'expired' };
    }
    // Touched at most every few seconds: a write per call would cost more than the call itself,
    // and inactivity is measured in minutes. greatest(): parallel calls never move it backwards.
    // Through the cache it does not move the change counter: a touch would otherwise drop every
    // cached answer of every customer (http/read-cache.ts) several times a minute.
    if (idle >= sandboxConfig.sessionTouchIntervalMs) {
      row.lastUsedAt = Math.max(row.lastUsedAt, now.getTime()); // first, as for `revoked`
      const touch = 'update sessions set last_used_at = greatest(last_used_at, $2) where id = $1';
      await (caching
        ? caching.db.queryUncounted(touch, [row.id, now])
        : db.query(touch, [row.id, now]));
    }
  } catch (error) {
    // The kept row may now say more than the database does: read it again next time.
    cache?.forget(tokenHash);
    throw error;
  }
  return {
    ok: true,
    session: { id: row.id, customerId: row.customerId, civicNumber: row.civicNumber },
  };
}

export async function revokeSession(db: Queryable, sessionId: bigint, now: Date): Promise<void> {
  await db.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [
    sessionId,
    now,
  ]);
}
