/**
 * Which outcome dialog a provider's answer shows (issue 13; schema/flows.yaml outcomes): success
 * when the session completed; when it failed or was cancelled, the most specific outcome the
 * method's outcome flow has in the country (Danish and Finnish refused, Danish cancel, Finnish
 * cancelled mobile payment), else its fail.
 */
import type { PaymentSession } from '../../../generated/entities/types.js';
import { FORCED_PAYMENT_OVERLAY, outcomesIn, type FlowId } from '../../../generated/flows.js';
import type { CountryCode } from '../../../generated/countries/index.js';
import type { OutcomeRequest, Payable } from '../../shared/flows/flow-control.js';

const candidates: Record<Exclude<PaymentSession['status'], 'pending'>, readonly string[]> = {
  completed: ['success'],
  failed: ['refused', 'fail'],
  cancelled: ['cancel', 'cancelled', 'fail'],
};

export function outcomeOfSession(
  status: Exclude<PaymentSession['status'], 'pending'>,
  flow: FlowId,
  country: CountryCode,
): string {
  const offered = outcomesIn(flow, country).map((outcome) => outcome.id);
  return candidates[status].find((id) => offered.includes(id)) ?? 'fail';
}

/**
 * The forced payment overlay (spec 4; schema/flows.yaml forcedPaymentOverlay): after a failed
 * payment of a purchase that can be split, the failure dialog offers to split it instead, when
 * this version has the split step (`opensSplit`). Null otherwise.
 */
export function splitOffer(
  outcome: string,
  payable: Pick<Payable, 'splittable'>,
  opensSplit: boolean,
  hostHref: string,
): OutcomeRequest['offer'] | null {
  const overlay = FORCED_PAYMENT_OVERLAY;
  if (!(overlay.after as readonly string[]).includes(outcome)) return null;
  if (!payable.splittable || !opensSplit) return null;
  return { href: `${hostHref}${overlay.hash}`, messageId: overlay.messageId };
}
