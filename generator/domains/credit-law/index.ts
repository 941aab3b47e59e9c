import type { Domain } from '../../core/types.js';
import { checkCreditLaw } from './check-credit-law.js';
import { checkProductPaths } from './check-key-paths.js';
import { creditLawSource } from './source.js';

/**
 * The consumer-credit limits (schema/credit-law.yaml): rate caps, cost caps, the statutory warning
 * and the effective rate, per country and in force by date. It emits nothing: `validate` warns
 * where a country's terms (countries/*.yaml) break a limit. It reads the countries and messages.
 */
export const creditLawDomain: Domain = {
  name: 'credit-law',
  sources: [creditLawSource],
  checks: [checkProductPaths, checkCreditLaw],
  emitters: [],
};
