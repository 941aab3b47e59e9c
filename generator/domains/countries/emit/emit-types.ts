import type { Emitted, Model, Templates } from '../../../core/types.js';
import { countrySchemaOf } from '../schema.js';
import { countryFiles, countrySource } from '../source.js';
import { SchemaToTs } from './schema-to-ts.js';

const comment = (text: string): string => text.replace(/\*\//g, '*\\/');

/** `countries/types.ts`: `CountryTerms` and the types it uses, derived from the meta schema. */
export function emitCountryTypes(model: Model, templates: Templates): Emitted[] {
  const schema = countrySchemaOf(model);
  const converter = new SchemaToTs(schema);
  const rootBody = converter.type({ ...schema, $ref: undefined });
  const content = templates.render('countries/types.ts.hbs', {
    rootDescription: comment(schema.description ?? ''),
    rootBody,
    named: converter.namedTypes().map((n) => ({ ...n, description: comment(n.description) })),
  });
  return [
    {
      path: 'countries/types.ts',
      content,
      sources: [countrySource.meta, ...countryFiles(model).map((f) => f.path)],
    },
  ];
}
