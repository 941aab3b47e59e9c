/**
 * The rules of the one-time code step (code-step.tsx), apart from it for the unit tests: the code
 * the contract takes (TwoFactorVerifyRequest: six digits), what a refusal of verifyTwoFactor means
 * to the customer, and how long the code still holds (from the provider's expiresAt).
 */

export const isCodeShaped = (code: string): boolean => /^\d{6}$/.test(code);

/**
 * What a refused code means (api.yaml verifyTwoFactor): 422 the code is wrong (tries are left);
 * 409 spent (used, expired or too many wrong tries) and 404 unknown, both asking for a new code;
 * anything else (no answer, a server error) as a code that could not be checked: send a new one.
 */
export function codeProblem(status: number | null): 'wrong' | 'spent' | 'send' {
  if (status === 422) return 'wrong';
  if (status === 409 || status === 404) return 'spent';
  return 'send';
}

/** Whole minutes until the code expires, at least 1 while it holds. */
export function minutesLeft(expiresAt: string, now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(expiresAt) - now.getTime()) / 60_000));
}
