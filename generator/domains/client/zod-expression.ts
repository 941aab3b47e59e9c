import type { CodeTables } from './code-tables.js';
import { isObject, refName, typesOf, type JsonSchema } from './json-schema.js';
import { literal, propertyKey, zodName } from './naming.js';

export interface ZodContext {
  tables: CodeTables;
  /** `additionalProperties: false` becomes `z.strictObject` (request bodies) instead of `z.object`. */
  strict: boolean;
  /** Named schemas already declared above the one being written; others are referenced lazily. */
  declared: ReadonlySet<string>;
}

/** Zod source for one schema, and whether it mentions a schema declared further down. */
export interface ZodCode {
  code: string;
  deferred: boolean;
}

/**
 * Zod 4 source for a bundled JSON Schema. `inGetter` says the code runs inside an object getter, where
 * a schema declared further down may be named directly; elsewhere it is wrapped in `z.lazy`.
 */
export function zodExpression(schema: JsonSchema, ctx: ZodContext, inGetter = false): ZodCode {
  const parts: ZodCode[] = [];
  const done = (code: string): ZodCode => ({ code, deferred: parts.some((p) => p.deferred) });
  const sub = (s: JsonSchema): string => {
    const r = zodExpression(s, ctx, inGetter);
    parts.push(r);
    return r.code;
  };
  const { types, nullable } = typesOf(schema);
  const orNull = (code: string): string =>
    nullable && !code.endsWith('.nullable()') ? `${code}.nullable()` : code;

  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    const deferred = !ctx.declared.has(name);
    parts.push({ code: '', deferred });
    const ref = deferred && !inGetter ? `z.lazy(() => ${zodName(name)})` : zodName(name);
    return done(orNull(ref));
  }
  const table = schema['x-codeTable'];
  const codes = table === undefined ? undefined : ctx.tables.get(table);
  if (codes && codes.length > 0) return done(orNull(oneOf(codes)));
  if (schema.const !== undefined)
    return done(schema.const === null ? 'z.null()' : orNull(`z.literal(${literal(schema.const)})`));
  if (schema.enum) {
    const values = schema.enum.filter((v) => v !== null);
    return done(values.length === 0 ? 'z.null()' : orNull(oneOf(values)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    const [first, ...rest] = schema.allOf.map((s) => sub(s));
    return done(
      orNull(rest.reduce((acc, code) => `z.intersection(${acc}, ${code})`, first ?? 'z.unknown()')),
    );
  }
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices && choices.length > 0) {
    const isNull = (s: JsonSchema): boolean => s.type === 'null';
    const members = choices.filter((s) => !isNull(s)).map((s) => sub(s));
    const code =
      members.length === 1 ? (members[0] ?? 'z.unknown()') : `z.union([${members.join(', ')}])`;
    return done(choices.some(isNull) || nullable ? `${code}.nullable()` : code);
  }
  const kinds = types.length > 0 ? types : schema.properties ? ['object'] : [];
  if (kinds.length === 0) return done('z.unknown()');
  const members = kinds.map((kind) => {
    switch (kind) {
      case 'string':
        return stringCode(schema);
      case 'integer':
      case 'number':
        return numberCode(schema, kind);
      case 'boolean':
        return 'z.boolean()';
      case 'array':
        return arrayCode(schema, sub);
      case 'object':
        return objectCode(schema, ctx, inGetter, parts);
      default:
        return 'z.unknown()';
    }
  });
  return done(
    orNull(
      members.length === 1 ? (members[0] ?? 'z.unknown()') : `z.union([${members.join(', ')}])`,
    ),
  );
}

/** `z.enum` for strings (it keeps `.options`); numbers and mixed values as zod 4's list `z.literal`. */
function oneOf(values: ReadonlyArray<unknown>): string {
  if (values.every((v) => typeof v === 'string'))
    return `z.enum([${values.map(literal).join(', ')}])`;
  return values.length === 1
    ? `z.literal(${literal(values[0])})`
    : `z.literal([${values.map(literal).join(', ')}])`;
}

