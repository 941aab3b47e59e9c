/**
 * What an interest-free split (freepart, spec 001 §1 and §9) costs, term by term, from the
 * country's terms alone (countries/<cc>.yaml fees.splitSetUp, fees.splitAdmin): the split step
 * shows it before the customer chooses, and the purchase page's comparison beside the other
 * options. The provider adds the same fees (the set-up fee of the term once, the admin fee every
 * month) to what is owed, so the total here is what the customer pays in the end.
 *
 * Money is counted in minor units (öre, øre) so the sums are exact; the monthly amount is the
 * total over the months rounded up to the minor unit, so the months together never fall short
 * (the last one may be a little smaller). Decision 0014.
 */
import type { CountryTerms } from '../../../generated/countries/index.js';

export interface SplitTermCost {
  readonly months: number;
  /** The set-up fee of this term, major units. */
  readonly setUpFee: number;
  /** The admin fee of every month, major units (0 where the terms have none). */
  readonly monthlyFee: number;
  /** Every fee of the split together: set-up plus the admin fee of each month. */
  readonly fees: number;
  /** What the customer pays in all: what is owed plus the fees. */
  readonly total: number;
  /** What each month costs, the admin fee included. */
  readonly monthly: number;
}

type SplitTerms = Pick<CountryTerms, 'offers' | 'fees'>;

const toMinor = (major: number): number => Math.round(major * 100);
const toMajor = (minor: number): number => minor / 100;

/**
 * Whether the country splits a purchase owing `owed` (major units): the terms offer it and the
 * amount is above the country's limit (fees.splitSetUp.purchaseAboveAmount, "above 1 500 kr").
 */
export function splitAllowedFor(owed: number, terms: SplitTerms): boolean {
  const setUp = terms.fees.splitSetUp;
  if (!terms.offers.interestFreeSplit.available || !setUp.available) return false;
  const above = setUp.purchaseAboveAmount;
  return above !== undefined && toMinor(owed) > above.minor;
}

/**
 * Every term the country splits over (shortest first), with its cost for `owed`; empty where the
 * country does not split this amount.
 */
export function splitCosts(owed: number, terms: SplitTerms): SplitTermCost[] {
  const setUp = terms.fees.splitSetUp;
  if (!splitAllowedFor(owed, terms) || !setUp.available) return [];
  const admin = terms.fees.splitAdmin.available ? terms.fees.splitAdmin.amount.minor : 0;
  const owedMinor = toMinor(owed);
  return setUp.byTerm.map((term) => {
    const fees = term.amount.minor + admin * term.months;
    const total = owedMinor + fees;
    return {
      months: term.months,
      setUpFee: toMajor(term.amount.minor),
      monthlyFee: toMajor(admin),
      fees: toMajor(fees),
      total: toMajor(total),
      monthly: toMajor(Math.ceil(total / term.months)),
    };
  });
}
