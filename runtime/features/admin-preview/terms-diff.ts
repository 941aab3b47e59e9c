/**
 * What an edit of a country's terms changes for customers: every value of countries/<cc>.yaml
 * as a customer reads it (money in the country's format, rates in percent, yes/no), now and as
 * last committed, row by row, each marked as the same, changed, added or removed.
 */
import { formatMoney } from '../../../generated/countries/format.js';
import { countryLanguageTag, type CountryCode } from '../../../generated/countries/index.js';

export type Change = 'same' | 'changed' | 'added' | 'removed';

export interface TermsRow {
  /** The key path in the file: `fees.kontoAdmin.amount`, `fees.splitSetUp.byTerm[0].months`. */
  readonly key: string;
  readonly committed: string | null;
  readonly current: string | null;
  readonly change: Change;
}

/** Words the customer sees for true and false, in the page's language. */
export interface YesNo {
  readonly yes: string;
  readonly no: string;
}

/** Every scalar of a parsed YAML document by its key path, in the file's order. */
export function flattenTerms(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => flattenTerms(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      flattenTerms(item, path ? `${path}.${key}` : key),
    );
  return path ? [[path, value]] : [];
}

const lastKey = (path: string): string => path.replace(/\[\d+\]$/, '').replace(/^.*\./, '');

/** A value as the customer reads it: amounts as money, rates in percent, yes or no. */
export function customerValue(
  key: string,
  value: unknown,
  country: CountryCode,
  yesNo: YesNo,
): string {
  if (typeof value === 'boolean') return value ? yesNo.yes : yesNo.no;
  if (typeof value !== 'number') return value === null ? '–' : String(value);
  const name = lastKey(key);
  if (/amount$/i.test(name) || /^(premium|fee)$/i.test(name)) return formatMoney(value, country);
  const tag = countryLanguageTag[country];
  if (/(rate|percent)$/i.test(name))
    return `${new Intl.NumberFormat(tag, { maximumFractionDigits: 4 }).format(value)}\u00a0%`;
  return new Intl.NumberFormat(tag, { maximumFractionDigits: 4 }).format(value);
}

/** The rows of both versions, the current file's order first, then what the edit removed. */
export function termsDiff(
  committed: unknown,
  current: unknown,
  country: CountryCode,
  yesNo: YesNo,
): TermsRow[] {
  const shown = (entries: [string, unknown][]) =>
    new Map(entries.map(([key, value]) => [key, customerValue(key, value, country, yesNo)]));
  const before = shown(flattenTerms(committed));
  const after = shown(flattenTerms(current));
  const row = (key: string): TermsRow => {
    const was = before.get(key) ?? null;
    const now = after.get(key) ?? null;
    const change: Change =
      was === null ? 'added' : now === null ? 'removed' : was === now ? 'same' : 'changed';
    return { key, committed: was, current: now, change };
  };
  return [...after.keys(), ...[...before.keys()].filter((key) => !after.has(key))].map(row);
}
