/**
 * The private-loan calculator's logic, free of React: limits, parsing and validation of what the
 * visitor types, the price of the prerendered starting values from the country's terms (annuity in
 * exact minor units, as the credit partner prices), and the credit partner's answer in the same
 * shape. Each price is a complete representative example, total credit cost included. When the
 * partner cannot be reached nothing is priced here: the page says so and shows no figures.
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

/** a / b rounded half up, for a >= 0 and b > 0. */
const divRound = (a: bigint, b: bigint): bigint => (2n * a + b) / (2n * b);

/**
 * The monthly annuity of `principalMinor` over `months` at a nominal yearly rate in percent:
 * P·r·(1+r)^n / ((1+r)^n − 1), r = rate / 12, computed exactly over integers (the rate in
 * hundredths of a percent) and rounded half up once, to the minor unit.
 */
export function annuityMinor(principalMinor: number, ratePercent: number, months: number): number {
  const principal = BigInt(principalMinor);
  const rateHp = BigInt(Math.round(ratePercent * 100));
  if (rateHp === 0n) return Number(divRound(principal, BigInt(months)));
  const d = 120000n; // 12 months × 100 % × 100 hundredths
  const xn = (d + rateHp) ** BigInt(months);
  const dn = d ** BigInt(months);
  return Number(divRound(principal * rateHp * xn, d * (xn - dn)));
}

/**
 * The effective yearly rate in percent (two decimals): the monthly rate at which the payments'
 * present value equals the amount paid out, by bisection, annualised as (1 + i)^12 − 1.
 */
export function effectiveRate(paidOutMinor: number, paymentMinor: number, months: number): number {
  const presentValue = (i: number) =>
    i === 0 ? paymentMinor * months : (paymentMinor * (1 - (1 + i) ** -months)) / i;
  if (presentValue(0) <= paidOutMinor) return 0;
  let lo = 0;
  let hi = 1;
  for (let step = 0; step < 100; step++) {
    const mid = (lo + hi) / 2;
    if (presentValue(mid) > paidOutMinor) lo = mid;
    else hi = mid;
  }
  return Math.round(((1 + (lo + hi) / 2) ** 12 - 1) * 10000) / 100;
}

const toMinor = (major: number, decimals: number) => Math.round(major * 10 ** decimals);

/**
 * The price of an amount (major units) and term from the terms: their lowest rate, the rate the
 * credit partner prices at, and no fees (the terms give none). Only the prerendered starting
 * values are priced this way, so the page is complete without JavaScript; the partner's answer
 * replaces it. Null when the terms publish no rate.
 */
export function localFigures(
  amount: number,
  years: number,
  pricing: LoanPricing,
): LoanFigures | null {
  if (pricing.nominalRate === null) return null;
  const amountMinor = toMinor(amount, pricing.decimals);
  const months = years * 12;
  const monthly = annuityMinor(amountMinor, pricing.nominalRate, months);
  return {
    amountMinor,
    years,
    numberOfMonths: months,
    yearlyInterest: pricing.nominalRate,
    effectiveInterest: effectiveRate(amountMinor, monthly, months),
    arrangementFeeMinor: 0,
    adminFeeMinor: 0,
    monthlyAmountMinor: monthly,
    totalCostMinor: monthly * months - amountMinor,
    totalRepaymentMinor: monthly * months,
  };
}

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

/**
 * The values the calculator starts with: the middle of the term range and the middle of the
 * amount range, rounded to the order of the smallest amount (10 000 -> steps of 10 000).
 */
export function initialValues(limits: LoanLimits): { amount: number; years: number } {
  const step = 10 ** Math.floor(Math.log10(Math.max(1, limits.minAmount)));
  const middle = Math.round((limits.minAmount + limits.maxAmount) / 2 / step) * step;
  return {
    amount: Math.min(limits.maxAmount, Math.max(limits.minAmount, middle)),
    years: Math.round((limits.minYears + limits.maxYears) / 2),
  };
}

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
