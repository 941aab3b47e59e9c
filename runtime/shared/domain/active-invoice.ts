/**
 * The active-invoice rule (core §4 Rules): "Active invoice: account status is new, scheduled or
 * cancel-initiated; current date is not 'null'; adjusted amount above 0; no refund (hasRefund, or
 * refundStatus PENDING or CREATED)." The rule is data in schema/codes.yaml, applied by the
 * generated `activeInvoiceKind` (decision 0003), so it has one definition; this module names
 * what the invoice pages ask of it: which account's current invoice the customer owes now.
 */
import {
  type ActiveInvoiceAccount,
  activeInvoiceKind,
  isActiveInvoice,
} from '../../../generated/codes/payability.js';

export { isActiveInvoice };

/** The accounts whose current invoice is active, in the order given. */
export function activeInvoiceAccounts<T extends ActiveInvoiceAccount>(accounts: readonly T[]): T[] {
  return accounts.filter(isActiveInvoice);
}

/**
 * Whether the invoice of `invoiceDate` is the account's active invoice: the account's current
 * invoice (its currentInvoiceDate) and the account's current invoice is active.
 */
export function isActiveInvoiceOf(account: ActiveInvoiceAccount, invoiceDate: string): boolean {
  return account.currentInvoiceDate === invoiceDate && activeInvoiceKind(account) === 'invoice';
}
