/**
 * The amounts of a purchase as the purchase page lists them (issue 6: ordered, invoiced,
 * returned, cancelled, unprocessed, discounts, freight), then the total and what is left to
 * pay (or, while goods are returned, what is paused: the figure of rules/shown-amount.ts, the same
 * on every screen). Amounts the provider leaves out, and zero returns, cancellations, unprocessed parts,
 * discounts and freight, are not listed: they would only add noise. Freight is the fees of type
 * 1 and discounts those of type 1 (core §3), summed.
 */
import type { DisplayStateCode } from '../../../generated/codes/tables/display-state.js';
import { OrderDiscountType } from '../../../generated/codes/tables/order-discount-type.js';
import { OrderFeeType } from '../../../generated/codes/tables/order-fee-type.js';
import type { Order } from '../../../generated/entities/types.js';
import { purchaseFigure } from '../../shared/domain/shown-amount.js';

export type AmountId =
  | 'ordered'
  | 'invoiced'
  | 'returned'
  | 'cancelled'
  | 'unprocessed'
  | 'discount'
  | 'freight'
  | 'total'
  | 'toPay'
  | 'paused';

export interface AmountRow {
  readonly id: AmountId;
  /** Major units; a discount is negative, as it lowers the total. */
  readonly amount: number;
}

type AmountFields = Pick<
  Order,
  | 'orderValue'
  | 'invoicedOrderValue'
  | 'returnedOrderValue'
  | 'cancelledOrderValue'
  | 'unproccessedOrderValue'
  | 'orderDiscounts'
  | 'orderFees'
  | 'totalOrderAmount'
  | 'orderInvoiceAmount'
  | 'currentDebtOnOrderInvoice'
>;

const sum = (values: readonly number[]): number =>
  Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

export function purchaseAmounts(order: AmountFields, state?: DisplayStateCode): AmountRow[] {
  const discount = sum(
    (order.orderDiscounts ?? [])
      .filter((d) => d.type === OrderDiscountType.discount)
      .map((d) => d.orderDiscountAmount),
  );
  const freight = sum(
    (order.orderFees ?? [])
      .filter((f) => f.type === OrderFeeType.freight)
      .map((f) => f.orderFeeAmount),
  );
  const figure = purchaseFigure(order, state);
  const rows: (readonly [AmountId, number | undefined, 'always' | 'nonZero'])[] = [
    ['ordered', order.orderValue, 'always'],
    ['invoiced', order.invoicedOrderValue, 'always'],
    ['returned', order.returnedOrderValue, 'nonZero'],
    ['cancelled', order.cancelledOrderValue, 'nonZero'],
    ['unprocessed', order.unproccessedOrderValue, 'nonZero'],
    ['discount', discount === 0 ? 0 : -discount, 'nonZero'],
    ['freight', freight, 'nonZero'],
    ['total', order.totalOrderAmount, 'always'],
    // The purchase's figure (rules/shown-amount.ts): to pay, or paused; a purchase with
    // nothing to pay ends at its total.
    ...(figure.kind === 'value' ? [] : [[figure.kind, figure.amount, 'always'] as const]),
  ];
  return rows
    .filter(([, amount, when]) => amount !== undefined && (when === 'always' || amount !== 0))
    .map(([id, amount]) => ({ id, amount: amount ?? 0 }));
}
