import { randomUUID } from 'node:crypto';
import type { BankLinkSession } from '../../generated/entities/types.js';
import type { Queryable } from '../db/database.js';
import { appUrl } from '../http/links.js';
import { ProblemError } from '../http/problem.js';
import { conflict } from './common.js';

/** How long a new bank link stays pending (sandbox clock): "about one day". */
export const bankLinkPendingMs = 24 * 60 * 60 * 1000;

/**
 * The accounts the sandbox's simulated provider links, per country: the first one that is not
 * the account already linked (so a change links another account than before).
 */
const demoAccounts: Readonly<Record<string, readonly { account: string; bank: string }[]>> = {
  se: [
    { account: '8327-9 554433221', bank: 'Swedbank' },
    { account: '6000 987654321', bank: 'Handelsbanken' },
  ],
  no: [
    { account: '1503 12 34567', bank: 'DNB' },
    { account: '9710 05 67890', bank: 'Sbanken' },
  ],
  fi: [
    { account: 'FI21 1234 5600 0007 85', bank: 'Nordea' },
    { account: 'FI49 5000 9420 0287 30', bank: 'OP' },
  ],
  dk: [
    { account: '2000 1234567890', bank: 'Danske Bank' },
    { account: '5301 0000654321', bank: 'Jyske Bank' },
  ],
};

/**
 * startBankLink: the simulated provider accepts at once, so the answer's page is the app's
 * return path at the app's origin (sandbox/http/links.ts); the link (a new one, or a change of
 * the linked account) is pending until the sandbox clock passes bankLinkPendingMs, then linked
 * (settleBankLink, on read). During a change the old account stays linked and in effect
 * (getPreferences, automatic payments, refunds); a second link while one is pending is 409.
 */
export async function startBankLink(
  db: Queryable,
  customerId: string,
  returnPath: string,
  appOrigin: string,
  now: Date,
): Promise<BankLinkSession> {
  const { rows } = await db.query<{
    country: string;
    bank_link_state: string;
    bank_account: string | null;
    bank: string | null;
    pending_bank_account: string | null;
  }>(
    `select country, bank_link_state, bank_account, bank, pending_bank_account
       from customers where id = $1 for update`,
    [customerId],
  );
  const customer = rows[0];
  if (!customer) throw new ProblemError(401, 'Unauthorized', 'The customer no longer exists.');
  if (customer.bank_link_state === 'pending' || customer.pending_bank_account !== null) {
    throw conflict('A bank link is already pending; it completes within about one day.');
  }
  const choices = demoAccounts[customer.country] ?? demoAccounts['se'] ?? [];
  const demo = choices.find((c) => c.account !== customer.bank_account) ?? choices[0];
  // A change keeps the linked account in effect (state linked, bank_account) until the new one
  // settles; a first link is pending.
  await db.query(
    `update customers set pending_bank_account = $2, pending_bank = $3,
        bank_link_requested_at = $4,
        bank_link_state = case when bank_link_state = 'linked' then 'linked' else 'pending' end
      where id = $1`,
    [customerId, demo?.account ?? '', demo?.bank ?? '', now],
  );
  const reference = randomUUID();
  const url = appUrl(appOrigin, returnPath);
  url.searchParams.set('bankLink', reference);
  return { reference, linkUrl: url.toString(), state: 'pending' };
}

/** Whether a link or a change is pending (the condition settleActions asks about too). */
export const bankLinkPendingSql = `bank_link_state in ('pending', 'linked')
  and pending_bank_account is not null`;

/** A pending link or change older than bankLinkPendingMs becomes the linked account. */
export async function settleBankLink(db: Queryable, customerId: string, now: Date): Promise<void> {
  await db.query(
    `update customers set bank_link_state = 'linked', bank_account = pending_bank_account,
        bank = pending_bank, pending_bank_account = null, pending_bank = null
      where id = $1 and ${bankLinkPendingSql} and bank_link_requested_at <= $2`,
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
