import type { Check, Model, Problem } from '../../../core/types.js';
import { countryBounds } from '../country-bounds.js';
import { VALIDATORS_FILE, countryFilesOf, supportedCountriesOf } from '../sources.js';
import { validatorRules } from './validator-rules.js';

/**
 * Limits read from countries/<cc>.yaml (countryRange) must exist there as numbers, and every range
 * must have min at most max; otherwise the generated validator would reject every value.
 */
export const countryTerms: Check = (model: Model) => {
  const problems: Problem[] = [];
  const files = countryFilesOf(model);
  const supported = supportedCountriesOf(model);
  for (const { id, rule, path } of validatorRules(model)) {
    if (rule.kind === 'range' && rule.min > rule.max) {
      problems.push({
        file: VALIDATORS_FILE,
        path: [...path, 'min'],
        message: `min ${rule.min} is above max ${rule.max}`,
        expected: 'min at most max',
      });
    }
    if (rule.kind !== 'countryRange') continue;
    for (const country of supported) {
      const file = files.get(country);
      if (!file) {
        problems.push({
          file: VALIDATORS_FILE,
          path: [...path, 'kind'],
          message: `validator ${id} reads countries/${country}.yaml, which is not loaded`,
          expected: `a country file for ${country}`,
        });
        continue;
      }
      const bounds = countryBounds(file, rule);
      if (bounds && 'unreadable' in bounds) {
        const isFlag = bounds.unreadable === rule.available;
        problems.push({
          file: file.path,
          path: bounds.unreadable.split('.'),
          message: `validator ${id} of schema/validators.yaml reads ${bounds.unreadable} here`,
          expected: isFlag ? 'true or false' : `a number (${rule.available} is true)`,
        });
      } else if (bounds && bounds.min > bounds.max) {
        problems.push({
          file: file.path,
          path: rule.min.split('.'),
          message: `${rule.min} ${bounds.min} is above ${rule.max} ${bounds.max} (validator ${id})`,
          expected: 'min at most max',
        });
      }
    }
  }
  return problems;
};
