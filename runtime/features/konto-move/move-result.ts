/**
 * What the provider's refusal of a move to konto means to the customer (api.yaml moveToKonto):
 * income not approved (422 .../income-not-approved) is Denmark's incomefail; any other refusal
 * (409: no konto to move to, it cannot move now; 404; 422) is `refused`, Denmark's and Finland's
 * own dialog and the generic failure elsewhere (schema/flows.yaml picks the dialog by country).
 * No answer or a server error is not a refusal: the step says so and the customer may try again
 * with the same Idempotency-Key. The provider asking for a fresh identification (403
 * .../identification-required: the customer identified too long ago) is not one either: the move
 * goes back to its identification step (docs/decisions/0016).
 */
export const INCOME_NOT_APPROVED = 'https://api.nordpay.example/problems/income-not-approved';
export const IDENTIFICATION_REQUIRED =
  'https://api.nordpay.example/problems/identification-required';

export function refusalOutcome(
  status: number | null,
  type: string | null,
): 'incomefail' | 'refused' | 'tryAgain' | 'identify' {
  if (status === null || status >= 500 || status < 400) return 'tryAgain';
  if (status === 403 && type === IDENTIFICATION_REQUIRED) return 'identify';
  if (status === 422 && type === INCOME_NOT_APPROVED) return 'incomefail';
  return 'refused';
}
