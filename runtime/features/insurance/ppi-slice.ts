/**
 * The part of a country's terms the insurance pages show (premium, cover, who can take it), the
 * brands that offer it there and the documents' addresses, taken by the loaders at build time.
 */
import { getInsuranceDocumentPath } from '../../../generated/api/calls/getInsuranceDocument.js';
import { brands, isBrandSlug, brandBySlug } from '../../../generated/brands.js';
import type { CountryCode, CountryTerms } from '../../../generated/countries/index.js';
import { moneyValue, type MoneyValue } from '../../shared/i18n/public-format.js';
import { href } from '../../shared/routing/href.js';

export interface PpiTerms {
  readonly premium: { readonly percent: number; readonly minMonthly: MoneyValue };
  readonly cover: {
    readonly deathMax: MoneyValue;
    readonly sicknessOrUnemployment: { readonly afterDays: number; readonly maxMonths: number };
    readonly hospitalAfterDays: number;
    readonly maxMonthlyAmounts: number | null;
    readonly stayAbroadMonths: number | null;
  };
  readonly eligibility: {
    readonly privatePerson: boolean;
    readonly konto: boolean;
    readonly resident: boolean;
    readonly noOverlappingInsurance: boolean;
    readonly minMonthsEmployed: number | null;
  };
}

export interface PpiDocument {
  readonly kind: 'terms' | 'productInformation';
  readonly href: string;
}

export interface PpiSlice {
  /** null when the country has no insurance. */
  readonly insurance: PpiTerms | null;
  readonly documents: readonly PpiDocument[];
  readonly loginHref: string;
}

export interface PpiPageSlice extends PpiSlice {
  /** The brands offering the insurance in the country, each with its page. */
  readonly brands: readonly { readonly name: string; readonly href: string }[];
}

export interface PpiBrandSlice extends PpiSlice {
  readonly brandName: string;
  /** false when the brand offers no insurance in this country: the page says so. */
  readonly offered: boolean;
  readonly generalHref: string;
}

/** The insurance documents of the API's document operation (getInsuranceDocument). */
const documentHref = (name: string) => getInsuranceDocumentPath({ document: `${name}.pdf` });

function ppiSlice(country: CountryCode, terms: CountryTerms): PpiSlice {
  const ins = terms.insurance;
  if (!ins.available) return { insurance: null, documents: [], loginHref: href(country, 'login') };
  const { cover, eligibility } = ins;
  return {
    insurance: {
      premium: {
        percent: ins.premium.percent,
        minMonthly: moneyValue(ins.premium.minMonthlyAmount),
      },
      cover: {
        deathMax: moneyValue(cover.deathMaxAmount),
        sicknessOrUnemployment: {
          afterDays: cover.sicknessOrUnemployment.afterDays,
          maxMonths: cover.sicknessOrUnemployment.maxMonths,
        },
        hospitalAfterDays: cover.hospitalAfterDays,
        maxMonthlyAmounts: cover.maxMonthlyAmounts,
        stayAbroadMonths: cover.stayAbroad.available ? cover.stayAbroad.maxMonths : null,
      },
      eligibility: {
        privatePerson: eligibility.privatePerson,
        konto: eligibility.kontoWithPpi,
        resident: eligibility.residentInCountry,
        noOverlappingInsurance: eligibility.noOverlappingInsurance,
        minMonthsEmployed: eligibility.employee.minMonthsEmployed,
      },
    },
    documents: [
      { kind: 'terms', href: documentHref(`ppi-terms-${country}`) },
      { kind: 'productInformation', href: documentHref(`ppi-pre-purchase-information-${country}`) },
    ],
    loginHref: href(country, 'login'),
  };
}

/** Whether a brand offers the insurance in a country: it trades there and the country has it. */
export function brandOffersPpi(slug: string, country: CountryCode, terms: CountryTerms): boolean {
  if (!isBrandSlug(slug) || !terms.insurance.available) return false;
  const ids: Partial<Record<CountryCode, string>> = brandBySlug(slug).companyIds;
  return ids[country] !== undefined;
}

export function ppiPageSlice(country: CountryCode, terms: CountryTerms): PpiPageSlice {
  return {
    ...ppiSlice(country, terms),
    brands: brands
      .filter((b) => brandOffersPpi(b.slug, country, terms))
      .map((b) => ({ name: b.name, href: href(country, 'ppi-brand', { brand: b.slug }) })),
  };
}

export function ppiBrandSlice(
  country: CountryCode,
  terms: CountryTerms,
  slug: string,
): PpiBrandSlice {
  const offered = brandOffersPpi(slug, country, terms);
  const base = ppiSlice(country, terms);
  return {
    ...(offered ? base : { ...base, insurance: null, documents: [] }),
    brandName: isBrandSlug(slug) ? brandBySlug(slug).name : slug,
    offered,
    generalHref: href(country, 'ppi'),
  };
}
