import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';

const TEMPLATES = new URL('../../../templates/codes/', import.meta.url);

// A private Handlebars environment: no helpers, no HTML escaping (the output is TypeScript), and
// strict mode so a field missing from a view model fails loudly instead of printing nothing.
const handlebars = Handlebars.create();
const cache = new Map<string, Handlebars.TemplateDelegate>();

/** Renders `generator/templates/codes/<name>` with a view model prepared by an emitter. */
export function render(name: string, view: object): string {
  let template = cache.get(name);
  if (!template) {
    const source = readFileSync(new URL(name, TEMPLATES), 'utf8');
    template = handlebars.compile(source, { noEscape: true, strict: true });
    cache.set(name, template);
  }
  return template(view);
}

/** The text of a template file as is (hand-written TypeScript copied into the output). */
export function templateText(name: string): string {
  return readFileSync(new URL(name, TEMPLATES), 'utf8');
}
