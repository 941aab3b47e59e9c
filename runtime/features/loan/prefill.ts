/** The logged-in customer's calculator, prefilled: the loan page's own rule (offer-page.tsx). */
import { amountError, parseNumber, yearsError, type LoanLimits } from './loan-calculator.js';
import { initialValues } from './terms-price.js';

/**
 * The values a logged-in customer's calculator starts with: what they chose before (the loan
 * page's `amount` and `years`, carried from the public calculator) where both are within the
 * limits, else the usual starting values.
 */
export function prefilledValues(
  limits: LoanLimits,
  chosen: { amount: string | null; years: string | null },
): { amount: number; years: number } {
  const amount = chosen.amount === null ? null : parseNumber(chosen.amount);
  const years = chosen.years === null ? null : parseNumber(chosen.years);
  if (amount === null || years === null || amountError(amount, limits) || yearsError(years, limits))
    return initialValues(limits);
  return { amount, years };
}
