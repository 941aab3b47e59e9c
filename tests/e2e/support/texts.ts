/**
 * The texts a page should show, so the tests find buttons and headings by their accessible names
 * as a screen-reader user would: `textOf` as written in the sources
 * (content/messages/<locale>.yaml), `t` formatted as the app formats it (its arguments, plurals
 * and the country's numbers).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  countryLocale,
  countryTerms,
  type CountryCode,
} from '../../../generated/countries/index.js';
import { loadMessages, type MessageId } from '../../../generated/messages/index.js';
import { createTexts, type Texts } from '../../../runtime/shared/i18n/texts.js';
import { repoRoot } from './build.js';

const catalogues = new Map<string, Record<string, string>>();

function catalogue(locale: string): Record<string, string> {
  let found = catalogues.get(locale);
  if (!found) {
    const file = join(repoRoot, 'content/messages', `${locale}.yaml`);
    found = parse(readFileSync(file, 'utf8')) as Record<string, string>;
    catalogues.set(locale, found);
  }
  return found;
}

/** A text without arguments, as written in the country's language. */
export function textOf(country: CountryCode, id: string): string {
  const text = catalogue(countryLocale[country])[id];
  if (text === undefined) throw new Error(`no text ${id} in ${countryLocale[country]}`);
  return text;
}

const textsByCountry = new Map<CountryCode, Promise<Texts>>();

/** The country's texts as the app formats them (ICU arguments, plurals, the country's numbers). */
export function textsOf(country: CountryCode): Promise<Texts> {
  let texts = textsByCountry.get(country);
  if (!texts) {
    texts = loadMessages(countryLocale[country]).then((catalogue) =>
      createTexts(catalogue, countryTerms(country).languageTag),
    );
    textsByCountry.set(country, texts);
  }
  return texts;
}

/** A text as the page shows it, with its arguments filled in. */
export async function t(
  country: CountryCode,
  id: MessageId,
  values?: Record<string, string | number>,
): Promise<string> {
  return (await textsOf(country))(id, values);
}
