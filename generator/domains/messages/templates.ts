import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';

/**
 * The Handlebars templates of generator/templates/messages/. They only place values: every
 * TypeScript literal they print is prepared by the emitters, and `noEscape` keeps Handlebars from
 * HTML-escaping code.
 */
const compiled = new Map<string, Handlebars.TemplateDelegate>();

export function render(name: string, context: object): string {
  let template = compiled.get(name);
  if (!template) {
    const url = new URL(`../../templates/messages/${name}.hbs`, import.meta.url);
    template = Handlebars.compile(readFileSync(url, 'utf8'), { noEscape: true, strict: true });
    compiled.set(name, template);
  }
  return template(context);
}

/** A value as a TypeScript literal. JSON is valid TS; the pipeline's Prettier pass styles it. */
export const literal = (value: unknown): string => JSON.stringify(value);
