import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';

/**
 * The Handlebars templates of the countries domain (generator/templates/countries). Templates
 * carry no logic; the emitters prepare every value. No HTML escaping: the output is TypeScript.
 */
export function countriesTemplate(name: string): HandlebarsTemplateDelegate {
  const url = new URL(`../../../templates/countries/${name}.hbs`, import.meta.url);
  return Handlebars.compile(readFileSync(url, 'utf8'), { noEscape: true, strict: true });
}
