import type { Model, SourceFile, SourceSpec } from '../../core/types.js';

export const COUNTRY_KIND = 'country';

export const countrySource: SourceSpec = {
  kind: COUNTRY_KIND,
  pattern: 'countries/*.yaml',
  meta: 'schema/meta/country.schema.json',
  min: 4,
};

/**
 * The countries the spec names, in the spec's order. Adding one is a developer change (routes,
 * locales, texts), not a product edit, so the list lives in code and the check holds files to it.
 */
export const COUNTRY_CODES = ['se', 'no', 'fi', 'dk'] as const;

/** The currencies the spec supports. */
export const CURRENCIES = ['SEK', 'NOK', 'EUR', 'DKK'] as const;

/** A YAML value as loaded. */
export type Json = string | number | boolean | null | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

/** The parts of a country file that checks and emitters read by name; the rest is walked. */
export interface CountrySource extends JsonObject {
  code: string;
  default: boolean;
  locale: string;
  languageTag: string;
  money: { currency: string; decimals: number; suffix: string; dropZeroDecimals: boolean };
}

export function countryFiles(model: Model): SourceFile<CountrySource>[] {
  return model.files<CountrySource>(COUNTRY_KIND);
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a key path, or undefined when any part is missing. */
export function at(value: unknown, path: ReadonlyArray<string | number>): unknown {
  let node = value;
  for (const key of path) {
    if (Array.isArray(node) && typeof key === 'number') node = node[key];
    else if (isObject(node) && typeof key === 'string') node = node[key];
    else return undefined;
  }
  return node;
}

/** A term staff switched off: `available: false` (with a note). Its other keys are not checked. */
export function isSwitchedOff(value: unknown): boolean {
  return isObject(value) && value.available === false;
}

/** Visits every map in the tree (depth first, in file order) with its key path. */
export function eachObject(
  value: unknown,
  visit: (object: JsonObject, path: Array<string | number>) => void,
  path: Array<string | number> = [],
): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => eachObject(item, visit, [...path, i]));
  } else if (isObject(value)) {
    visit(value, path);
    for (const [key, child] of Object.entries(value)) eachObject(child, visit, [...path, key]);
  }
}