/** String formats zod checks itself; others (binary, uri-reference, ...) stay plain strings. */
const STRING_FORMATS: Record<string, string> = {
  email: 'z.email()',
  uuid: 'z.uuid()',
  date: 'z.iso.date()',
  // RFC 3339 allows an offset, zod's default only `Z`.
  'date-time': 'z.iso.datetime({ offset: true })',
  time: 'z.iso.time()',
  uri: 'z.url()',
  ipv4: 'z.ipv4()',
  ipv6: 'z.ipv6()',
};

function stringCode(schema: JsonSchema): string {
  let code = (schema.format ? STRING_FORMATS[schema.format] : undefined) ?? 'z.string()';
  if (schema.minLength !== undefined) code += `.min(${schema.minLength})`;
  if (schema.maxLength !== undefined) code += `.max(${schema.maxLength})`;
  if (schema.pattern !== undefined) code += `.regex(${regex(schema.pattern)})`;
  return code;
}

/** A regex literal when the pattern can be one as-is, `new RegExp` otherwise. */
function regex(pattern: string): string {
  return /^[^/\n\r]*$/.test(pattern) && !pattern.endsWith('\\')
    ? `/${pattern}/`
    : `new RegExp(${JSON.stringify(pattern)})`;
}

function numberCode(schema: JsonSchema, kind: 'integer' | 'number'): string {
  let code = kind === 'integer' ? 'z.int()' : 'z.number()';
  if (schema.minimum !== undefined) code += `.min(${schema.minimum})`;
  if (schema.exclusiveMinimum !== undefined) code += `.gt(${schema.exclusiveMinimum})`;
  if (schema.maximum !== undefined) code += `.max(${schema.maximum})`;
  if (schema.exclusiveMaximum !== undefined) code += `.lt(${schema.exclusiveMaximum})`;
  if (schema.multipleOf !== undefined) code += `.multipleOf(${schema.multipleOf})`;
  return code;
}

function arrayCode(schema: JsonSchema, sub: (s: JsonSchema) => string): string {
  let code = schema.prefixItems
    ? `z.tuple([${schema.prefixItems.map((s) => sub(s)).join(', ')}]${schema.items ? `, ${sub(schema.items)}` : ''})`
    : `z.array(${schema.items ? sub(schema.items) : 'z.unknown()'})`;
  if (!schema.prefixItems) {
    if (schema.minItems !== undefined) code += `.min(${schema.minItems})`;
    if (schema.maxItems !== undefined) code += `.max(${schema.maxItems})`;
  }
  return code;
}

function objectCode(
  schema: JsonSchema,
  ctx: ZodContext,
  inGetter: boolean,
  parts: ZodCode[],
): string {
  const required = new Set(schema.required ?? []);
  const extra = schema.additionalProperties;
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) {
    const value = isObject(extra)
      ? zodExpression(extra, ctx, inGetter)
      : { code: 'z.unknown()', deferred: false };
    parts.push(value);
    if (extra === false) return ctx.strict ? 'z.strictObject({})' : 'z.object({})';
    return `z.record(z.string(), ${value.code})`;
  }
  const fields = properties.map(([name, prop]) => {
    // Built as if inside a getter: a property that names a schema declared further down becomes one.
    const r = zodExpression(prop, ctx, true);
    const code = required.has(name) ? r.code : `${r.code}.optional()`;
    if (!r.deferred) return `${propertyKey(name)}: ${code}`;
    return `get ${propertyKey(name)}() { return ${code}; }`;
  });
  const shape = `{\n${fields.join(',\n')},\n}`;
  if (extra === false) return ctx.strict ? `z.strictObject(${shape})` : `z.object(${shape})`;
  if (extra === true) return `z.looseObject(${shape})`;
  if (isObject(extra)) {
    const value = zodExpression(extra, ctx, inGetter);
    parts.push(value);
    return `z.object(${shape}).catchall(${value.code})`;
  }
  return `z.object(${shape})`;
}
