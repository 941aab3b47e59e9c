/**
 * The insurance's rules the logged-in pages apply (spec 000 §6, spec 001 §5, §6, §9): who can
 * apply for it on which account, under which occupation, and what it costs a month. Pure: the
 * accounts are the provider's, every figure and condition the country's terms.
 */
import type { BrandSlug } from '../../../generated/brands.js';
import type { CountryTerms } from '../../../generated/countries/index.js';
import type { InvoiceAccount } from '../../../generated/entities/types.js';
import { accountBrandSlug } from '../../shared/domain/account-brand.js';

/** The occupations the application asks for (schema/api.yaml InsuranceApplication). */
export const OCCUPATIONS = ['employee', 'selfEmployed', 'pensioner'] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

type Eligibility = Extract<CountryTerms['insurance'], { available: true }>['eligibility'];

/**
 * Whether the application can be made here under an occupation: an employee's conditions are the
 * terms' own; the self-employed's and the pensioner's only where the terms show them (the
 * specification says they exist without showing them, docs/decisions/0018).
 */
export function canApplyAs(occupation: Occupation, eligibility: Eligibility): boolean {
  if (occupation === 'employee') return true;
  return eligibility[occupation].available;
}

/** The employee criterion of the country (spec 001 §6), as its text takes it. */
export const employeeMonths = (eligibility: Eligibility): number =>
  eligibility.employee.minMonthsEmployed;

/**
 * The monthly premium in minor units: the terms' percent of the debt, rounded to the nearest minor
 * unit, and never below the terms' minimum (spec 001 §9: 0.67 %, at least 19 kr or 1 EUR). A debt
 * of nothing or less costs the minimum.
 */
export function monthlyPremiumMinor(debtMinor: number, percent: number, minimumMinor: number) {
  // The percent has at most four decimals in the terms (0.67): as whole millionths the product
  // stays exact.
  const millionths = Math.round(percent * 10_000);
  const premium = Math.round((Math.max(debtMinor, 0) * millionths) / 1_000_000);
  return Math.max(premium, minimumMinor);
}

/** Whether an account carries the insurance (spec 000 §2 "Insurance link": ppi info). */
export const carriesPpi = (account: InvoiceAccount): boolean =>
  account.type === 'konto' && (account.hasPPI || account.ppiInformation?.insured === true);

/** The brand an account's insurance pages are opened for (its ppi info names it). */
export const insuranceBrandOf = (account: InvoiceAccount): BrandSlug | undefined =>
  accountBrandSlug(account.ppiInformation?.brand ?? account.accountBrand);

/** The customer's kontos that carry the insurance, one per brand (app/connected-ppis). */
export const insuredKontos = (accounts: readonly InvoiceAccount[]): InvoiceAccount[] =>
  accounts.filter(carriesPpi);

/**
 * Where the customer stands with the insurance at a brand (spec 000 §6: only a konto can carry
 * it): the country does not offer it, no konto there, the konto already insured, or a konto to
 * apply for.
 */
export type ApplicationState =
  | { readonly kind: 'notOffered' }
  | { readonly kind: 'noKonto' }
  | { readonly kind: 'insured'; readonly account: InvoiceAccount }
  | { readonly kind: 'canApply'; readonly account: InvoiceAccount };

export function applicationState(
  accounts: readonly InvoiceAccount[],
  brand: BrandSlug,
  terms: Pick<CountryTerms, 'insurance' | 'offers'>,
): ApplicationState {
  if (!terms.insurance.available || !terms.offers.ppi.available) return { kind: 'notOffered' };
  const konto = accounts.find(
    (account) => account.type === 'konto' && accountBrandSlug(account.accountBrand) === brand,
  );
  if (!konto) return { kind: 'noKonto' };
  return carriesPpi(konto)
    ? { kind: 'insured', account: konto }
    : { kind: 'canApply', account: konto };
}
