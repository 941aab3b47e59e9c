import { sandboxConfig } from '../config.js';
import type { Queryable } from '../db/database.js';
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

/**
 * Finds the live session of a bearer token and touches it (inactivity runs from the last call).
 * Expired sessions are revoked on the spot so they can never come back, even if the sandbox
 * clock is moved backwards afterwards.
 */
export async function useSession(db: Queryable, token: string, now: Date): Promise<SessionLookup> {
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
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at) return { ok: false, reason: 'revoked' };
  const idle = now.getTime() - row.last_used_at.getTime();
  const age = now.getTime() - row.created_at.getTime();
  if (idle > sandboxConfig.sessionInactivityMs || age > sandboxConfig.sessionAbsoluteMs) {
    await db.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [
      row.id,
      now,
    ]);
    return { ok: false, reason: 'expired' };
  }
  // Touched at most every few seconds: a write per call would cost more than the call itself,
  // and inactivity is measured in minutes. greatest(): parallel calls never move it backwards.
  if (idle >= sandboxConfig.sessionTouchIntervalMs) {
    await db.query('update sessions set last_used_at = greatest(last_used_at, $2) where id = $1', [
      row.id,
      now,
    ]);
  }
  return {
    ok: true,
    session: { id: row.id, customerId: row.customer_id, civicNumber: row.civic_number },
  };
}

export async function revokeSession(db: Queryable, sessionId: bigint, now: Date): Promise<void> {
  await db.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [
    sessionId,
    now,
  ]);
}
