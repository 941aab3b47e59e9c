import type { Emitted, Model, Templates } from '../../../core/types.js';
import { countrySchemaOf } from '../schema.js';
import { countryFiles, countrySource } from '../source.js';
import { toLiteral } from './to-literal.js';

/** `countries/<cc>.ts`: one country's terms as typed, read-only data, money also in minor units. */
export function emitCountryData(model: Model, templates: Templates): Emitted[] {
  const schema = countrySchemaOf(model);
  return countryFiles(model).map((file) => ({
    path: `countries/${file.data.code}.ts`,
    content: templates.render('countries/country.ts.hbs', {
      code: file.data.code,
      name: String(file.data.name),
      source: file.path,
      literal: toLiteral(file.data, file.data.money.currency, schema),
    }),
    sources: [file.path, countrySource.meta],
  }));
}
