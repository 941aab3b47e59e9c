import type { Model, SourceFile, SourceSpec } from '../../core/types.js';

export const CREDIT_LAW_KIND = 'creditLaw';
export const CREDIT_LAW_PATH = 'schema/credit-law.yaml';

export const creditLawSource: SourceSpec = {
  kind: CREDIT_LAW_KIND,
  pattern: CREDIT_LAW_PATH,
  meta: 'schema/meta/credit-law.schema.json',
};

export type RateKind = 'nominal' | 'effective';

/** Where one credit product's rates are in a country file (dotted key paths). */
export interface CreditProduct {
  id: string;
  offer?: string;
  rates: string;
}

export interface ReferenceRate {
  name: string;
  source: string;
  periods: Array<{ from: string; rate: number }>;
}

interface RuleBase {
  id: string;
  countries: string[];
  from: string;
  until?: string;
  source: string;
}

export type CreditRule = RuleBase &
  (
    | {
        kind: 'rateCap';
        rate: RateKind;
        max?: number;
        referencePlus?: number;
        consequence?: string;
      }
    | { kind: 'costCap'; share: number }
    | { kind: 'warningText'; rate: RateKind; referencePlus: number; message: string }
    | { kind: 'effectiveRateRequired' }
  );

export interface CreditLawSource {
  products: CreditProduct[];
  referenceRates: Record<string, ReferenceRate>;
  rules: CreditRule[];
}

/** schema/credit-law.yaml, or undefined in a unit test's model without it. */
export function creditLawFile(model: Model): SourceFile<CreditLawSource> | undefined {
  return model.files<CreditLawSource>(CREDIT_LAW_KIND)[0];
}

/** A rule applies on the days from `from` to `until`, both included (ISO dates compare as text). */
export function inForce(rule: CreditRule, day: string): boolean {
  return rule.from <= day && (rule.until === undefined || day <= rule.until);
}
