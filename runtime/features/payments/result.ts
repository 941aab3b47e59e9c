/**
 * Which outcome dialog a provider's answer shows (issue 13; schema/flows.yaml outcomes): success
 * when the session completed; when it failed or was cancelled, the most specific outcome the
 * method's outcome flow has in the country (Danish and Finnish refused, Danish cancel, Finnish
 * cancelled mobile payment), else its fail.
 */
import type { PaymentSession } from '../../../generated/entities/types.js';
import { outcomesIn, type FlowId } from '../../../generated/flows.js';
import type { CountryCode } from '../../../generated/countries/index.js';

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
