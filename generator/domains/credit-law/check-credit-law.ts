/**
 * Holds each country's credit terms to the consumer-credit limits of schema/credit-law.yaml and
 * warns (file, line, key; validate still exits 0) where the figures break one. The limits are
 * data; this module only knows the four kinds of rule. docs/consumer-credit.md explains them.
 */
import { todayIso, type Check, type CheckContext, type Problem } from '../../core/types.js';
import { countryFiles, type CountrySource } from '../countries/source.js';
import { localeCatalogues } from '../messages/locales.js';
import { productTerms, type ProductTerms } from './product-terms.js';
import { referenceRateOn, staleReferenceRates } from './reference-rates.js';
import {
  CREDIT_LAW_PATH,
  creditLawFile,
  inForce,
  type CreditLawSource,
  type CreditRule,
  type RateKind,
} from './source.js';

interface RuleScope {
  law: CreditLawSource;
  country: CountrySource;
  file: string;
  day: string;
  /** The ids of the country's catalogue, for rules that require a text. */
  messageIds: ReadonlySet<string> | undefined;
}

const percent = (value: number) => `${Number(value.toFixed(2))} %`;

/** `[fi-interest-cap, docs/consumer-credit.md]`: the rule, whose source and date the doc gives. */
function origin(rule: CreditRule): string {
  return `[${rule.id}, docs/consumer-credit.md]`;
}

/** The cap on the day: the lower of `max` and the reference rate plus `referencePlus`. */
function capOn(
  rule: { max?: number; referencePlus?: number },
  scope: RuleScope,
): { limit: number; how: string } | undefined {
  const parts: Array<{ limit: number; how: string }> = [];
  if (rule.referencePlus !== undefined) {
    const reference = scope.law.referenceRates[scope.country.code];
    const rate = referenceRateOn(reference, scope.day);
    if (!rate || !reference) return undefined;
    parts.push({
      limit: rate.rate + rule.referencePlus,
      how: `${reference.name} ${percent(rate.rate)} from ${rate.from} + ${rule.referencePlus} points`,
    });
  }
  if (rule.max !== undefined) parts.push({ limit: rule.max, how: `at most ${percent(rule.max)}` });
  const lowest = Math.min(...parts.map((p) => p.limit));
  return parts.length ? { limit: lowest, how: parts.map((p) => p.how).join(', ') } : undefined;
}

function rateName(terms: ProductTerms, kind: RateKind): string {
  const stated = terms.rates[kind]!;
  const reading = stated.basisNotStated ? ` (the basis is not stated; read as ${kind})` : '';
  return `the ${kind} rate of ${terms.product.id}, ${percent(stated.value)}${reading},`;
}

function checkRule(rule: CreditRule, terms: ProductTerms, scope: RuleScope): Problem[] {
  const warn = (path: Problem['path'], message: string, expected?: string): Problem[] => [
    {
      file: scope.file,
      path,
      message: `${message} ${origin(rule)}`,
      expected,
      severity: 'warning',
    },
  ];
  switch (rule.kind) {
    case 'rateCap': {
      const stated = terms.rates[rule.rate];
      const cap = capOn(rule, scope);
      if (!stated || !cap || stated.value <= cap.limit) return [];
      const consequence = rule.consequence ?? 'the credit may not be given at this rate';
      return warn(
        stated.path,
        `${rateName(terms, rule.rate)} is above the cap of ${percent(cap.limit)} on ${scope.day} (${cap.how}): ${consequence}`,
        `at most ${percent(cap.limit)}`,
      );
    }
    case 'costCap': {
      const example = terms.example;
      if (!example) return [];
      const cost = example.totalAmount - example.amount;
      const limit = (example.amount * rule.share) / 100;
      if (cost <= limit) return [];
      return warn(
        example.path,
        `the example of ${terms.product.id} costs ${cost} in credit costs on ${example.amount} of credit, above the cap of ${rule.share} % of the amount`,
        `a total of at most ${example.amount + limit}`,
      );
    }
    case 'warningText': {
      const stated = terms.rates[rule.rate];
      const cap = capOn(rule, scope);
      if (!stated || !cap || stated.value < cap.limit || scope.messageIds?.has(rule.message))
        return [];
      return warn(
        stated.path,
        `${rateName(terms, rule.rate)} is at or above ${percent(cap.limit)} (${cap.how}): the credit must be marketed with the statutory warning, and content/messages/${scope.country.locale}.yaml has no ${rule.message}`,
        `the warning text as ${rule.message}`,
      );
    }
    case 'effectiveRateRequired': {
      const effective = terms.rates.effective;
      if (effective && !effective.basisNotStated) return [];
      return warn(
        effective?.path ?? terms.path,
        effective
          ? `${terms.product.id} states a rate without saying whether it is the effective rate, which must be shown`
          : `${terms.product.id} is offered without an effective rate, which must be shown wherever a cost of the credit is`,
        `the effective rate (annual percentage rate) in ${terms.product.rates}`,
      );
    }
  }
}

/** A cap built on a reference rate that the file does not give for the day is not checked. */
function unchecked(law: CreditLawSource, rule: CreditRule, country: string, day: string): Problem {
  return {
    file: CREDIT_LAW_PATH,
    path: ['rules', law.rules.indexOf(rule), 'referencePlus'],
    message: `${rule.id} is built on the reference rate of ${country}, and referenceRates gives none on ${day}: the terms were not checked against it`,
    expected: `a period of referenceRates.${country} that starts on or before ${day}`,
    severity: 'warning',
  };
}

export const checkCreditLaw: Check = (model, context?: CheckContext) => {
  const law = creditLawFile(model)?.data;
  if (!law) return [];
  const day = context?.today ?? todayIso();
  const catalogues = localeCatalogues(model);
  const problems: Problem[] = [];
  const referenced = new Set<string>();
  for (const file of countryFiles(model)) {
    const country = file.data;
    const rules = law.rules.filter((r) => r.countries.includes(country.code) && inForce(r, day));
    const onReference = rules.filter((r) => 'referencePlus' in r && r.referencePlus !== undefined);
    if (onReference.length > 0) referenced.add(country.code);
    if (!referenceRateOn(law.referenceRates[country.code], day))
      problems.push(...onReference.map((rule) => unchecked(law, rule, country.code, day)));
    const catalogue = catalogues.find((c) => c.locale === country.locale);
    const scope: RuleScope = {
      law,
      country,
      file: file.path,
      day,
      messageIds: catalogue && new Set(Object.keys(catalogue.file.data)),
    };
    for (const product of law.products) {
      const terms = productTerms(country, product);
      if (terms) for (const rule of rules) problems.push(...checkRule(rule, terms, scope));
    }
  }
  return [...problems, ...staleReferenceRates(law.referenceRates, referenced, day)];
};
