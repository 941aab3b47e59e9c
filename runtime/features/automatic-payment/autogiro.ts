/**
 * Where an automatic payment stands for what a flow is about (core §4: 901 scheduled at the due
 * date, 904 cancel initiated), read from the provider's status alone: a purchase's orderStatusWeb,
 * an invoice's status (the account's current invoice status). What can be scheduled at all is
 * the host page's Payable (payable now, something owed).
 */
import { InvoiceStatus } from '../../../generated/codes/tables/invoice-status.js';
import type { PaymentTarget } from '../../../generated/entities/types.js';
import type { FlowSubject, Payable } from '../../shared/flows/flow-control.js';

export type AutogiroState =
  /** Scheduled (901): it can be removed, with the Keep / Remove confirmation. */
  | 'scheduled'
  /** Cancel initiated (904): nothing to do until the provider has cancelled it. */
  | 'cancelling'
  /** Not scheduled, and payable: it can be scheduled for the due date. */
  | 'open'
  /** Nothing to schedule (paid, processing, debt collection, a refund, ...). */
  | 'closed';

const statusOf = (subject: FlowSubject): number | undefined =>
  subject.kind === 'purchase' ? subject.order.orderStatusWeb : subject.invoice.status;

export function autogiroStateOf(subject: FlowSubject, payable: Payable | null): AutogiroState {
  const status = statusOf(subject);
  if (status === InvoiceStatus.nordpay901) return 'scheduled';
  if (status === InvoiceStatus.nordpay904) return 'cancelling';
  return payable?.payable ? 'open' : 'closed';
}

/** The due date the payment is made on, as the provider sent it ('' when it sent none). */
export const dueDateOf = (subject: FlowSubject): string =>
  (subject.kind === 'purchase' ? subject.order.dueDate : subject.invoice.dueDate) ?? '';

/** What the provider's calls name: the purchase, or the invoice by its date. */
export const targetOf = (payable: Payable): PaymentTarget => ({
  kind: payable.host.kind === 'purchase' ? 'order' : 'invoice',
  brand: payable.host.brand,
  id: payable.host.id,
});
