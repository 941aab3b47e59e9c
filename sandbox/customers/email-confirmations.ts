/**
 * Adding an e-mail address (issue 18): the address becomes the customer's only when the link
 * mailed to it is opened, so that adding answers the same whether the address is free or another
 * customer's and reveals no other customer. The mail goes to the address either way; opening the
 * link adds it if it is still nobody's (one address belongs to one customer: e-mail login finds
 * the customer by it).
 */
import { sandboxConfig } from '../config.js';
import type { Queryable } from '../db/database.js';
import { hashToken, newToken } from '../auth/tokens.js';

/** Where the sandbox's confirmation page is, below its own origin. */
export const confirmEmailPath = '/sandbox/emails/confirm';

/** Mails a confirmation link for `email` to it; `sandbox` is the sandbox's own origin. */
export async function requestEmailConfirmation(
  db: Queryable,
  customerId: string,
  email: string,
  now: Date,
  sandbox: string,
): Promise<void> {
  const token = newToken();
  await db.query(
    `insert into email_confirmations (token_hash, customer_id, email, created_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [
      hashToken(token),
      customerId,
      email,
      now,
      new Date(now.getTime() + sandboxConfig.emailConfirmationLifetimeMs),
    ],
  );
  const link = new URL(confirmEmailPath, sandbox);
  link.searchParams.set('token', token);
  await db.query(
    `insert into mail_outbox (to_address, subject, body, link, created_at)
     values ($1, $2, $3, $4, $5)`,
    [
      email,
      'Confirm your e-mail address',
      'Open this link to add this address to your account. If you did not ask for it, ignore ' +
        `this mail: nothing changes.\n\n${link.toString()}\n`,
      link.toString(),
      now,
    ],
  );
}

export type ConfirmOutcome =
  { readonly kind: 'added'; readonly customerId: string } | { readonly kind: 'refused' };

/**
 * Opens a confirmation link once: the address is added (primary when the customer has none)
 * when the token is open and unexpired and the address is still nobody's; else refused.
 */
export async function confirmEmail(
  db: Queryable,
  token: string,
  now: Date,
): Promise<ConfirmOutcome> {
  const { rows } = await db.query<{ customer_id: string; email: string }>(
    `update email_confirmations set used_at = $2
      where token_hash = $1 and used_at is null and expires_at > $2
      returning customer_id, email`,
    [hashToken(token), now],
  );
  const row = rows[0];
  if (!row) return { kind: 'refused' };
  const taken = await db.query('select 1 from customer_emails where lower(email) = lower($1)', [
    row.email,
  ]);
  if (taken.rowCount > 0) return { kind: 'refused' };
  const { rows: counted } = await db.query<{ n: bigint }>(
    'select count(*) as n from customer_emails where customer_id = $1',
    [row.customer_id],
  );
  await db.query(
    `insert into customer_emails (customer_id, email, is_primary, created_at)
     values ($1, $2, $3, $4)`,
    [row.customer_id, row.email, (counted[0]?.n ?? 0n) === 0n, now],
  );
  return { kind: 'added', customerId: row.customer_id };
}
