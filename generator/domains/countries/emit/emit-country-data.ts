import type { Emitted, Model } from '../../../core/types.js';
import { countrySchemaOf } from '../schema.js';
import { countryFiles, countrySource } from '../source.js';
import { countriesTemplate } from './templates.js';
import { toLiteral } from './to-literal.js';

const template = countriesTemplate('country.ts');

/** `countries/<cc>.ts`: one country's terms as typed, read-only data, money also in minor units. */
export function emitCountryData(model: Model): Emitted[] {
  const schema = countrySchemaOf(model);
  return countryFiles(model).map((file) => ({
    path: `countries/${file.data.code}.ts`,
    content: template({
      code: file.data.code,
      name: String(file.data.name),
      source: file.path,
      literal: toLiteral(file.data, file.data.money.currency, schema),
    }),
    sources: [file.path, countrySource.meta],
  }));
}
