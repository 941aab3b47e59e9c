/**
 * How the public pages write the figures of the country terms: money by the country's rules
 * (generated/countries/format.ts), percentages and ranges in the page's language. Figures arrive
 * as loader data, so these helpers take plain values, never the terms themselves; the loaders'
 * slices take those values from the terms with moneyValue and daySpan.
 */
import { formatMinor } from '../../../generated/countries/format.js';
import {
  countryLanguageTag,
  type CountryCode,
  type DayRange,
} from '../../../generated/countries/index.js';
import { useCountry } from './country-context.js';

/** Money as loader data carries it (the terms' `Money`, serialised). */
export interface MoneyValue {
  readonly minor: number;
  readonly currency: string;
}

/** The loader data of an amount of the terms: only its minor units and currency. */
export const moneyValue = (m: { minor: number; currency: string }): MoneyValue => ({
  minor: m.minor,
  currency: m.currency,
});

/** A time span of the terms (`DayRange` when available, a loan's payout). */
export interface DaySpan {
  readonly minDays: number | null;
  readonly maxDays: number;
  readonly dayKind: string;
}

/** The loader data of a time span of the terms, or null when it is not available. */
export const daySpan = (d: DayRange): DaySpan | null =>
  d.available ? { minDays: d.minDays, maxDays: d.maxDays, dayKind: d.dayKind } : null;

export interface PublicFormat {
  money(value: MoneyValue): string;
  /** A rate in percent (29.91 -> "29,91 %"). */
  percent(value: number): string;
  /** A rate range; one figure when both ends are equal. */
  percentRange(min: number, max: number): string;
}

const percentFormats = new Map<string, Intl.NumberFormat>();

export function createFormat(country: CountryCode, languageTag: string): PublicFormat {
  let percentFormat = percentFormats.get(languageTag);
  if (!percentFormat) {
    percentFormat = new Intl.NumberFormat(languageTag, {
      style: 'percent',
      maximumFractionDigits: 2,
    });
    percentFormats.set(languageTag, percentFormat);
  }
  const format = percentFormat;
  // Rates are written in percent with at most two decimals; dividing by 100 can leave a
  // binary tail (0.67 / 100), which the two-digit rounding removes.
  const percent = (value: number) => format.format(value / 100);
  return {
    money: (value) => formatMinor(value.minor, country, value.currency),
    percent,
    percentRange: (min, max) => (min === max ? percent(min) : `${percent(min)}–${percent(max)}`),
  };
}

/** The formatter of the page's country. */
export function useFormat(): PublicFormat {
  const { country } = useCountry();
  return createFormat(country, countryLanguageTag[country]);
}

/** "3" for "within 3 days", "2–5" for a range: the `{range}` argument of the timing texts. */
export const dayRange = (span: DaySpan): string =>
  span.minDays === null || span.minDays === span.maxDays
    ? String(span.maxDays)
    : `${span.minDays}–${span.maxDays}`;
