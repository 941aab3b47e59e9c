import type { Model } from '../../core/types.js';
import { readCodeTables, type CodeTables } from './code-tables.js';
import { isObject, type JsonSchema } from './json-schema.js';
import { readOperations, type Operation } from './operations.js';
import { RefResolver } from './refs.js';
import { readSources } from './sources.js';

/** One named schema of the bundle: an entity, a components.schemas body, a local part or an inline body. */
export interface NamedSchema {
  name: string;
  origin: 'entity' | 'component' | 'local' | 'inline-body';
  /** Repository-relative file it was written in. */
  source: string;
  /** Sent by the client as a request body (strict in zod). */
  request: boolean;
  /** References rewritten to `#/$defs/<Name>`; `title` is the name. */
  schema: JsonSchema;
}

/** The whole contract in one namespace, as every client emitter reads it. */
export interface Contract {
  /** Sorted by name. */
  schemas: NamedSchema[];
  byName: ReadonlyMap<string, NamedSchema>;
  /** In api.yaml document order. */
  operations: Operation[];
  codeTables: CodeTables;
  apiSource: string | undefined;
  codesSource: string | undefined;
  entitySources: string[];
}

const cache = new WeakMap<Model, Contract>();

/** Reads the contract once per model: every client emitter shares the work. */
export function contractOf(model: Model): Contract {
  let contract = cache.get(model);
  if (!contract) {
    contract = buildContract(model);
    cache.set(model, contract);
  }
  return contract;
}

function buildContract(model: Model): Contract {
  const sources = readSources(model);
  const refs = new RefResolver(sources);
  const named = new Map<string, NamedSchema>();
  const add = (entry: NamedSchema): void => {
    const clash = named.get(entry.name);
    if (clash) {
      throw new Error(
        `schema name '${entry.name}' is used by both ${clash.source} and ${entry.source}`,
      );
    }
    named.set(entry.name, entry);
  };

  for (const entity of sources.entities) {
    const context = { file: 'entity', entity: entity.name } as const;
    add(namedSchema(entity.name, 'entity', entity.path, refs.rewrite(entity.data, context)));
    for (const [def, schema] of Object.entries(entity.data.$defs ?? {})) {
      add(
        namedSchema(
          refs.localName(entity.name, def),
          'local',
          entity.path,
          refs.rewrite(schema, context),
        ),
      );
    }
  }
  const api = sources.api;
  let operations: Operation[] = [];
  if (api) {
    for (const [name, schema] of Object.entries(api.data.components?.schemas ?? {})) {
      add(namedSchema(name, 'component', api.path, refs.rewrite(schema, { file: 'api' })));
    }
    const read = readOperations(api.data, refs);
    operations = read.operations;
    for (const body of read.hoisted)
      add(namedSchema(body.name, 'inline-body', api.path, body.schema));
    for (const op of operations) {
      const target = op.body?.schema ? named.get(op.body.schema) : undefined;
      if (target) target.request = true;
    }
  }

  const schemas = [...named.values()].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  return {
    schemas,
    byName: new Map(schemas.map((s) => [s.name, s])),
    operations,
    codeTables: readCodeTables(sources.codes?.data),
    apiSource: api?.path,
    codesSource: sources.codes?.path,
    entitySources: sources.entities.map((e) => e.path),
  };
}

function namedSchema(
  name: string,
  origin: NamedSchema['origin'],
  source: string,
  schema: JsonSchema,
): NamedSchema {
  return { name, origin, source, request: false, schema: { ...schema, title: name } };
}

/** Whether any schema uses `x-codeTable`, so codes.yaml is among an output's sources. */
export function usesCodeTables(schemas: Iterable<JsonSchema>): boolean {
  const visit = (node: unknown): boolean =>
    Array.isArray(node)
      ? node.some(visit)
      : isObject(node) &&
        (typeof node['x-codeTable'] === 'string' || Object.values(node).some(visit));
  return [...schemas].some(visit);
}

/** The repository-relative files an output read, sorted. */
export function sourcesOf(
  contract: Contract,
  options: { entities: boolean; codes: boolean },
): string[] {
  const list = [
    ...(contract.apiSource ? [contract.apiSource] : []),
    ...(options.entities ? contract.entitySources : []),
    ...(options.codes && contract.codesSource ? [contract.codesSource] : []),
  ];
  return [...new Set(list)].sort();
}

/** Operations in operationId order, so moving a path in api.yaml does not reshuffle the outputs. */
export function sortedOperations(contract: Contract): Operation[] {
  return [...contract.operations].sort((a, b) => (a.operationId < b.operationId ? -1 : 1));
}
