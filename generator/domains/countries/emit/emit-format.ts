import type { Emitted, Model, Templates } from '../../../core/types.js';
import { COUNTRY_CODES, countryFiles } from '../source.js';

/**
 * `countries/format.ts`: money and date formatting. The rules are each country's `languageTag`,
 * `money` and `dateFormats`, copied into the module (and nothing else of the terms: the browser
 * loads this module with pages that format amounts, and the terms of four countries would more
 * than double it).
 */
export function emitCountryFormat(model: Model, templates: Templates): Emitted[] {
  const order: readonly string[] = COUNTRY_CODES;
  const files = [...countryFiles(model)].sort(
    (a, b) => order.indexOf(a.data.code) - order.indexOf(b.data.code),
  );
  const rules = Object.fromEntries(
    files.map((f) => [
      f.data.code,
      { languageTag: f.data.languageTag, money: f.data.money, dateFormats: f.data['dateFormats'] },
    ]),
  );
  return [
    {
      path: 'countries/format-data.ts',
      content: templates.render('countries/format-data.ts.hbs', {
        rules: JSON.stringify(rules, null, 2),
      }),
      sources: files.map((f) => f.path),
    },
  ];
}
