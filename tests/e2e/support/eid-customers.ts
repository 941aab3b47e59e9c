/** Sandbox customers the e2e login tests pick by civic number (sandbox/seed/personas.ts). */
import type { CountryCode } from '../../../generated/countries/index.js';

/** A customer of each country with an e-ID broker, as the broker page lists their number. */
export const eidCustomer: Partial<Record<CountryCode, string>> = {
  no: '15078540068',
  fi: '131052-308T',
  dk: '020390-1234',
};

/** A demo customer of each country the Criipto demo serves (their civic numbers). */
export const criiptoDemoCustomer: Partial<Record<CountryCode, string>> = {
  no: '25066810000',
  fi: '030988-4620',
  dk: '240591-1000',
};
