/**
 * The supported countries (countries/*.yaml): their codes, locales and language tags (data in
 * index-data.ts, re-exported here), the types of their terms, and the lookups over them.
 */
import { countryCodes, TERMS } from './index-data.js';
import type { CountryCode } from './types.js';

export type * from './types.js';
export {
  countryCodes,
  countryLanguageTag,
  countryLocale,
  defaultCountry,
  localeCountry,
} from './index-data.js';

/** The terms of one country; with a literal code the exact figures of that country. */
export function countryTerms<C extends CountryCode>(code: C): (typeof TERMS)[C] {
  return TERMS[code];
}

/**
 * Whether a value (a route parameter, a cookie) is a supported country code. It reads the list of
 * codes, not the terms, so a module that needs only the codes (the browser's shell) does not
 * bring every country's terms along.
 */
export function isCountryCode(value: unknown): value is CountryCode {
  return (countryCodes as readonly unknown[]).includes(value);
}
