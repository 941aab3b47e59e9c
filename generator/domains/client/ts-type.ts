import type { CodeTables } from './code-tables.js';
import { isObject, refName, typesOf, type JsonSchema } from './json-schema.js';
import { literal, propertyKey } from './naming.js';

/**
 * A TypeScript type for a small inline schema (path, query and header parameters). Bodies have
 * named types in entities/types.ts; this covers what is left. Referenced names go into `used` so
 * the caller can import them.
 */
export function tsType(schema: JsonSchema, tables: CodeTables, used: Set<string>): string {
  const { types, nullable } = typesOf(schema);
  const orNull = (type: string): string => (nullable ? `${type} | null` : type);
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    used.add(name);
    return orNull(name);
  }
  const codes = schema['x-codeTable'] === undefined ? undefined : tables.get(schema['x-codeTable']);
  if (codes && codes.length > 0) return orNull(codes.map(literal).join(' | '));
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  if (schema.allOf?.length)
    return schema.allOf.map((s) => `(${tsType(s, tables, used)})`).join(' & ');
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices?.length)
    return orNull(choices.map((s) => `(${tsType(s, tables, used)})`).join(' | '));
  const members = (types.length > 0 ? types : schema.properties ? ['object'] : []).map((type) => {
    switch (type) {
      case 'string':
        return 'string';
      case 'integer':
      case 'number':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'array':
        return `Array<${schema.items ? tsType(schema.items, tables, used) : 'unknown'}>`;
      case 'object':
        return objectType(schema, tables, used);
      default:
        return 'unknown';
    }
  });
  return orNull(members.length > 0 ? members.join(' | ') : 'unknown');
}

function objectType(schema: JsonSchema, tables: CodeTables, used: Set<string>): string {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(
    ([name, prop]) =>
      `${propertyKey(name)}${required.has(name) ? '' : '?'}: ${tsType(prop, tables, used)}`,
  );
  const extra = schema.additionalProperties;
  if (fields.length === 0) {
    return `Record<string, ${isObject(extra) ? tsType(extra, tables, used) : 'unknown'}>`;
  }
  return `{ ${fields.join('; ')} }`;
}
