/**
 * The active-refund rule (core §4 Rules): an account whose current invoice would be active (new,
 * scheduled or cancel-initiated, a date that is not 'null', an amount above 0) but has a refund
 * (hasRefund, or refundStatus PENDING or CREATED): "An invoice matching an existing refund is an
 * active refund." Such an invoice is not to be paid here: money is on its way back. The rule is
 * the generated `activeInvoiceKind` (schema/codes.yaml, decision 0003).
 */
import {
  type ActiveInvoiceAccount,
  activeInvoiceKind,
  isActiveRefund,
} from '../../../generated/codes/payability.js';

export { isActiveRefund };

/** The accounts whose current invoice is an active refund, in the order given. */
export function activeRefundAccounts<T extends ActiveInvoiceAccount>(accounts: readonly T[]): T[] {
  return accounts.filter(isActiveRefund);
}

/** Whether the invoice of `invoiceDate` is the account's current invoice and an active refund. */
export function isActiveRefundOf(account: ActiveInvoiceAccount, invoiceDate: string): boolean {
  return account.currentInvoiceDate === invoiceDate && activeInvoiceKind(account) === 'refund';
}
