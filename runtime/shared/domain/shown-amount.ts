/**
 * The one figure each purchase and invoice is shown with, on every screen (home, payments
 * overview, purchase and invoice lists, their own pages). Issue 11 found three screens that each
 * picked their own field: a paid-and-processing invoice read 0 on home and 459 on its page, a
 * purchase with one of two lines cancelled read the full value as owed, and a partly paid split
 * read its whole value in one list and what is left in the other.
 *
 * A purchase (core §3 Order):
 * - owed: currentDebtOnOrderInvoice, else orderInvoiceAmount (what the provider says is left of
 *   the invoice; never the order value, which still counts cancelled lines);
 * - paused while goods are returned: the owed amount, but paused, not to pay (nothing is due
 *   until the return is handled);
 * - nothing owed (not invoiced, paid, returned, a refund on its way): the purchase's value,
 *   totalOrderAmount less cancelledOrderValue (a cancelled line was never bought).
 * An invoice (core §3 Invoice account): the account's active current invoice is what is left of
 * it (adjustedFullInvoiceAmount); any other invoice (processing, paid, free, a refund) is its
 * fullInvoiceAmount.
 */
import type { ActiveInvoiceAccount } from '../../../generated/codes/payability.js';
import type { DisplayStateCode } from '../../../generated/codes/tables/display-state.js';
import type { Order } from '../../../generated/entities/types.js';
import { isActiveInvoiceOf } from './active-invoice.js';

export type PurchaseFigureKind = 'toPay' | 'paused' | 'value';

export interface ShownFigure<K extends string> {
  readonly kind: K;
  /** Major units. */
  readonly amount: number;
}

type OwedFields = Pick<Order, 'currentDebtOnOrderInvoice' | 'orderInvoiceAmount'>;
type ValueFields = Pick<Order, 'totalOrderAmount' | 'cancelledOrderValue'>;

const cents = (value: number): number => Math.round(value * 100) / 100;

/** What is still owed on a purchase, never below 0. */
export function owedOnPurchase(order: OwedFields): number {
  const owed = order.currentDebtOnOrderInvoice ?? order.orderInvoiceAmount;
  return owed > 0 ? cents(owed) : 0;
}

/** The purchase's value: its total less what was cancelled before it was invoiced. */
export function purchaseValue(order: ValueFields): number {
  return cents(order.totalOrderAmount - (order.cancelledOrderValue ?? 0));
}

/** States in which an owed amount is no amount to pay now. */
const NOT_PAYABLE_NOW: readonly DisplayStateCode[] = ['pendingRefund', 'returned'];

export function purchaseFigure(
  order: OwedFields & ValueFields,
  state: DisplayStateCode | undefined,
): ShownFigure<PurchaseFigureKind> {
  const owed = owedOnPurchase(order);
  if (state === 'paused') return { kind: 'paused', amount: owed };
  if (owed > 0 && !(state && NOT_PAYABLE_NOW.includes(state)))
    return { kind: 'toPay', amount: owed };
  return { kind: 'value', amount: purchaseValue(order) };
}

export type InvoiceFigureKind = 'toPay' | 'invoice';

export function invoiceFigure(
  account: ActiveInvoiceAccount,
  invoice: { readonly invoiceDate: string; readonly fullInvoiceAmount: number },
): ShownFigure<InvoiceFigureKind> {
  return isActiveInvoiceOf(account, invoice.invoiceDate)
    ? { kind: 'toPay', amount: account.adjustedFullInvoiceAmount }
    : { kind: 'invoice', amount: invoice.fullInvoiceAmount };
}
