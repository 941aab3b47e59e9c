import { isMoneySchema, resolve, toMinor, type JsonSchema } from '../schema.js';
import { isObject } from '../source.js';

/**
 * Writes a country's data as a TypeScript literal. Money (as the schema declares it) is written
 * as `{ amount, minor, currency }` so the app can compute in integer minor units and never in
 * floats. Keys keep the file's order, so the output is as stable as the source. `root` is the
 * country meta schema (see `countrySchemaOf`).
 */
export function toLiteral(value: unknown, currency: string, root: JsonSchema): string {
  return literal(value, currency, root, root);
}

/** `value` as a literal, `schema` being the part of `root` that describes it. */
function literal(value: unknown, currency: string, schema: JsonSchema, root: JsonSchema): string {
  if (isMoneySchema(schema) && typeof value === 'number') {
    return `{ amount: ${value}, minor: ${toMinor(value)}, currency: ${quote(currency)} }`;
  }
  const s = resolve(schema, root);
  if (Array.isArray(value)) {
    const items = value.map((item) => literal(item, currency, s.items ?? {}, root));
    return `[${items.join(', ')}]`;
  }
  if (isObject(value)) {
    const entries = Object.entries(value).map(
      ([key, child]) =>
        `${propertyKey(key)}: ${literal(child, currency, s.properties?.[key] ?? {}, root)}`,
    );
    return `{\n${entries.join(',\n')}\n}`;
  }
  if (typeof value === 'string') return quote(value);
  return String(value);
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

function propertyKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key);
}
