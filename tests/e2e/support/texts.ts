/**
 * The texts a page should show, read from the sources (content/messages/<locale>.yaml), so the
 * tests find buttons and headings by their accessible names as a screen-reader user would.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { countryLocale, type CountryCode } from '../../../generated/countries/index.js';
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
