import { sandboxConfig } from '../config.js';
import type { Queryable } from '../db/database.js';
import { hashToken, newToken } from './tokens.js';

/** A one-time login token (the e-mail link's `validate` value); answers the token itself. */
export async function createLoginToken(
  db: Queryable,
  customerId: string,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into login_tokens (token_hash, customer_id, created_at, expires_at)
     values ($1, $2, $3, $4)`,
    [
      hashToken(token),
      customerId,
      now,
      new Date(now.getTime() + sandboxConfig.loginTokenLifetimeMs),
    ],
  );
  return token;
}

/**
 * Uses a one-time token up and answers its customer, or null when it is unknown, used or
 * expired. One conditional UPDATE, so two parallel exchanges of one token cannot both succeed.
 */
export async function consumeLoginToken(
  db: Queryable,
  token: string,
  now: Date,
): Promise<string | null> {
  const { rows } = await db.query<{ customer_id: string }>(
    `update login_tokens set used_at = $2
      where token_hash = $1 and used_at is null and expires_at > $2
      returning customer_id`,
    [hashToken(token), now],
  );
  return rows[0]?.customer_id ?? null;
}
