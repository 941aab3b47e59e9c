/**
 * The state an invoice is shown in (core §4 Display states), from its status (core §3 "paid for
 * past invoices, otherwise the current status"): the generated one state per invoice status, and
 * on top of it
 * - pendingRefund for the current invoice of an account that is an active refund (money comes
 *   back to the customer; nothing is to be paid),
 * - overdue for a due invoice past its due date ("overdue (days late)"), with its days late.
 * Debt collection stays debt collection: such an invoice cannot be paid here.
 */
import { displayStateOfInvoiceStatus } from '../../../generated/codes/display-states.js';
import type { DisplayStateCode } from '../../../generated/codes/tables/display-state.js';
import { InvoiceStatus } from '../../../generated/codes/tables/invoice-status.js';
import type { InvoiceAccount } from '../../../generated/entities/types.js';
import { isActiveRefundOf } from './active-refund.js';
import type { DerivedInvoice } from './invoice-derive.js';

export interface InvoiceShownState {
  readonly state: DisplayStateCode;
  /** Days past the due date, for overdue only. */
  readonly daysLate?: number;
}

export function invoiceShownState(
  account: InvoiceAccount,
  invoice: Pick<DerivedInvoice, 'status' | 'invoiceDate' | 'daysToDueDate'>,
): InvoiceShownState | undefined {
  if (invoice.status === undefined) return undefined;
  if (invoice.status === InvoiceStatus.debtCollection) return { state: 'debt-collection' };
  if (isActiveRefundOf(account, invoice.invoiceDate)) return { state: 'pendingRefund' };
  const state = displayStateOfInvoiceStatus[invoice.status];
  if (state === 'due' && invoice.daysToDueDate < 0) {
    return { state: 'overdue', daysLate: -invoice.daysToDueDate };
  }
  return { state };
}
