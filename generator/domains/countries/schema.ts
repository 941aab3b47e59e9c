import { META_KIND, type Model } from '../../core/types.js';
import { countrySource, isObject, type Json } from './source.js';

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
 * The meta schema that validates `countries/*.yaml`, as the pipeline put it in the model (kind
 * `meta`). Emitters read it to derive the TypeScript types and to find which values are money,
 * so the schema stays the one place that says so. Throws when the model lacks it.
 */
export function countrySchemaOf(model: Model): JsonSchema {
  const file = model.files<JsonSchema>(META_KIND).find((f) => f.path === countrySource.meta);
  if (!file) {
    throw new Error(
      `the model has no country meta schema: expected a source file of kind '${META_KIND}' at ${countrySource.meta}`,
    );
  }
  return file.data;
}

/** Names of the `$defs` whose values are money (major units in the source, Money in code). */
export const MONEY_DEFS = new Set(['money', 'moneyOrNull']);

/** `#/$defs/money` -> `money`. */
export function refName(schema: JsonSchema): string | undefined {
  return schema.$ref?.replace('#/$defs/', '');
}

/**
 * Follows a local `$ref` into the `$defs` of `root`; a `$ref` with a description keeps the
 * description of the property.
 */
export function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const name = refName(schema);
  const target = name ? root.$defs?.[name] : undefined;
  return target ? { ...target, description: schema.description ?? target.description } : schema;
}

export function isMoneySchema(schema: JsonSchema | undefined): boolean {
  const name = schema && refName(schema);
  return name !== undefined && MONEY_DEFS.has(name);
}

/**
 * Visits every number the country schema `root` declares as money, with its key path. Walks data
 * and schema together, so a money key anywhere (in lists too) is found without a list of paths.
 */
export function eachMoney(
  data: unknown,
  root: JsonSchema,
  visit: (amount: number, path: Array<string | number>) => void,
): void {
  walkMoney(data, root, root, [], visit);
}

function walkMoney(
  data: unknown,
  schema: JsonSchema,
  root: JsonSchema,
  path: Array<string | number>,
  visit: (amount: number, path: Array<string | number>) => void,
): void {
  if (isMoneySchema(schema)) {
    if (typeof data === 'number') visit(data, path);
    return;
  }
  const s = resolve(schema, root);
  if (Array.isArray(data) && s.items) {
    const items = s.items;
    data.forEach((item, i) => walkMoney(item, items, root, [...path, i], visit));
  } else if (isObject(data) && s.properties) {
    for (const [key, child] of Object.entries(data)) {
      const childSchema = s.properties[key];
      if (childSchema) walkMoney(child, childSchema, root, [...path, key], visit);
    }
  }
}

/** Money in minor units (öre, cents), rounded: 2.9 -> 290. Source amounts have at most 2 decimals. */
export function toMinor(amount: number, decimals = 2): number {
  return Math.round(amount * 10 ** decimals);
}
