/**
 * The amount a payment step carries (the `amount` query of the step pages): read only when it
 * passes its route rule (paymentAmount of schema/routes.yaml) and lies between the minimum and the
 * total (validator paymentAmount); otherwise the total, so a changed or stale link never pays
 * something the customer did not choose on this page.
 */
import { checkParam } from '../../../generated/routes/table.js';
import type { Payable } from '../../shared/flows/flow-control.js';

/** Major units as the query carries them: at most two decimals, no trailing zeros needed. */
export const amountQuery = (major: number): string => String(Math.round(major * 100) / 100);

export function chosenAmount(query: URLSearchParams, payable: Pick<Payable, 'minimum' | 'total'>) {
  const raw = query.get('amount');
  if (raw !== null && checkParam('paymentAmount', raw)) {
    const value = Number(raw);
    if (value >= payable.minimum && value <= payable.total) return value;
  }
  return payable.total;
}
