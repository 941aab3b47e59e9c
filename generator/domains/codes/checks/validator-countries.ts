import type { Check, Problem } from '../../../core/types.js';
import { VALIDATORS_FILE, supportedCountriesOf, validatorsOf } from '../sources.js';
import { validatorRules } from './validator-rules.js';

/**
 * Per-country validators name exactly the supported countries (constants.yaml), and a list of
 * country codes holds only supported ones; otherwise a country would silently lack a validator.
 */
export const validatorCountries: Check = (model) => {
  const supported = supportedCountriesOf(model);
  if (supported.length === 0) return [];
  const problems: Problem[] = [];
  for (const [id, validator] of Object.entries(validatorsOf(model)?.data.validators ?? {})) {
    if (!validator.countries) continue;
    for (const country of Object.keys(validator.countries)) {
      if (supported.includes(country)) continue;
      problems.push({
        file: VALIDATORS_FILE,
        path: ['validators', id, 'countries', country],
        atKey: true,
        message: `'${country}' is not a supported country`,
        expected: `one of: ${supported.join(', ')}`,
      });
    }
    const missing = supported.filter((c) => !(c in (validator.countries ?? {})));
    if (missing.length > 0) {
      problems.push({
        file: VALIDATORS_FILE,
        path: ['validators', id, 'countries'],
        message: `no rule for ${missing.join(', ')}`,
        expected: "a rule for every supported country (kind: none where it doesn't apply)",
      });
    }
  }
  for (const { rule, path } of validatorRules(model)) {
    if (rule.kind !== 'oneOf' || rule.of !== 'countries') continue;
    rule.values.forEach((value, i) => {
      if (supported.includes(String(value))) return;
      problems.push({
        file: VALIDATORS_FILE,
        path: [...path, 'values', i],
        message: `'${String(value)}' is not a supported country`,
        expected: `one of: ${supported.join(', ')}`,
      });
    });
  }
  return problems;
};
