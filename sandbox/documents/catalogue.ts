import { brandBySlug, brands } from '../../generated/brands.js';
import type { BrandSlug } from '../../generated/brands.js';
import { formatMoney } from '../../generated/countries/format.js';
import { countryCodes, countryLanguageTag, countryTerms } from '../../generated/countries/index.js';
import type { CountryCode } from '../../generated/countries/index.js';
import { sandboxText } from '../texts/catalogue.js';
import type { PdfLine } from './pdf.js';

/** Whether the brand does business in the country (it has a company id there). */
export function brandServes(brand: BrandSlug, country: CountryCode): boolean {
  const ids: Partial<Record<CountryCode, string>> = brandBySlug(brand).companyIds;
  return ids[country] !== undefined;
}

export const creditTermsPath = (brand: BrandSlug, country: CountryCode): string =>
  `/download/CREDIT_TERMS_AND_CONDITIONS/${brand}/${country}.pdf`;

/** The general credit terms of a brand in a country as PDF text, in the country's language. */
export function creditTermsDocument(
  brand: BrandSlug,
  country: CountryCode,
): { title: string; lines: PdfLine[] } {
  const terms = countryTerms(country);
  const name = brandBySlug(brand).name;
  const lines: PdfLine[] = [
    { text: `${name} - ${terms.name}`, size: 12 },
    { text: sandboxText(country, 'terms.general', { currency: terms.money.currency }) },
    { text: '' },
  ];
  const rate = terms.rates.konto;
  if (rate.available) {
    lines.push({
      text: sandboxText(country, 'terms.kontoRate', {
        nominal: formatPercent(rate.nominal, country),
        effective: formatPercent(rate.effective, country),
      }),
    });
  }
  const fee = terms.fees.monthlyInvoice;
  if (fee.available) {
    lines.push({
      text: sandboxText(country, 'terms.monthlyFee', { amount: formatMoney(fee.amount, country) }),
    });
  }
  lines.push({ text: sandboxText(country, 'terms.note') });
  return {
    title: sandboxText(country, 'terms.title', { brand: name, country: terms.name }),
    lines,
  };
}

/** A rate as the country writes a decimal number (20,28). */
const formatPercent = (value: number, country: CountryCode): string =>
  new Intl.NumberFormat(countryLanguageTag[country], { maximumFractionDigits: 2 }).format(value);

/** Every brand the country has, for the terms list. */
export const brandsIn = (country: CountryCode): BrandSlug[] =>
  brands.map((b) => b.slug).filter((slug) => brandServes(slug, country));

const insuranceKinds = [
  'terms',
  'pre-purchase-information',
  'damage-report-sickness',
  'damage-report-unemployment',
  'damage-report-hospital',
  'damage-report-death',
] as const;
type InsuranceKind = (typeof insuranceKinds)[number];

/** The ppi documents' names: `ppi-{kind}-{country}` for every country with the insurance. */
export const insuranceDocumentNames: readonly string[] = countryCodes.flatMap((country) =>
  countryTerms(country).insurance.available
    ? insuranceKinds.map((kind) => `ppi-${kind}-${country}`)
    : [],
);

/** A ppi document by name (with or without .pdf), or null when there is none. */
export function insuranceDocument(document: string): { title: string; lines: PdfLine[] } | null {
  const name = document.replace(/\.pdf$/, '');
  if (!insuranceDocumentNames.includes(name)) return null;
  const match = /^ppi-(.+)-(se|no|fi|dk)$/.exec(name);
  const kind = match?.[1] as InsuranceKind;
  const country = match?.[2] as CountryCode;
  const terms = countryTerms(country);
  const lines: PdfLine[] = [{ text: terms.name, size: 12 }];
  if (terms.insurance.available) {
    const premium = terms.insurance.premium;
    lines.push({
      text: sandboxText(country, 'insurance.premium', {
        percent: formatPercent(premium.percent, country),
        amount: formatMoney(premium.minMonthlyAmount, country),
      }),
    });
  }
  if (kind.startsWith('damage-report')) {
    lines.push(
      { text: '' },
      { text: sandboxText(country, 'insurance.formName') },
      { text: sandboxText(country, 'insurance.formEvent') },
    );
  }
  return { title: sandboxText(country, `insurance.${kind}`), lines };
}
