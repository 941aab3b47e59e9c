import { brandBySlug, brands } from '../../generated/brands.js';
import type { BrandSlug } from '../../generated/brands.js';
import { countryCodes, countryTerms } from '../../generated/countries/index.js';
import type { CountryCode } from '../../generated/countries/index.js';
import type { PdfLine } from './pdf.js';

/** Whether the brand does business in the country (it has a company id there). */
export function brandServes(brand: BrandSlug, country: CountryCode): boolean {
  const ids: Partial<Record<CountryCode, string>> = brandBySlug(brand).companyIds;
  return ids[country] !== undefined;
}

export const creditTermsPath = (brand: BrandSlug, country: CountryCode): string =>
  `/download/CREDIT_TERMS_AND_CONDITIONS/${brand}/${country}.pdf`;

/** The general credit terms of a brand in a country as PDF text. */
export function creditTermsDocument(
  brand: BrandSlug,
  country: CountryCode,
): { title: string; lines: PdfLine[] } {
  const terms = countryTerms(country);
  const name = brandBySlug(brand).name;
  const lines: PdfLine[] = [
    { text: `${name} - ${terms.name}`, size: 12 },
    { text: `General terms for credit and invoice purchases, ${terms.money.currency}.` },
    { text: '' },
  ];
  const rate = terms.rates.konto;
  if (rate.available) {
    lines.push({
      text: `Account credit (konto): nominal rate ${rate.nominal} %, effective ${rate.effective} %.`,
    });
  }
  const fee = terms.fees.monthlyInvoice;
  if (fee.available)
    lines.push({ text: `Monthly invoice fee: ${fee.amount.amount} ${fee.amount.currency}.` });
  lines.push({ text: 'Sandbox document: the provider publishes the binding terms.' });
  return { title: `Credit terms ${name} (${country})`, lines };
}

/** Every brand the country has, for the terms list. */
export const brandsIn = (country: CountryCode): BrandSlug[] =>
  brands.map((b) => b.slug).filter((slug) => brandServes(slug, country));

const insuranceKinds = {
  terms: 'Payment protection insurance - terms',
  'pre-purchase-information': 'Payment protection insurance - pre-purchase information',
  'damage-report-sickness': 'Damage report form - sickness',
  'damage-report-unemployment': 'Damage report form - unemployment',
  'damage-report-hospital': 'Damage report form - hospital stay',
  'damage-report-death': 'Damage report form - death',
} as const;

/** The ppi documents' names: `ppi-{kind}-{country}` for every country with the insurance. */
export const insuranceDocumentNames: readonly string[] = countryCodes.flatMap((country) =>
  countryTerms(country).insurance.available
    ? Object.keys(insuranceKinds).map((kind) => `ppi-${kind}-${country}`)
    : [],
);

/** A ppi document by name (with or without .pdf), or null when there is none. */
export function insuranceDocument(document: string): { title: string; lines: PdfLine[] } | null {
  const name = document.replace(/\.pdf$/, '');
  if (!insuranceDocumentNames.includes(name)) return null;
  const match = /^ppi-(.+)-(se|no|fi|dk)$/.exec(name);
  const kind = match?.[1] as keyof typeof insuranceKinds;
  const country = match?.[2] as CountryCode;
  const terms = countryTerms(country);
  const lines: PdfLine[] = [{ text: terms.name, size: 12 }];
  if (terms.insurance.available) {
    const premium = terms.insurance.premium;
    lines.push({
      text: `Premium ${premium.percent} % of the balance, at least ${premium.minMonthlyAmount.amount} ${premium.minMonthlyAmount.currency} a month.`,
    });
  }
  if (kind.startsWith('damage-report')) {
    lines.push({ text: '' }, { text: 'Name: ____________________  Civic number: ______________' });
    lines.push({ text: 'Date of the event: __________  Signature: ______________' });
  }
  return { title: insuranceKinds[kind], lines };
}
