// What countries/types.ts (derived from the country meta schema) adds by hand: money in integer
// minor units, and the names of the date styles.
import type { CountryTerms, CurrencyCode } from './types.js';

/**
 * An amount of money, both as written in the country file (major units) and in integer minor
 * units (öre, cents). Compute with `minor`; `amount` is for showing what staff wrote.
 */
export interface Money {
  /** The amount in major units, as in the country file (29, 2.9). */
  readonly amount: number;
  /** The same amount in minor units (2900, 290), an integer: compute with this. */
  readonly minor: number;
  readonly currency: CurrencyCode;
}

/** A date style: short, long, monthYear, month, dayMonthYear or iso. */
export type DateStyle = keyof CountryTerms['dateFormats'];
