/**
 * The rules of what a customer owes and can pay (schema/codes.yaml `rules`: refund, canPay,
 * activeInvoice, todo, activePayments, pendingPolling; docs/decisions/0003-payability-rules.md).
 * The data decides; the helpers only apply it. Each helper takes the few fields it reads, so the
 * generated entity types (Order, InvoiceAccount, Invoice) fit without an import.
 */
import { displayStateOfOrderWebStatus } from './display-states.js';
import { activeInvoiceRule } from './rules/active-invoice.js';
import { activePaymentsRule } from './rules/active-payments.js';
import { canPayRule } from './rules/can-pay.js';
import { pendingPollingRule } from './rules/pending-polling.js';
import { refundRule } from './rules/refund.js';
import { todoRule } from './rules/todo.js';
import type { CanPayClause } from './rule-types.js';
import type { DisplayStateCode } from './tables/display-state.js';

function among(list: readonly unknown[], value: unknown): boolean {
  return list.includes(value);
}

/** The fields the refund rule reads (an Order and an InvoiceAccount have them). */
export interface RefundFields {
  readonly hasRefund?: boolean | null;
  readonly refundStatus?: string | null;
}

/** A refund exists or is pending: hasRefund, or refundStatus PENDING or CREATED (core §4). */
export function hasRefundOrPending(item: RefundFields): boolean {
  return item.hasRefund === true || among(refundRule.refundStatuses, item.refundStatus);
}

// Every web status has its state (checked at generation), so a status without one is not a code
// of the table: looked up here, not in orderWebStatusCodes, which the start-up would then load.
const stateOfWebStatus: Readonly<Partial<Record<number, DisplayStateCode>>> =
  displayStateOfOrderWebStatus;

/**
 * The state the rules read for a purchase: the display state of its web status. Overdue is how a
 * due purchase past its date is shown, so for the rules it is due. Undefined for an unknown status.
 */
export function orderStateOf(order: {
  readonly orderStatusWeb: number;
}): DisplayStateCode | undefined {
  return stateOfWebStatus[order.orderStatusWeb];
}

/** What canPay reads of a purchase. */
export interface CanPayOrder extends RefundFields {
  readonly orderStatusWeb: number;
  readonly orderStatus: number;
  readonly orderType: string;
  readonly paymentStatus: number;
  readonly orderInvoiceAmount: number;
}

function clauseHolds(
  clause: CanPayClause,
  order: CanPayOrder,
  state: DisplayStateCode | undefined,
): boolean {
  return (
    (clause.orderStatuses === undefined || among(clause.orderStatuses, order.orderStatus)) &&
    (clause.orderTypes === undefined || among(clause.orderTypes, order.orderType)) &&
    (clause.states === undefined || among(clause.states, state)) &&
    (clause.invoiceAmountAbove === undefined ||
      order.orderInvoiceAmount > clause.invoiceAmountAbove)
  );
}

/**
 * Whether the customer can pay a purchase now (core §4 Rules canPay): false when paymentStatus
 * is blocked (5) or a refund exists or is pending; true when delivered or returned and due; for
 * freepart also when partly-paid or paid with an invoice amount above 0.
 */
export function canPay(order: CanPayOrder): boolean {
  const rule = canPayRule;
  if (order.paymentStatus === rule.blockedPaymentStatus) return false;
  if (rule.blockedByRefund && hasRefundOrPending(order)) return false;
  const state = orderStateOf(order);
  return rule.when.some((clause) => clauseHolds(clause, order, state));
}

/** What the active-invoice rule reads of an account. */
export interface ActiveInvoiceAccount extends RefundFields {
  readonly currentInvoiceStatus?: number | null;
  readonly currentInvoiceDate?: string | null;
  readonly adjustedFullInvoiceAmount: number;
}

/**
 * 'invoice' when an account's current invoice is active (status new, scheduled or
 * cancel-initiated; a date that is not 'null'; an amount above 0; no refund), 'refund' when it
 * is open (status and date) and has a refund, whatever its amount (an active refund), otherwise
 * undefined (core §4 Rules).
 */
export function activeInvoiceKind(account: ActiveInvoiceAccount): 'invoice' | 'refund' | undefined {
  const rule = activeInvoiceRule;
  const date = account.currentInvoiceDate;
  const open =
    among(rule.invoiceStatuses, account.currentInvoiceStatus) &&
    typeof date === 'string' &&
    date !== rule.noDate;
  if (!open) return undefined;
  // A refund decides before the amount: the refund may already have taken the amount to 0, and
  // such an invoice is still the refund's, never an invoice of 0 to pay (issue 11).
  if (hasRefundOrPending(account)) return rule.refundMakesActiveRefund ? 'refund' : undefined;
  return account.adjustedFullInvoiceAmount > rule.amountAbove ? 'invoice' : undefined;
}

export function isActiveInvoice(account: ActiveInvoiceAccount): boolean {
  return activeInvoiceKind(account) === 'invoice';
}

export function isActiveRefund(account: ActiveInvoiceAccount): boolean {
  return activeInvoiceKind(account) === 'refund';
}

/** Whether a purchase belongs in the to-do list (core §4 Rules: orders with state due). */
export function isTodo(order: { readonly orderStatusWeb: number }): boolean {
  return among(todoRule.states, orderStateOf(order));
}

/** The to-do list: the purchases with state due, in the order given. */
export function todoList<T extends { readonly orderStatusWeb: number }>(orders: readonly T[]): T[] {
  return orders.filter(isTodo);
}

/** What the active-payments rule reads of a purchase. */
export interface ActivePaymentOrder extends CanPayOrder {
  readonly orderlines: readonly unknown[];
}

/**
 * Whether a purchase is an active payment (core §4 Rules): due, scheduled or cancel-initiated,
 * with order lines, and payable (canPay) or scheduled or cancel-initiated.
 */
export function isActivePayment(order: ActivePaymentOrder): boolean {
  const rule = activePaymentsRule;
  const state = orderStateOf(order);
  if (!among(rule.states, state)) return false;
  if (rule.needsOrderLines && order.orderlines.length === 0) return false;
  return canPay(order) || among(rule.orInStates, state);
}

/** The active payments, in the order given. */
export function activePayments<T extends ActivePaymentOrder>(orders: readonly T[]): T[] {
  return orders.filter(isActivePayment);
}

/** What pending polling looks at: purchases, accounts and invoices, open ones and lists alike. */
export interface PollingItems {
  readonly orders?: readonly ({ readonly orderStatusWeb: number } | null | undefined)[];
  readonly accounts?: readonly (
    { readonly currentInvoiceStatus?: number | null } | null | undefined
  )[];
  readonly invoices?: readonly ({ readonly status?: number | null } | null | undefined)[];
}

/**
 * Whether the payments data must be fetched again (core §4 Rules pending polling): any purchase,
 * account's current invoice or invoice has status 904.
 */
export function needsPendingPolling(items: PollingItems): boolean {
  const status: number = pendingPollingRule.status;
  return (
    (items.orders ?? []).some((o) => o?.orderStatusWeb === status) ||
    (items.accounts ?? []).some((a) => a?.currentInvoiceStatus === status) ||
    (items.invoices ?? []).some((i) => i?.status === status)
  );
}
