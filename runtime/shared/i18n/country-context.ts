import { createContext, useContext } from 'react';
import type { CountryCode, CountryTerms } from '../../../generated/countries/index.js';
import { loadedTerms } from './country-terms.js';

export interface CountryValue {
  readonly country: CountryCode;
  /** Loaded only for the pages that read them (i18n/country-terms.ts). */
  readonly terms: CountryTerms;
}

export const CountryContext = createContext<CountryValue | null>(null);

/**
 * The value of a country route: its country, and its terms read when asked for (a public page
 * never asks, so it never loads them; i18n/country-terms.ts).
 */
export function countryValue(country: CountryCode): CountryValue {
  return {
    country,
    get terms() {
      return loadedTerms(country);
    },
  };
}

/** The country of the page being drawn and its terms (countries/<cc>.yaml, generated). */
export function useCountry(): CountryValue {
  const value = useContext(CountryContext);
  if (!value) throw new Error('useCountry is used outside a country route');
  return value;
}
