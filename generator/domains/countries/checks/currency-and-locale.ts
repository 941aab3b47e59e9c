import type { Model, Problem } from '../../../core/types.js';
import { CURRENCIES, countryFiles } from '../source.js';

/**
 * The money and language settings must be ones the browser's Intl can format with: the app
 * formats every amount and date through Intl, so a code it does not know breaks every page.
 */
export function checkCurrencyAndLocale(model: Model): Problem[] {
  const problems: Problem[] = [];
  const files = countryFiles(model);
  const intlCurrencies = new Set(Intl.supportedValuesOf('currency'));
  for (const { path: file, data } of files) {
    const { currency, decimals } = data.money;
    const supported: readonly string[] = CURRENCIES;
    if (!supported.includes(currency) || !intlCurrencies.has(currency)) {
      problems.push({
        file,
        path: ['money', 'currency'],
        message: `'${currency}' is not a supported currency`,
        expected: `one of ${CURRENCIES.join(', ')}`,
      });
    } else {
      const intlDecimals = new Intl.NumberFormat('en', {
        style: 'currency',
        currency,
      }).resolvedOptions().maximumFractionDigits;
      if (intlDecimals !== decimals) {
        problems.push({
          file,
          path: ['money', 'decimals'],
          message: `${currency} is written with ${intlDecimals} decimals, not ${decimals}`,
          expected: `decimals: ${intlDecimals}`,
        });
      }
    }
    problems.push(...checkLanguageTag(file, data.languageTag, data.locale, data.code));
  }
  for (const [locale, sharing] of groupBy(files, (f) => f.data.locale)) {
    if (sharing.length < 2) continue;
    for (const f of sharing) {
      problems.push({
        file: f.path,
        path: ['locale'],
        message: `the locale '${locale}' is used by ${sharing.map((s) => s.path).join(' and ')}`,
        expected: 'a language of its own per country (texts are kept per language)',
      });
    }
  }
  return problems;
}

function checkLanguageTag(file: string, tag: string, locale: string, code: string): Problem[] {
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(tag)[0];
  } catch {
    canonical = undefined;
  }
  const wanted = `${locale}-${code.toUpperCase()}`;
  if (canonical === undefined) {
    return [
      {
        file,
        path: ['languageTag'],
        message: `'${tag}' is not a language tag`,
        expected: `'${wanted}'`,
      },
    ];
  }
  if (canonical !== tag) {
    return [
      {
        file,
        path: ['languageTag'],
        message: `'${tag}' is not written the standard way`,
        expected: `'${canonical}'`,
      },
    ];
  }
  if (tag !== wanted) {
    return [
      {
        file,
        path: ['languageTag'],
        message: `'${tag}' does not match the locale '${locale}' and the country '${code}'`,
        expected: `'${wanted}'`,
      },
    ];
  }
  return [];
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
