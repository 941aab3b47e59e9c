/**
 * What the provider's refusal of a move to konto means to the customer (api.yaml moveToKonto):
 * income not approved (422 .../income-not-approved) is Denmark's incomefail; any other refusal
 * (409: no konto to move to, it cannot move now; 404; 422) is `refused`, Denmark's and Finland's
 * own dialog and the generic failure elsewhere (schema/flows.yaml picks the dialog by country).
 * No answer or a server error is not a refusal: the step says so and the customer may try again
 * with the same Idempotency-Key.
 */
export const INCOME_NOT_APPROVED = 'https://api.nordpay.example/problems/income-not-approved';

export function refusalOutcome(
  status: number | null,
  type: string | null,
): 'incomefail' | 'refused' | 'tryAgain' {
  if (status === null || status >= 500 || status < 400) return 'tryAgain';
  if (status === 422 && type === INCOME_NOT_APPROVED) return 'incomefail';
  return 'refused';
}
