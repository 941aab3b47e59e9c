import type { Model } from '../../../core/types.js';
import { COUNTRIES } from '../sources.js';

/** The kind the countries domain gives countries/*.yaml; it emits generated/countries/index.ts. */
const COUNTRY_KIND = 'country';

/**
 * The line that gives a generated module the `CountryCode` type. The countries domain owns that
 * type (generated/countries/index.ts) and emits it whenever country files exist; without them the
 * module declares the same literal union itself so it still compiles.
 */
export function countryCodeDeclaration(model: Model, countriesModule: string): string {
  if (model.files(COUNTRY_KIND).length > 0) {
    return `import type { CountryCode } from '${countriesModule}';`;
  }
  return `type CountryCode = ${COUNTRIES.map((c) => `'${c}'`).join(' | ')};`;
}
