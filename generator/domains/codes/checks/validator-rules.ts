import type { KeyPath, Model } from '../../../core/types.js';
import { validatorsOf } from '../sources.js';
import type { RuleSource, ValidatorSource } from '../source-types.js';

export interface LocatedRule {
  id: string;
  validator: ValidatorSource;
  /** The country of a per-country rule; undefined for a rule of every country. */
  country: string | undefined;
  rule: RuleSource;
  path: KeyPath;
}

/** Every rule of validators.yaml with its place, common rules and per-country ones alike. */
export function validatorRules(model: Model): LocatedRule[] {
  const validators = validatorsOf(model)?.data.validators ?? {};
  return Object.entries(validators).flatMap(([id, validator]): LocatedRule[] => {
    const base = ['validators', id];
    if (validator.rule) {
      return [{ id, validator, country: undefined, rule: validator.rule, path: [...base, 'rule'] }];
    }
    return Object.entries(validator.countries ?? {}).map(([country, rule]) => ({
      id,
      validator,
      country,
      rule,
      path: [...base, 'countries', country],
    }));
  });
}
