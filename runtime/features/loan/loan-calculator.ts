/**
 * The private-loan calculator's logic in the browser, free of React: limits, parsing and
 * validation of what the visitor types, and the credit partner's answer as a complete
 * representative example, total credit cost included. When the partner cannot be reached nothing
 * is priced here: the page says so and shows no figures. (The prerendered starting price is the
 * terms', terms-price.ts.)
 *
 * Validation mirrors generated/validators/<cc>.ts (loanAmount, loanTermYears: whole numbers within
 * the country's limits, the same message ids and {min}/{max} arguments); those validators are zod
 * schemas, too heavy for a public page's first load, so the tests hold this module to them.
 */
import type { LoanCalculatorResult } from '../../../generated/entities/types.js';
import type { MessageId } from '../../../generated/messages/index.js';

export interface LoanLimits {
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly minYears: number;
  readonly maxYears: number;
}

/** What the calculator needs besides its limits: the money scale and the "from" rate. */
export interface LoanPricing {
  /** Decimals of the currency's minor unit (2: öre, cents). */
  readonly decimals: number;
  /** The lowest nominal yearly rate in percent; null when the terms publish none. */
  readonly nominalRate: number | null;
}

/**
 * A representative example, money in integer minor units: amount, term, nominal and effective
 * rate, fees, monthly amount, total credit cost and total to repay.
 */
export interface LoanFigures {
  readonly amountMinor: number;
  readonly years: number;
  readonly numberOfMonths: number;
  readonly yearlyInterest: number;
  readonly effectiveInterest: number;
  readonly arrangementFeeMinor: number;
  readonly adminFeeMinor: number;
  readonly monthlyAmountMinor: number;
  /** What the credit costs: everything repaid beyond the amount (interest and fees). */
  readonly totalCostMinor: number;
  readonly totalRepaymentMinor: number;
}

export interface FieldError {
  readonly id: MessageId;
  readonly min: number;
  readonly max: number;
}

/**
 * A number as people type it in the Nordic languages: spaces (also no-break) as thousands
 * separators, a comma or a point for decimals. Null when it is not a number at all.
 */
export function parseNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(compact)) return null;
  return Number(compact);
}

const inRange = (value: number | null, min: number, max: number) =>
  value !== null && Number.isInteger(value) && value >= min && value <= max;

/** The amount's message (validation.loanAmount), or null when it is a whole amount in range. */
export function amountError(value: number | null, limits: LoanLimits): FieldError | null {
  return inRange(value, limits.minAmount, limits.maxAmount)
    ? null
    : { id: 'validation.loanAmount', min: limits.minAmount, max: limits.maxAmount };
}

/** The term's message (validation.loanTermYears), or null when it is whole years in range. */
export function yearsError(value: number | null, limits: LoanLimits): FieldError | null {
  return inRange(value, limits.minYears, limits.maxYears)
    ? null
    : { id: 'validation.loanTermYears', min: limits.minYears, max: limits.maxYears };
}

const toMinor = (major: number, decimals: number) => Math.round(major * 10 ** decimals);

/** The credit partner's price example (major units) in minor units. */
export function partnerFigures(result: LoanCalculatorResult, decimals: number): LoanFigures {
  const amountMinor = toMinor(result.amount, decimals);
  const totalRepaymentMinor = toMinor(result.totalRepayment, decimals);
  return {
    amountMinor,
    years: result.years,
    numberOfMonths: result.numberOfMonths,
    yearlyInterest: result.yearlyInterest,
    effectiveInterest: result.effectiveInterest,
    arrangementFeeMinor: toMinor(result.arrangementFee, decimals),
    adminFeeMinor: toMinor(result.adminFee, decimals),
    monthlyAmountMinor: toMinor(result.monthlyAmount, decimals),
    totalCostMinor: totalRepaymentMinor - amountMinor,
    totalRepaymentMinor,
  };
}

/** What a failed price query means for the visitor. */
export type QueryFailure = 'invalid' | 'unreachable' | 'unavailable';

/**
 * 422 is an input outside the partner's limits; no answer or a 5xx is an unreachable partner,
 * whose price is not known (no figures at all); anything else, a loan it does not price.
 */
export function failureOf(status: number | null): QueryFailure {
  if (status === 422 || status === 400) return 'invalid';
  if (status === null || status >= 500) return 'unreachable';
  return 'unavailable';
}

/**
 * The page a customer is sent back to by the partner's application, and the one the public page
 * links to: the logged-in loan page with the amount and term chosen, so its calculator opens
 * prefilled with them (prefilledValues).
 */
export function chosenQuery(chosen: { amount: number; years: number } | null): {
  amount?: string;
  years?: string;
} {
  return chosen ? { amount: String(chosen.amount), years: String(chosen.years) } : {};
}
