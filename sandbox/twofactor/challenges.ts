import { randomInt, randomUUID } from 'node:crypto';
import { hashToken } from '../auth/tokens.js';
import type { Queryable } from '../db/database.js';

/** The contract: a code is valid for 5 minutes and 5 wrong codes spend the challenge. */
export const twoFactorCodeLifetimeMs = 5 * 60 * 1000;
export const twoFactorMaxAttempts = 5;

export type TwoFactorPurpose = 'payment' | 'bankAccount' | 'email';

/** `anna.lindqvist@example.se` -> `a***@example.se`. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

/** A 6-digit code, leading zeros kept, from the CSPRNG. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export interface IssuedChallenge {
  readonly challengeId: string;
  readonly channel: 'email';
  readonly maskedDestination: string;
  readonly expiresAt: Date;
}

/**
 * Spends the customer's open challenges and issues a new one, delivered by e-mail to the
 * primary address through the sandbox outbox (the customers have no phone numbers on file).
 * Answers null when the customer has no e-mail address to send to.
 */
export async function issueChallenge(
  db: Queryable,
  customerId: string,
  request: { purpose: TwoFactorPurpose; brand?: string | undefined; orderID?: string | undefined },
  now: Date,
  code: string = newCode(),
): Promise<IssuedChallenge | null> {
  const { rows } = await db.query<{ email: string }>(
    `select email from customer_emails where customer_id = $1
      order by is_primary desc, created_at, email limit 1`,
    [customerId],
  );
  const email = rows[0]?.email;
  if (email === undefined) return null;
  await db.query(
    `update twofactor_challenges set status = 'spent', ended_at = $2
      where customer_id = $1 and status = 'open'`,
    [customerId, now],
  );
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + twoFactorCodeLifetimeMs);
  await db.query(
    `insert into twofactor_challenges (id, customer_id, purpose, brand, order_id, channel,
       destination, code_hash, status, created_at, expires_at)
     values ($1, $2, $3, $4, $5, 'email', $6, $7, 'open', $8, $9)`,
    [
      id,
      customerId,
      request.purpose,
      request.brand ?? null,
      request.orderID ?? null,
      email,
      hashToken(code),
      now,
      expiresAt,
    ],
  );
  await db.query(
    `insert into mail_outbox (to_address, subject, body, link, created_at)
     values ($1, $2, $3, null, $4)`,
    [
      email,
      'Your verification code',
      `Your verification code is ${code}. It is valid for 5 minutes. Never share it.\n`,
      now,
    ],
  );
  return { challengeId: id, channel: 'email', maskedDestination: maskEmail(email), expiresAt };
}

export type VerifyOutcome =
  | { readonly kind: 'verified' }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'spent'; readonly reason: 'used' | 'expired' | 'attempts' }
  | { readonly kind: 'wrongCode'; readonly attemptsLeft: number };

/**
 * Checks a code. Every step is one conditional UPDATE, so parallel attempts cannot verify one
 * challenge twice or get more than the allowed wrong tries.
 */
export async function verifyChallenge(
  db: Queryable,
  customerId: string,
  challengeId: string,
  code: string,
  now: Date,
): Promise<VerifyOutcome> {
  const { rows } = await db.query<{ status: string; attempts: number; expires_at: Date }>(
    'select status, attempts, expires_at from twofactor_challenges where id = $1 and customer_id = $2',
    [challengeId, customerId],
  );
  const row = rows[0];
  if (!row) return { kind: 'notFound' };
  if (row.status === 'verified') return { kind: 'spent', reason: 'used' };
  if (row.status === 'spent') {
    return { kind: 'spent', reason: row.attempts >= twoFactorMaxAttempts ? 'attempts' : 'used' };
  }
  if (row.expires_at.getTime() <= now.getTime()) {
    await db.query(
      `update twofactor_challenges set status = 'spent', ended_at = $2
        where id = $1 and status = 'open'`,
      [challengeId, now],
    );
    return { kind: 'spent', reason: 'expired' };
  }
  const verified = await db.query(
    `update twofactor_challenges set status = 'verified', ended_at = $3
      where id = $1 and status = 'open' and code_hash = $2 and expires_at > $3`,
    [challengeId, hashToken(code), now],
  );
  if (verified.rowCount > 0) return { kind: 'verified' };
  const wrong = await db.query<{ attempts: number }>(
    `update twofactor_challenges
        set attempts = attempts + 1,
            status = case when attempts + 1 >= $2 then 'spent' else status end,
            ended_at = case when attempts + 1 >= $2 then $3 else ended_at end
      where id = $1 and status = 'open'
      returning attempts`,
    [challengeId, twoFactorMaxAttempts, now],
  );
  const attempts = wrong.rows[0]?.attempts;
  // Lost a race with a parallel attempt that verified or spent it.
  if (attempts === undefined) return { kind: 'spent', reason: 'used' };
  return { kind: 'wrongCode', attemptsLeft: twoFactorMaxAttempts - attempts };
}
