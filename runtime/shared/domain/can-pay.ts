/**
 * Whether a purchase can be paid here, and if not, why (core §4 Rules canPay and debt
 * collection). The rule itself is data in schema/codes.yaml and applied by the generated
 * `canPay` (decision 0003), so it has one definition; this module adds the reason a customer is
 * told when the answer is no and a pay action would otherwise be expected.
 */
import {
  canPay,
  type CanPayOrder,
  hasRefundOrPending,
  orderStateOf,
} from '../../../generated/codes/payability.js';
import { canPayRule } from '../../../generated/codes/rules/can-pay.js';

export { canPay };

/**
 * Why a purchase cannot be paid: handed to debt collection (contact the collecting party), a
 * refund exists or is pending, or the provider blocks it (paymentStatus 5). Null when it can
 * be paid or when nothing is owed that the customer would expect to pay (paid, not yet
 * invoiced, moved to an account, ...).
 */
export type PayBlock = 'debtCollection' | 'refund' | 'blocked';

export function payBlock(order: CanPayOrder): PayBlock | null {
  if (canPay(order)) return null;
  if (orderStateOf(order) === 'debt-collection') return 'debtCollection';
  if (hasRefundOrPending(order)) return 'refund';
  if (order.paymentStatus === canPayRule.blockedPaymentStatus) return 'blocked';
  return null;
}
