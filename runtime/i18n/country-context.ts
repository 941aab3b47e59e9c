import { createContext, useContext } from 'react';
import type { CountryCode, CountryTerms } from '../../generated/countries/index.js';

export interface CountryValue {
  readonly country: CountryCode;
  readonly terms: CountryTerms;
}

export const CountryContext = createContext<CountryValue | null>(null);

/** The country of the page being drawn and its terms (countries/<cc>.yaml, generated). */
export function useCountry(): CountryValue {
  const value = useContext(CountryContext);
  if (!value) throw new Error('useCountry is used outside a country route');
  return value;
}
