/** Payment methods and the order types they come from (core §4 Rules, core §7). */
import { findCode } from './lookup.js';
import { orderTypeCodes, type OrderTypeCode } from './tables/order-type.js';
import { orderWebStatusCodes } from './tables/order-web-status.js';
import type { PaymentMethodCode } from './tables/payment-method.js';

/**
 * The payment method an order web status implies (core §4 Rules): 4 or 12 gives '03', 5 or 10
 * gives '02', any other status keeps the order's own method (any order-type code: '04' 14days,
 * '05' paylater, '08' freepart, '13' xDaysInvoice, ...). Every payment method is an order type
 * too (checked), so for an order-type `own` the answer is an order type.
 */
export function derivePaymentMethod<T extends string = OrderTypeCode>(
  webStatus: number,
  own: T,
): PaymentMethodCode | T {
  const entry: { readonly code: number; readonly paymentMethod?: PaymentMethodCode } | undefined =
    findCode(orderWebStatusCodes, webStatus);
  return entry?.paymentMethod ?? own;
}

/** The payment method of a purchase: derivePaymentMethod of its web status and its own method. */
export function orderPaymentMethod(order: {
  readonly orderStatusWeb: number;
  readonly paymentMethodOrder: OrderTypeCode;
}): OrderTypeCode {
  return derivePaymentMethod(order.orderStatusWeb, order.paymentMethodOrder);
}

/** Method names Trustly takes for an order type (core §7). */
export type TrustlyMethod = Extract<
  (typeof orderTypeCodes)[number],
  { trustlyMethod: string }
>['trustlyMethod'];

/** The Trustly method of an order type, when the type has one. */
export function trustlyMethodOf(orderType: string): TrustlyMethod | undefined {
  const entry: { readonly code: string; readonly trustlyMethod?: TrustlyMethod } | undefined =
    findCode(orderTypeCodes, orderType);
  return entry?.trustlyMethod;
}
