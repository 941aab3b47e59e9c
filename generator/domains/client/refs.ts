import { encodePointer, isObject, type JsonSchema } from './json-schema.js';
import { pascalCase } from './naming.js';
import type { ContractSources } from './sources.js';

/** Where a schema was written: in api.yaml, or in the entity file of that name. */
export type RefContext = { file: 'api' } | { file: 'entity'; entity: string };

/**
 * Turns every file reference of the contract (`OrderLine.yaml`, `entities/Order.yaml`,
 * `#/components/schemas/Problem`, `#/$defs/CreditInvoice`) into one internal form,
 * `#/$defs/<Name>`, so that all schemas live in one namespace and nothing is read from disk.
 */
export class RefResolver {
  private readonly entities: Set<string>;
  private readonly components: Set<string>;
  /** `<entity>#<local def>` -> bundle name. */
  private readonly locals = new Map<string, string>();

  constructor(sources: ContractSources) {
    this.entities = new Set(sources.entities.map((e) => e.name));
    this.components = new Set(Object.keys(sources.api?.data.components?.schemas ?? {}));
    const taken = new Set([...this.entities, ...this.components]);
    const seen = new Map<string, number>();
    for (const entity of sources.entities) {
      for (const def of Object.keys(entity.data.$defs ?? {}))
        seen.set(def, (seen.get(def) ?? 0) + 1);
    }
    for (const entity of sources.entities) {
      for (const def of Object.keys(entity.data.$defs ?? {}).sort()) {
        // A local part keeps its short name unless another schema already uses it.
        const short = pascalCase(def) === def && !taken.has(def) && seen.get(def) === 1;
        this.locals.set(`${entity.name}#${def}`, short ? def : `${entity.name}${pascalCase(def)}`);
      }
    }
  }

  /** The bundle name of a local part (`$defs.<def>`) of an entity file. */
  localName(entity: string, def: string): string {
    return this.local(entity, def, `#/$defs/${def}`);
  }

  /** The bundle name a reference points at. */
  nameOf(ref: string, context: RefContext): string {
    const [file = '', pointer = ''] = ref.split('#');
    if (file === '') {
      if (context.file === 'api') {
        const m = /^\/components\/schemas\/([^/]+)$/.exec(pointer);
        if (m?.[1] && this.components.has(m[1])) return m[1];
      } else {
        const m = /^\/\$defs\/([^/]+)$/.exec(pointer);
        if (m?.[1]) return this.local(context.entity, m[1], ref);
      }
      throw new Error(`cannot resolve reference '${ref}' in ${describe(context)}`);
    }
    const m = /^(?:\.\/)?(?:entities\/)?([A-Za-z0-9_]+)\.ya?ml$/.exec(file);
    const entity = m?.[1];
    if (!entity || !this.entities.has(entity)) {
      throw new Error(
        `cannot resolve reference '${ref}' in ${describe(context)}: no entity file '${file}'`,
      );
    }
    if (pointer === '' || pointer === '/') return entity;
    const local = /^\/\$defs\/([^/]+)$/.exec(pointer);
    if (local?.[1]) return this.local(entity, local[1], ref);
    throw new Error(`cannot resolve reference '${ref}' in ${describe(context)}`);
  }

  /** A deep copy of a schema with every `$ref` rewritten to `#/$defs/<Name>`. */
  rewrite(schema: JsonSchema, context: RefContext): JsonSchema {
    return rewriteNode(
      schema,
      (ref) => `#/$defs/${encodePointer(this.nameOf(ref, context))}`,
    ) as JsonSchema;
  }

  private local(entity: string, def: string, ref: string): string {
    const name = this.locals.get(`${entity}#${def}`);
    if (!name) throw new Error(`cannot resolve reference '${ref}': ${entity} has no $defs.${def}`);
    return name;
  }
}

/** Keywords whose values are data, never schemas, so a `$ref` key inside them is left alone. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'example']);
/** Keywords whose values map names to schemas; their keys are names, not keywords. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas']);

function rewriteNode(node: unknown, rewrite: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteNode(item, rewrite));
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') out[key] = rewrite(value);
    else if (key === '$defs' || key === '$id' || key === '$schema')
      continue; // hoisted or meaningless once bundled
    else if (DATA_KEYWORDS.has(key)) out[key] = value;
    else if (SCHEMA_MAPS.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [name, rewriteNode(schema, rewrite)]),
      );
    } else out[key] = rewriteNode(value, rewrite);
  }
  return out;
}

function describe(context: RefContext): string {
  return context.file === 'api' ? 'schema/api.yaml' : `schema/entities/${context.entity}.yaml`;
}
