/**
 * The part of a country's terms the insurance pages show (premium, cover, who can take it), the
 * brands that offer it there and the documents' addresses, taken by the loaders at build time.
 */
import { getInsuranceDocumentPath } from '../../../generated/api/calls/getInsuranceDocument.js';
import { brands, isBrandSlug, brandBySlug } from '../../../generated/brands.js';
import type { CountryCode, CountryTerms } from '../../../generated/countries/index.js';
import { moneyValue, type MoneyValue } from '../../shared/i18n/public-format.js';
import { href } from '../../shared/routing/href.js';
import { damageReports, type DamageReportLink } from './documents.js';
import type { MessageId } from '../../../generated/messages/index.js';

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
  };
}

/** The coverage texts of a country: popups where its terms have them, else a list. */
export interface Coverage {
  readonly popups: boolean;
  readonly employee: MessageId;
  readonly selfEmployed: MessageId;
  readonly pensioner: MessageId;
  /** The employee criterion's months (insurance.eligibility.employee.minMonthsEmployed). */
  readonly months: number;
}

export interface PpiDocument {
  readonly kind: 'terms' | 'productInformation';
  readonly href: string;
}

export interface PpiSlice {
  /** null when the country has no insurance. */
  readonly insurance: PpiTerms | null;
  readonly documents: readonly PpiDocument[];
  /** The damage-report forms (spec 001 §2). */
  readonly claims: readonly DamageReportLink[];
  /** Who is covered how: Denmark's popups, elsewhere a list; null without the insurance. */
  readonly coverage: Coverage | null;
  readonly loginHref: string;
  readonly customerServiceHref: string;
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

/** The coverage texts: Denmark's popups (insurance.coveragePopups), elsewhere the same as a list. */
export function coverageOf(terms: CountryTerms): Coverage | null {
  const insurance = terms.insurance;
  if (!insurance.available) return null;
  const popups = insurance.coveragePopups;
  const months = insurance.eligibility.employee.minMonthsEmployed;
  if (popups.available) {
    return {
      popups: true,
      employee: popups.employeeMessageId,
      selfEmployed: popups.selfEmployedMessageId,
      pensioner: popups.pensionerMessageId,
      months,
    };
  }
  return {
    popups: false,
    employee: 'page.ppi.coverage.employee',
    selfEmployed: 'page.ppi.coverage.selfEmployed',
    pensioner: 'page.ppi.coverage.pensioner',
    months,
  };
}

/** The insurance's terms, documents and forms in a country, as the insurance pages show them. */
export function ppiSlice(country: CountryCode, terms: CountryTerms): PpiSlice {
  const ins = terms.insurance;
  const links = {
    loginHref: href(country, 'login'),
    customerServiceHref: href(country, 'customer-service'),
  };
  if (!ins.available)
    return { insurance: null, documents: [], claims: [], coverage: null, ...links };
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
      },
    },
    documents: [
      { kind: 'terms', href: documentHref(`ppi-terms-${country}`) },
      { kind: 'productInformation', href: documentHref(`ppi-pre-purchase-information-${country}`) },
    ],
    claims: damageReports(country),
    coverage: coverageOf(terms),
    ...links,
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
    ...(offered ? base : { ...base, insurance: null, documents: [], claims: [], coverage: null }),
    brandName: isBrandSlug(slug) ? brandBySlug(slug).name : slug,
    offered,
    generalHref: href(country, 'ppi'),
  };
}
