/**
 * What there is to pay on a purchase, for the payment flows (shared/flows Payable): what is owed
 * (shown-amount.ts), payable when canPay (core §4 Rules) and something is owed. A purchase is paid
 * in full here; Trustly knows it as a FOURTEEN_DAY_INVOICE (codes trustlyMethod).
 */
import type { Order } from '../../../generated/entities/types.js';
import { canPay } from '../../shared/domain/can-pay.js';
import { owedOnPurchase } from '../../shared/domain/shown-amount.js';
import type { FlowHost, Payable } from '../../shared/flows/flow-control.js';

export function purchasePayable(order: Order, host: FlowHost, label: string): Payable {
  const owed = owedOnPurchase(order);
  return {
    host,
    label,
    total: owed,
    minimum: owed,
    trustlyType: 'FOURTEEN_DAY_INVOICE',
    payable: canPay(order) && owed > 0,
  };
}
