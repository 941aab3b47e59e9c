import type { Emitted, Emitter, Model, Templates } from '../../../core/types.js';
import {
  BRANDS_FILE,
  VALIDATORS_FILE,
  countryFilesOf,
  supportedCountriesOf,
  validatorsOf,
  CONSTANTS_FILE,
} from '../sources.js';
import type { RuleSource, ValidatorSource } from '../source-types.js';
import { jsdoc, literal } from './literal.js';
import { ruleExpression } from './rule-expression.js';

/** A validator differs by country when it lists countries or reads limits from the country files. */
function perCountry(v: ValidatorSource): boolean {
  return v.countries !== undefined || v.rule?.kind === 'countryRange';
}

function ruleFor(v: ValidatorSource, country: string): RuleSource | undefined {
  return v.countries ? v.countries[country] : v.rule;
}

function emitCommon(
  validators: Array<[string, ValidatorSource]>,
  model: Model,
  templates: Templates,
): Emitted {
  const common = validators
    .filter(([, v]) => !perCountry(v) && v.rule)
    .map(([name, v]) => ({
      name,
      doc: jsdoc(v.description),
      ...ruleExpression(v.rule as RuleSource, v.messageId),
    }));
  const countries = supportedCountriesOf(model);
  const files = countryFilesOf(model);
  const countryMembers = validators
    .filter(([, v]) => perCountry(v))
    .map(([name, v]) => {
      const types = countries.map((c) => {
        const rule = ruleFor(v, c);
        return rule ? ruleExpression(rule, v.messageId, files.get(c)).type : 'null';
      });
      return { name, doc: jsdoc(v.description), type: [...new Set(types)].join(' | ') };
    });
  const messages = Object.fromEntries(
    validators.map(([name, v]) => [name, { messageId: v.messageId, args: v.messageArgs ?? [] }]),
  );
  return {
    path: 'validators/common.ts',
    content: templates.render('codes/validators-common.ts.hbs', {
      imports: [...new Set(common.flatMap((c) => c.builders))].sort().join(', '),
      common,
      countryMembers,
      messages: literal(messages),
    }),
    sources: [VALIDATORS_FILE, BRANDS_FILE],
  };
}

function emitCountry(
  country: string,
  validators: Array<[string, ValidatorSource]>,
  model: Model,
  templates: Templates,
): Emitted {
  const file = countryFilesOf(model).get(country);
  const members = validators
    .filter(([, v]) => perCountry(v))
    .map(([name, v]) => {
      const rule = ruleFor(v, country);
      const code = rule
        ? ruleExpression(rule, v.messageId, file)
        : { expression: 'null', builders: [], type: 'null' };
      return { name, doc: jsdoc(v.description), ...code };
    });
  const used = [...new Set(members.flatMap((m) => m.builders))].sort();
  const readsCountryFile = validators.some(([, v]) => v.rule?.kind === 'countryRange');
  return {
    path: `validators/${country}.ts`,
    content: templates.render('codes/validators-country.ts.hbs', {
      country,
      countrySource: readsCountryFile && file ? ` and ${file.path}` : '',
      imports: [...used, 'type CountryValidators'].join(', '),
      members,
      names: members.map((m) => m.name).join(', '),
    }),
    sources: [VALIDATORS_FILE, CONSTANTS_FILE, ...(readsCountryFile && file ? [file.path] : [])],
  };
}

/** generated/validators/: common.ts, one module per country and index.ts by country code. */
export const emitValidators: Emitter = (model, templates) => {
  const source = validatorsOf(model);
  if (!source) return [];
  const validators = Object.entries(source.data.validators);
  const countries = supportedCountriesOf(model);
  const index: Emitted = {
    path: 'validators/index.ts',
    content: templates.render('codes/validators-index.ts.hbs', {
      countries,
      list: countries.join(', '),
    }),
    sources: [CONSTANTS_FILE],
  };
  return [
    emitCommon(validators, model, templates),
    ...countries.map((c) => emitCountry(c, validators, model, templates)),
    index,
  ];
};
