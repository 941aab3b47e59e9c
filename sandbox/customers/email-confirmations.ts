/**
 * Adding an e-mail address, or correcting one to another (issue 18): the address becomes the
 * customer's only when the link mailed to it is opened, so that the call answers the same whether
 * the address is free or another customer's and reveals no other customer. The mail goes to the
 * address either way; opening the link adds it (or puts it in place of the corrected one, which
 * keeps its primary flag) if it is still nobody's (one address belongs to one customer: e-mail
 * login finds the customer by it).
 */
import { sandboxConfig } from '../config.js';
import type { Queryable } from '../db/database.js';
import { hashToken, newToken } from '../auth/tokens.js';

/** Where the sandbox's confirmation page is, below its own origin. */
export const confirmEmailPath = '/sandbox/emails/confirm';

/**
 * Mails a confirmation link for `email` to it; `sandbox` is the sandbox's own origin, `replaces`
 * the customer's address a correction replaces (null: an addition).
 */
export async function requestEmailConfirmation(
  db: Queryable,
  customerId: string,
  email: string,
  replaces: string | null,
  now: Date,
  sandbox: string,
): Promise<void> {
  const token = newToken();
  await db.query(
    `insert into email_confirmations
       (token_hash, customer_id, email, replaces, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      hashToken(token),
      customerId,
      email,
      replaces,
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
 * Opens a confirmation link once: the address is added (primary when the customer has none), or
 * put in place of the address it corrects while the customer still has that one, when the token
 * is open and unexpired and the address is still nobody's; else refused.
 */
export async function confirmEmail(
  db: Queryable,
  token: string,
  now: Date,
): Promise<ConfirmOutcome> {
  const { rows } = await db.query<{ customer_id: string; email: string; replaces: string | null }>(
    `update email_confirmations set used_at = $2
      where token_hash = $1 and used_at is null and expires_at > $2
      returning customer_id, email, replaces`,
    [hashToken(token), now],
  );
  const row = rows[0];
  if (!row) return { kind: 'refused' };
  const taken = await db.query('select 1 from customer_emails where lower(email) = lower($1)', [
    row.email,
  ]);
  if (taken.rowCount > 0) return { kind: 'refused' };
  if (row.replaces !== null) {
    const replaced = await db.query(
      'update customer_emails set email = $3 where customer_id = $1 and email = $2',
      [row.customer_id, row.replaces, row.email],
    );
    if (replaced.rowCount > 0) return { kind: 'added', customerId: row.customer_id };
  }
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
