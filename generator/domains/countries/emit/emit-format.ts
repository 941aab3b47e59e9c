import type { Emitted, Model } from '../../../core/types.js';
import { countryFiles } from '../source.js';
import { countriesTemplate } from './templates.js';

const template = countriesTemplate('format.ts');

/**
 * `countries/format.ts`: money and date formatting. The rules are the `money` and `dateFormats`
 * data of each country, read at run time, so the module itself is the same for every source.
 */
export function emitCountryFormat(model: Model): Emitted[] {
  return [
    {
      path: 'countries/format.ts',
      content: template({}),
      sources: countryFiles(model).map((f) => f.path),
    },
  ];
}
