import schemaJson from '../../../schema/meta/country.schema.json' with { type: 'json' };
import { isObject, type Json } from './source.js';

/** The subset of JSON Schema 2020-12 the country meta schema uses. */
export interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: Json[];
  const?: Json;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;
}

/**
 * The meta schema that validates `countries/*.yaml`. Emitters read it to derive the TypeScript
 * types and to find which values are money, so the schema stays the one place that says so.
 */
export const countrySchema: JsonSchema = schemaJson as JsonSchema;

/** Names of the `$defs` whose values are money (major units in the source, Money in code). */
export const MONEY_DEFS = new Set(['money', 'moneyOrNull']);

/** `#/$defs/money` -> `money`. */
export function refName(schema: JsonSchema): string | undefined {
  return schema.$ref?.replace('#/$defs/', '');
}

/** Follows a local `$ref`; a `$ref` with a description keeps the description of the property. */
export function resolve(schema: JsonSchema, root: JsonSchema = countrySchema): JsonSchema {
  const name = refName(schema);
  const target = name ? root.$defs?.[name] : undefined;
  return target ? { ...target, description: schema.description ?? target.description } : schema;
}

export function isMoneySchema(schema: JsonSchema | undefined): boolean {
  const name = schema && refName(schema);
  return name !== undefined && MONEY_DEFS.has(name);
}

/**
 * Visits every number the schema declares as money, with its key path. Walks data and schema
 * together, so a money key anywhere (in lists too) is found without a list of paths.
 */
export function eachMoney(
  data: unknown,
  visit: (amount: number, path: Array<string | number>) => void,
  schema: JsonSchema = countrySchema,
  path: Array<string | number> = [],
): void {
  if (isMoneySchema(schema)) {
    if (typeof data === 'number') visit(data, path);
    return;
  }
  const s = resolve(schema);
  if (Array.isArray(data) && s.items) {
    data.forEach((item, i) => eachMoney(item, visit, s.items, [...path, i]));
  } else if (isObject(data) && s.properties) {
    for (const [key, child] of Object.entries(data)) {
      const childSchema = s.properties[key];
      if (childSchema) eachMoney(child, visit, childSchema, [...path, key]);
    }
  }
}

/** Money in minor units (öre, cents), rounded: 2.9 -> 290. Source amounts have at most 2 decimals. */
export function toMinor(amount: number, decimals = 2): number {
  return Math.round(amount * 10 ** decimals);
}
