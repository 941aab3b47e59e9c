import type * as Jstt from 'json-schema-to-typescript';
import type { Emitted, Model } from '../../core/types.js';
import type { CodeTables } from './code-tables.js';
import { contractOf, sourcesOf, usesCodeTables } from './contract.js';
import { isObject, refName, type JsonSchema } from './json-schema.js';
import { literal } from './naming.js';

/**
 * `entities/types.ts`: one TypeScript type per entity, local part, components.schemas body and
 * inline body, made by json-schema-to-typescript.
 *
 * Every `$ref` is handed to json-schema-to-typescript as a `tsType` naming the target, so it never
 * dereferences (no disk access, no duplicated `Order1` copies) and each type is declared once.
 */
export async function emitEntityTypes(model: Model): Promise<Emitted[]> {
  const contract = contractOf(model);
  if (contract.schemas.length === 0) return [];
  // Loaded on first use: validate-only runs never need it.
  const { compile } = await import('json-schema-to-typescript');
  // One compile per schema: with every reference a `tsType`, each compile prints exactly one
  // declaration, and the file follows the bundle's name order.
  const declarations = await Promise.all(
    contract.schemas.map(({ name, schema }) =>
      compile(
        forTypes(schema, contract.codeTables, true) as Parameters<typeof Jstt.compile>[0],
        name,
        OPTIONS,
      ),
    ),
  );
  const code = declarations.map((d) => d.trim()).join('\n\n');
  return [
    {
      path: 'entities/types.ts',
      content: code.trim() + '\n',
      sources: sourcesOf(contract, {
        entities: true,
        codes: usesCodeTables(contract.schemas.map((s) => s.schema)),
      }),
    },
  ];
}

const OPTIONS = {
  bannerComment: '',
  format: false,
  additionalProperties: false,
  declareExternallyReferenced: true,
  strictIndexSignatures: true,
  unknownAny: true,
  // Plain arrays, as zod infers them: tuples from minItems/maxItems help no caller.
  ignoreMinAndMaxItems: true,
  maxItems: -1,
  $refOptions: { resolve: { external: false } },
} as const;

/** Rewrites one bundled schema into what json-schema-to-typescript should print. */
export function forTypes(node: JsonSchema, tables: CodeTables, root = false): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    // A title below the root would declare a type of its own, possibly twice in the file.
    if (key === 'title' && !root) continue;
    if (key === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [
          name,
          forTypes(schema as JsonSchema, tables),
        ]),
      );
    } else if (['items', 'additionalProperties', 'not'].includes(key) && isObject(value)) {
      out[key] = forTypes(value as JsonSchema, tables);
    } else if (['allOf', 'anyOf', 'oneOf', 'prefixItems'].includes(key) && Array.isArray(value)) {
      out[key] = value.map((v) => (isObject(v) ? forTypes(v as JsonSchema, tables) : v));
    } else {
      out[key] = value;
    }
  }
  const isObjectType =
    out.type === 'object' || (Array.isArray(out.type) && out.type.includes('object'));
  if (isObjectType && !out.properties && out.additionalProperties === undefined) {
    // An object without properties is an open map, as its zod schema (`z.record`) reads it.
    out.additionalProperties = true;
  }
  const orNull = Array.isArray(out.type) && out.type.includes('null');
  if (typeof out.$ref === 'string') {
    out.tsType = refName(out.$ref);
    delete out.$ref;
  }
  const table = out['x-codeTable'];
  const codes = table === undefined ? undefined : tables.get(table);
  if (table !== undefined && codes && codes.length > 0) {
    // The values come from codes.yaml, not from an enum in the entity; inline them so the type is
    // exact without depending on how generated/codes.ts names its types.
    out.tsType = codes.map(literal).join(' | ');
    out.description = [out.description, `Code table \`${table}\` (schema/codes.yaml).`]
      .filter(Boolean)
      .join('\n\n');
    delete out.type;
    delete out.enum;
  }
  if (out.nullable === true) {
    // OpenAPI 3.0 spelling; json-schema-to-typescript only knows `type: [..., 'null']`.
    delete out.nullable;
    const { description, deprecated, title, ...inner } = out;
    return {
      ...(title !== undefined ? { title } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(deprecated !== undefined ? { deprecated } : {}),
      anyOf: [inner, { type: 'null' }],
    };
  }
  // A custom type replaces `type`, so `type: [integer, 'null']` must keep its null here.
  if (out.tsType !== undefined && orNull) out.tsType = `${out.tsType} | null`;
  return out;
}
