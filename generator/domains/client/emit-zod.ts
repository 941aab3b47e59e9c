import type { Emitted, Model } from '../../core/types.js';
import { contractOf, sourcesOf, usesCodeTables, type NamedSchema } from './contract.js';
import { isObject, refName } from './json-schema.js';
import { commentText, zodName } from './naming.js';
import { zodExpression } from './zod-expression.js';

/**
 * `entities/zod.ts`: one zod 4 schema per named schema (`OrderSchema`, ...), for forms and for the
 * sandbox's request and answer validation.
 *
 * Strictness: request bodies with `additionalProperties: false` are `z.strictObject`, so a client
 * sending a field the contract does not know fails loudly. Answers (entities, answer bodies) are
 * `z.object`, which strips unknown keys: a client keeps working when the server adds a field
 * (tolerant reader), and nothing downstream sees fields the contract does not declare.
 *
 * Schemas are declared in dependency order; a reference around a cycle becomes an object getter
 * (zod 4's recursive form) or `z.lazy`.
 */
export function emitZod(model: Model): Emitted[] {
  const contract = contractOf(model);
  if (contract.schemas.length === 0) return [];
  const declared = new Set<string>();
  const blocks: string[] = [];
  for (const entry of dependencyOrder(contract.schemas, contract.byName)) {
    const { code } = zodExpression(entry.schema, {
      tables: contract.codeTables,
      strict: entry.request,
      declared,
    });
    const doc = entry.schema.description ? `/** ${commentText(entry.schema.description)} */\n` : '';
    blocks.push(`${doc}export const ${zodName(entry.name)} = ${code};`);
    declared.add(entry.name);
  }
  const index = contract.schemas.map((s) => `  ${s.name}: ${zodName(s.name)},`).join('\n');
  const content = [
    "import { z } from 'zod';",
    ...blocks,
    `/** Every schema by contract name, for callers that look one up from the operation table. */\nexport const schemas = {\n${index}\n} as const;`,
    'export type SchemaName = keyof typeof schemas;',
  ].join('\n\n');
  return [
    {
      path: 'entities/zod.ts',
      content: content + '\n',
      sources: sourcesOf(contract, {
        entities: true,
        codes: usesCodeTables(contract.schemas.map((s) => s.schema)),
      }),
    },
  ];
}

/** Depth-first over references in name order, so output is stable and dependencies come first. */
export function dependencyOrder(
  schemas: NamedSchema[],
  byName: ReadonlyMap<string, NamedSchema>,
): NamedSchema[] {
  const order: NamedSchema[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (entry: NamedSchema): void => {
    if (state.has(entry.name)) return; // done, or a cycle: the later reference is deferred
    state.set(entry.name, 'visiting');
    for (const dep of referencesOf(entry.schema)) {
      const target = byName.get(dep);
      if (target) visit(target);
    }
    state.set(entry.name, 'done');
    order.push(entry);
  };
  for (const entry of schemas) visit(entry);
  return order;
}

/** Names referenced anywhere inside a schema, sorted. */
function referencesOf(node: unknown, found = new Set<string>()): string[] {
  if (Array.isArray(node)) node.forEach((item) => referencesOf(item, found));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(refName(value));
      else if (key !== 'enum' && key !== 'const' && key !== 'default') referencesOf(value, found);
    }
  }
  return [...found].sort();
}
