import { randomUUID } from 'node:crypto';
import type { BankLinkSession } from '../../generated/entities/types.js';
import type { Queryable } from '../db/database.js';
import { ProblemError } from '../http/problem.js';
import { conflict } from './common.js';

/** How long a new bank link stays pending (sandbox clock): "about one day". */
export const bankLinkPendingMs = 24 * 60 * 60 * 1000;

/** The account the sandbox's simulated provider links when the customer has none yet. */
const demoAccounts: Readonly<Record<string, { account: string; bank: string }>> = {
  se: { account: '8327-9 554433221', bank: 'Swedbank' },
  no: { account: '1503 12 34567', bank: 'DNB' },
  fi: { account: 'FI21 1234 5600 0007 85', bank: 'Nordea' },
  dk: { account: '2000 1234567890', bank: 'Danske Bank' },
};

/**
 * startBankLink: the simulated provider accepts at once, so the answer's page is the app's
 * return path; the link (a new one, or a change of the linked account) is pending until the
 * sandbox clock passes bankLinkPendingMs, then linked (settleBankLink, on read).
 */
export async function startBankLink(
  db: Queryable,
  customerId: string,
  returnPath: string,
  requestUrl: string,
  now: Date,
): Promise<BankLinkSession> {
  const { rows } = await db.query<{
    country: string;
    bank_link_state: string;
    bank_account: string | null;
    bank: string | null;
  }>(
    'select country, bank_link_state, bank_account, bank from customers where id = $1 for update',
    [customerId],
  );
  const customer = rows[0];
  if (!customer) throw new ProblemError(401, 'Unauthorized', 'The customer no longer exists.');
  if (customer.bank_link_state === 'pending') {
    throw conflict('A bank link is already pending; it completes within about one day.');
  }
  const demo = demoAccounts[customer.country] ?? demoAccounts['se'];
  await db.query(
    `update customers set bank_link_state = 'pending', pending_bank_account = $2,
        pending_bank = $3, bank_link_requested_at = $4
      where id = $1`,
    [customerId, demo?.account ?? '', demo?.bank ?? '', now],
  );
  const reference = randomUUID();
  const url = new URL(returnPath, requestUrl);
  url.searchParams.set('bankLink', reference);
  return { reference, linkUrl: url.toString(), state: 'pending' };
}

/** A pending link older than bankLinkPendingMs becomes the linked account. */
export async function settleBankLink(db: Queryable, customerId: string, now: Date): Promise<void> {
  await db.query(
    `update customers set bank_link_state = 'linked', bank_account = pending_bank_account,
        bank = pending_bank, pending_bank_account = null, pending_bank = null
      where id = $1 and bank_link_state = 'pending' and pending_bank_account is not null
        and bank_link_requested_at <= $2`,
    [customerId, new Date(now.getTime() - bankLinkPendingMs)],
  );
}

/**
 * unlinkBankAccount: back to none. Refused (409) while an automatic payment is scheduled or a
 * refund is on its way; 404 when nothing is linked or pending.
 */
export async function unlinkBankAccount(db: Queryable, customerId: string): Promise<void> {
  const { rows } = await db.query<{ bank_link_state: string }>(
    'select bank_link_state from customers where id = $1 for update',
    [customerId],
  );
  if (!rows[0] || rows[0].bank_link_state === 'none') {
    throw new ProblemError(404, 'Not Found', 'No bank account is linked.');
  }
  const busy = await db.query<{ n: bigint }>(
    `select (select count(*) from invoice_accounts where customer_id = $1
               and (current_invoice_status in (901, 904) or refund_status = 'PENDING'))
          + (select count(*) from orders where customer_id = $1
               and (order_status_web in (901, 904) or refund_status = 'PENDING')) as n`,
    [customerId],
  );
  if ((busy.rows[0]?.n ?? 0n) > 0n) {
    throw conflict('An automatic payment is scheduled or a refund is on its way to this account.');
  }
  await db.query(
    `update customers set bank_link_state = 'none', bank_account = null, bank = null,
        pending_bank_account = null, pending_bank = null, bank_link_requested_at = null
      where id = $1`,
    [customerId],
  );
}
