import { countryCodes, countryTerms } from '../../generated/countries/index.js';
import type { CountryCode } from '../../generated/countries/index.js';

/**
 * The private-loan price calculator from the country's loan terms (generated/countries). Money is
 * integer minor units; the annuity is computed exactly with rationals over BigInt and rounded half
 * up once, to the minor unit. The country terms give no loan fees, so both fees are 0; when they
 * give a rate range the price example uses the lowest rate ("from" rate).
 */

export interface LoanProduct {
  readonly country: CountryCode;
  readonly minAmountMinor: bigint;
  readonly maxAmountMinor: bigint;
  readonly minYears: number;
  readonly maxYears: number;
  /** Nominal yearly rate in hundredths of a percent (6.55 % -> 655), null when not published. */
  readonly nominalRateHp: number | null;
  readonly interestFrom: number | null;
  readonly interestTo: number | null;
  readonly arrangementFeeMinor: bigint;
  readonly adminFeeMinor: bigint;
}

export type LoanLookup =
  | { readonly kind: 'product'; readonly product: LoanProduct }
  | { readonly kind: 'unknownReference' }
  | { readonly kind: 'notOffered'; readonly country: CountryCode };

/**
 * The loan product a credit partner reference names: the country whose loan terms carry that
 * reference (countries/<cc>.yaml loan.partnerReference). References are compared exactly, as
 * a partner's product ids are.
 */
export function loanProduct(reference: string): LoanLookup {
  const code = countryCodes.find((cc) => {
    const loan = countryTerms(cc).loan;
    return loan.available && loan.partnerReference === reference;
  });
  if (code === undefined) return { kind: 'unknownReference' };
  const terms = countryTerms(code);
  const loan = terms.loan;
  if (!loan.available || !terms.offers.privateLoan.available) {
    return { kind: 'notOffered', country: code };
  }
  const rate = loan.interestRate;
  return {
    kind: 'product',
    product: {
      country: code,
      minAmountMinor: BigInt(loan.minAmount.minor),
      maxAmountMinor: BigInt(loan.maxAmount.minor),
      minYears: loan.minYears,
      maxYears: loan.maxYears,
      nominalRateHp: rate.available ? Math.round(rate.min * 100) : null,
      interestFrom: rate.available ? rate.min : null,
      interestTo: rate.available ? rate.max : null,
      arrangementFeeMinor: 0n,
      adminFeeMinor: 0n,
    },
  };
}

/** a / b rounded half up, for a >= 0 and b > 0. */
const divRound = (a: bigint, b: bigint): bigint => (2n * a + b) / (2n * b);

/**
 * The monthly annuity (interest and principal) of `principal` over `months` at a nominal yearly
 * rate in hundredths of a percent: P·r·(1+r)^n / ((1+r)^n − 1) with r = rate / 12 / 10 000,
 * computed exactly and rounded half up to the minor unit.
 */
export function annuityMinor(principal: bigint, rateHp: number, months: number): bigint {
  if (rateHp === 0) return divRound(principal, BigInt(months));
  const d = 120000n; // 12 months × 100 % × 100 hundredths
  const x = d + BigInt(rateHp);
  const n = BigInt(months);
  const xn = x ** n;
  const dn = d ** n;
  return divRound(principal * BigInt(rateHp) * xn, d * (xn - dn));
}

/**
 * The annual percentage rate (effective rate, in percent with two decimals): the yearly rate i at
 * which the payments' present value equals the amount paid out, found by bisection on the monthly
 * rate and annualised as (1 + i_m)^12 − 1.
 */
export function effectiveRate(
  paidOutMinor: bigint,
  paymentMinor: bigint,
  months: number,
  firstFeeMinor = 0n,
): number {
  const paidOut = Number(paidOutMinor - firstFeeMinor);
  const payment = Number(paymentMinor);
  const presentValue = (i: number) =>
    i === 0 ? payment * months : (payment * (1 - (1 + i) ** -months)) / i;
  if (presentValue(0) <= paidOut) return 0;
  let lo = 0;
  let hi = 1; // 100 % a month bounds every real offer
  for (let step = 0; step < 200; step++) {
    const mid = (lo + hi) / 2;
    if (presentValue(mid) > paidOut) lo = mid;
    else hi = mid;
  }
  const yearly = ((1 + (lo + hi) / 2) ** 12 - 1) * 100;
  return Math.round(yearly * 100) / 100;
}

export interface LoanPrice {
  readonly amountMinor: bigint;
  readonly years: number;
  readonly months: number;
  readonly nominalRate: number;
  readonly effectiveRate: number;
  readonly arrangementFeeMinor: bigint;
  readonly adminFeeMinor: bigint;
  readonly monthlyAmountMinor: bigint;
  readonly totalRepaymentMinor: bigint;
}

/** The price example of an amount and term within the product's limits (checked by the caller). */
export function priceLoan(product: LoanProduct, amountMinor: bigint, years: number): LoanPrice {
  const rateHp = product.nominalRateHp ?? 0;
  const months = years * 12;
  const monthly = annuityMinor(amountMinor, rateHp, months) + product.adminFeeMinor;
  return {
    amountMinor,
    years,
    months,
    nominalRate: rateHp / 100,
    effectiveRate: effectiveRate(amountMinor, monthly, months, product.arrangementFeeMinor),
    arrangementFeeMinor: product.arrangementFeeMinor,
    adminFeeMinor: product.adminFeeMinor,
    monthlyAmountMinor: monthly,
    totalRepaymentMinor: monthly * BigInt(months) + product.arrangementFeeMinor,
  };
}
