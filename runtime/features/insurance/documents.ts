/**
 * The insurance's documents (schema/api.yaml getInsuranceDocument, spec 001 §2 "damage-report PDF
 * links"): the terms, the pre-purchase information and a damage report per event, each a PDF
 * of the country (`ppi-<kind>-<country>.pdf`).
 */
import { getInsuranceDocumentPath } from '../../../generated/api/calls/getInsuranceDocument.js';
import type { CountryCode } from '../../../generated/countries/index.js';

export const DAMAGE_REPORTS = ['sickness', 'unemployment', 'hospital', 'death'] as const;
export type DamageReport = (typeof DAMAGE_REPORTS)[number];

export interface DamageReportLink {
  readonly kind: DamageReport;
  readonly href: string;
}

/** The address of one of the country's insurance documents. */
export const insuranceDocumentHref = (name: string, country: CountryCode): string =>
  getInsuranceDocumentPath({ document: `ppi-${name}-${country}.pdf` });

/** The damage-report forms of a country, one per event the insurance covers. */
export const damageReports = (country: CountryCode): DamageReportLink[] =>
  DAMAGE_REPORTS.map((kind) => ({
    kind,
    href: insuranceDocumentHref(`damage-report-${kind}`, country),
  }));
