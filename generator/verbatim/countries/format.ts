// Money and dates the way each country writes them. The spec: "Norwegian amounts end with kr,
// Finnish with EUR; a trailing comma-zero is removed." The rules are data (`languageTag`, `money`
// and `dateFormats` in countries/<cc>.yaml); this module applies them with Intl. It carries those
// rules alone, not the countries' terms, so a page that formats an amount does not bring every
// country's offers, fees and rates into the browser.
import { FORMAT_RULES } from './format-data.js';
import type { CountryCode, CountryTerms, DateStyle, Money } from './index.js';

export * from './format-data.js';

/** What formatting reads of a country's terms. */
export type FormatRules = Pick<CountryTerms, 'languageTag' | 'money' | 'dateFormats'>;

/** The formatting rules of one country (the same values as its terms). */
export function formatRules<C extends CountryCode>(code: C): (typeof FORMAT_RULES)[C] {
  return FORMAT_RULES[code];
}

// A no-break space keeps an amount and its suffix on one line, as Intl itself does.
const NO_BREAK_SPACE = '\u00a0';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(languageTag: string, digits: number): Intl.NumberFormat {
  const key = `${languageTag}/${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(languageTag, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Formats an amount given in minor units (öre, cents): formatMinor(123450, 'no') is
 * '1 234,50 kr' and formatMinor(10000, 'fi') is '100 EUR' (with no-break spaces). An amount in
 * another currency than the country's is suffixed with its currency code.
 */
export function formatMinor(minor: number, country: CountryCode, currency?: string): string {
  const { languageTag, money } = formatRules(country);
  const scale = 10 ** money.decimals;
  const digits = money.dropZeroDecimals && minor % scale === 0 ? 0 : money.decimals;
  const suffix = currency === undefined || currency === money.currency ? money.suffix : currency;
  return `${numberFormat(languageTag, digits).format(minor / scale)}${NO_BREAK_SPACE}${suffix}`;
}

/** Formats money: a `Money` from the terms, or an amount in major units such as 1234.5. */
export function formatMoney(value: Money | number, country: CountryCode): string {
  if (typeof value !== 'number') return formatMinor(value.minor, country, value.currency);
  const scale = 10 ** formatRules(country).money.decimals;
  return formatMinor(Math.round(value * scale), country);
}

/** Formats a date (its local calendar day) in one of the country's date styles. */
export function formatDate(date: Date, style: DateStyle, country: CountryCode): string {
  if (style === 'iso') {
    const pad = (n: number): string => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }
  const { languageTag, dateFormats: styles } = formatRules(country);
  const key = `${languageTag}/${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag, styles[style]);
    dateFormats.set(key, format);
  }
  return format.format(date);
}
