import type { Emitted, Model, Templates } from '../../../core/types.js';
import { COUNTRY_CODES, countryFiles } from '../source.js';

/**
 * `countries/index.ts`: the country and locale codes every other generated module imports, each
 * country's language tag, the default country, and `countryTerms(code)`. Countries are listed in
 * the spec's order.
 */
export function emitCountryIndex(model: Model, templates: Templates): Emitted[] {
  const order: readonly string[] = COUNTRY_CODES;
  const files = [...countryFiles(model)].sort(
    (a, b) => order.indexOf(a.data.code) - order.indexOf(b.data.code),
  );
  const countries = files.map((f) => ({
    code: f.data.code,
    locale: f.data.locale,
    languageTag: f.data.languageTag,
  }));
  const defaultCountry = files.find((f) => f.data.default)?.data.code ?? COUNTRY_CODES[0];
  return [
    {
      path: 'countries/index-data.ts',
      content: templates.render('countries/index-data.ts.hbs', { countries, defaultCountry }),
      sources: files.map((f) => f.path),
    },
  ];
}
