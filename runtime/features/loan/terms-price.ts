/**
 * A loan's price from the country's terms, at build time: the public page is prerendered with its
 * calculator's starting values and their price, so it is complete without JavaScript (the slice,
 * private-loan-slice.ts). The annuity is exact in minor units, as the credit partner prices. In
 * the browser only the partner's answer is shown: the public page's code has none of this.
 */
import { effectiveRate } from '../../shared/domain/effective-rate.js';
import type { LoanFigures, LoanLimits, LoanPricing } from './loan-calculator.js';

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

const toMinor = (major: number, decimals: number) => Math.round(major * 10 ** decimals);

/**
 * The price of an amount (major units) and term from the terms: their lowest rate, the rate the
 * credit partner prices at, and no fees (the terms give none). Only the prerendered starting
 * values are priced this way, so the page is complete without JavaScript; the partner's answer
 * replaces it. Null when the terms publish no rate.
 */
export function termsFigures(
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
    effectiveInterest: effectiveRate({ paidOut: amountMinor, instalment: monthly, months }),
    arrangementFeeMinor: 0,
    adminFeeMinor: 0,
    monthlyAmountMinor: monthly,
    totalCostMinor: monthly * months - amountMinor,
    totalRepaymentMinor: monthly * months,
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
