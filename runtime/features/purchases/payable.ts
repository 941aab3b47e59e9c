/**
 * What there is to pay on a purchase, for the payment flows (shared/flows Payable): what is owed
 * (shown-amount.ts), payable when canPay (core §4 Rules) and something is owed. A purchase is paid
 * in full here; Trustly knows it as a FOURTEEN_DAY_INVOICE (codes trustlyMethod). Splittable when
 * its actions offer the split (actions.ts), for the failed payment's offer to split instead.
 */
import type { CountryCode, CountryTerms } from '../../../generated/countries/index.js';
import type { Order } from '../../../generated/entities/types.js';
import { canPay } from '../../shared/domain/can-pay.js';
import { orderDisplayState } from '../../shared/domain/display-state.js';
import { owedOnPurchase } from '../../shared/domain/shown-amount.js';
import type { FlowHost, Payable } from '../../shared/flows/flow-control.js';
import { purchaseActions } from './actions.js';

export function purchasePayable(
  order: Order,
  host: FlowHost,
  label: string,
  country: CountryCode,
  terms: Pick<CountryTerms, 'offers' | 'fees'>,
): Payable {
  const owed = owedOnPurchase(order);
  const state = orderDisplayState(order)?.state;
  const actions = state
    ? purchaseActions({ order, state, canPay: canPay(order), country, terms })
    : [];
  return {
    host,
    label,
    total: owed,
    minimum: owed,
    trustlyType: 'FOURTEEN_DAY_INVOICE',
    payable: canPay(order) && owed > 0,
    splittable: actions.some((action) => action.id === 'split'),
  };
}
