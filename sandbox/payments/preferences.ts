import type { UserPreferences } from '../../generated/entities/types.js';
import type { Queryable } from '../db/database.js';

/**
 * The account number as the provider shows it: every digit but the last four replaced by one run
 * of asterisks (the app removes the asterisks and shows the rest). A number already masked is
 * kept as it is.
 */
export function maskBankAccount(account: string): string {
  if (account.includes('*')) return account;
  const digits = account.replace(/\D/g, '');
  return digits.length <= 4 ? digits : `****${digits.slice(-4)}`;
}

/**
 * getPreferences: linked (lower case) with the masked account and the bank's name as the provider
 * spells it when a bank link is in place; unlinked with empty fields otherwise (none, or a first
 * link still pending). While a change of the linked account is pending the old account stays
 * linked and is answered here until the new one settles (bank-link.ts). linkPending says whether
 * a first link or a change is pending, so the app shows it from here and not from its memory.
 */
export async function loadPreferences(
  db: Queryable,
  customerId: string,
): Promise<UserPreferences | null> {
  const { rows } = await db.query<{
    bank_link_state: string;
    bank_account: string | null;
    bank: string | null;
    pending_bank_account: string | null;
  }>(
    'select bank_link_state, bank_account, bank, pending_bank_account from customers where id = $1',
    [customerId],
  );
  const row = rows[0];
  if (!row) return null;
  const linkPending = row.bank_link_state === 'pending' || row.pending_bank_account !== null;
  if (row.bank_link_state !== 'linked' || !row.bank_account) {
    return { mandateStatus: 'unlinked', bankAccount: '', bank: '', linkPending };
  }
  return {
    mandateStatus: 'linked',
    bankAccount: maskBankAccount(row.bank_account),
    bank: row.bank ?? '',
    linkPending,
  };
}
