/**
 * The effective rate of a credit (ÅOP, effektiv ränta, todellinen vuosikorko), as the EU
 * consumer-credit directive defines it (2008/48/EC Annex I, 2023/2225 Annex III): the yearly rate
 * X at which what the customer is paid out equals, in present value, everything they pay back,
 * with time in years from the payout and a month as 1/12 of a year:
 *
 *     paidOut − upfrontFee = Σ_{k=1..months} instalment · (1 + X)^(−k/12)
 *
 * Fees belong in it: monthly ones in the instalment, one paid at the start as `upfrontFee`. One
 * function for every page that shows a representative example (payment options, the account's
 * terms, the loan calculator's starting price), so they all agree.
 */
export interface CreditCashFlows {
  /** The credit paid out at the start, in any unit (the same for every amount here). */
  readonly paidOut: number;
  /** The equal monthly payment, monthly fees included. */
  readonly instalment: number;
  /** How many monthly payments; the first falls one month after the payout. */
  readonly months: number;
  /** A fee paid at the start (an arrangement fee): it lowers what the customer really gets. */
  readonly upfrontFee?: number;
}

/** The effective yearly rate in percent with two decimals; 0 when nothing is paid beyond the credit. */
export function effectiveRate({
  paidOut,
  instalment,
  months,
  upfrontFee = 0,
}: CreditCashFlows): number {
  const received = paidOut - upfrontFee;
  // The present value of the payments at a monthly rate i, where (1 + i)^12 = 1 + X.
  const presentValue = (i: number) =>
    i === 0 ? instalment * months : (instalment * (1 - (1 + i) ** -months)) / i;
  if (months <= 0 || received <= 0 || presentValue(0) <= received) return 0;
  // presentValue falls as i grows, so bisection finds the one monthly rate; 100 % a month bounds
  // every credit a Nordic consumer can be offered.
  let lo = 0;
  let hi = 1;
  for (let step = 0; step < 200; step++) {
    const mid = (lo + hi) / 2;
    if (presentValue(mid) > received) lo = mid;
    else hi = mid;
  }
  const yearly = ((1 + (lo + hi) / 2) ** 12 - 1) * 100;
  return Math.round(yearly * 100) / 100;
}
