/**
 * Amounts and dates of the purchase pages in the country's formats (core §9: currency per
 * locale, the country's date styles), by the generated country rules. API amounts are major
 * units; API dates are calendar days (YYYY-MM-DD), read as that day wherever the browser is.
 */
import { formatDate, formatMoney } from '../../../generated/countries/format.js';
import type { CountryCode, DateStyle } from '../../../generated/countries/index.js';
import { useCountry } from './country-context.js';

/** The calendar day of an API date (its first 10 characters), at local midnight. */
export function calendarDay(value: string): Date {
  const [y = 0, m = 1, d = 1] = value.slice(0, 10).split('-').map(Number);
  return new Date(y, m - 1, d);
}

export interface AppFormat {
  money(major: number): string;
  date(value: string, style?: DateStyle): string;
}

export function createAppFormat(country: CountryCode): AppFormat {
  return {
    money: (major) => formatMoney(major, country),
    date: (value, style = 'long') => formatDate(calendarDay(value), style, country),
  };
}

export function useAppFormat(): AppFormat {
  return createAppFormat(useCountry().country);
}
