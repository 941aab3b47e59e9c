import type { Model } from '../core/types.js';

/**
 * Facts the domains of schema/routes.yaml, flows.yaml, tracking.yaml and navigation.yaml read from
 * sources the codes, contract and countries domains own. Each returns undefined when that source
 * is not in the model, so the checks that need it skip instead of failing (unit tests build models
 * of a few files).
 */

interface BrandsSource {
  brands?: Array<{ slug?: unknown }>;
}

interface CodesSource {
  tables?: Record<string, { codes?: Array<{ code?: unknown; key?: unknown }> }>;
}

type OpenApiPaths = Record<string, Record<string, unknown> | undefined>;

/** Brand slugs of schema/brands.yaml, in file order. */
export function brandSlugs(model: Model): string[] | undefined {
  const file = model.files<BrandsSource>('brands')[0];
  if (!file) return undefined;
  return (file.data.brands ?? [])
    .map((b) => b.slug)
    .filter((s): s is string => typeof s === 'string');
}

/** Keys of each code table of schema/codes.yaml. */
export function codeTableKeys(model: Model): Map<string, Set<string>> | undefined {
  const file = model.files<CodesSource>('codes')[0];
  if (!file) return undefined;
  const tables = new Map<string, Set<string>>();
  for (const [name, table] of Object.entries(file.data.tables ?? {})) {
    tables.set(name, new Set((table.codes ?? []).map((c) => String(c.key))));
  }
  return tables;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operationId under `paths` of schema/api.yaml (OpenAPI 3.1). */
export function operationIds(model: Model): Set<string> | undefined {
  const file = model.files<{ paths?: OpenApiPaths }>('api')[0];
  if (!file) return undefined;
  const ids = new Set<string>();
  for (const item of Object.values(file.data.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method] as { operationId?: unknown } | undefined;
      if (typeof operation?.operationId === 'string') ids.add(operation.operationId);
    }
  }
  return ids;
}

interface ConstantsSource {
  groups?: Record<string, { constants?: Record<string, { value?: unknown; unit?: unknown }> }>;
}

export interface ConstantFact {
  value: unknown;
  unit: string;
}

/** Every constant of schema/constants.yaml by name, whichever group it is in. */
export function constantFacts(model: Model): Map<string, ConstantFact> | undefined {
  const file = model.files<ConstantsSource>('constants')[0];
  if (!file) return undefined;
  const facts = new Map<string, ConstantFact>();
  for (const group of Object.values(file.data.groups ?? {})) {
    for (const [name, c] of Object.entries(group.constants ?? {})) {
      facts.set(name, { value: c.value, unit: String(c.unit) });
    }
  }
  return facts;
}

/** Milliseconds per unit of the duration units of schema/meta/constants.schema.json. */
const MS_PER_UNIT: Record<string, number> = { ms: 1, s: 1000, days: 86_400_000 };

export const isDurationUnit = (unit: string): boolean => unit in MS_PER_UNIT;

/**
 * What an emitter needs of a constant the checks have already resolved: a number (a duration in
 * milliseconds), or a list of numbers. Throws when the constant is missing, which the checks
 * report first in every real run.
 */
export function constantNumber(model: Model, name: string): number {
  const fact = constantFacts(model)?.get(name);
  if (!fact || typeof fact.value !== 'number') {
    throw new Error(`constant '${name}' of schema/constants.yaml is missing or not a number`);
  }
  return fact.value * (MS_PER_UNIT[fact.unit] ?? 1);
}

export function constantNumbers(model: Model, name: string): number[] {
  const value = constantFacts(model)?.get(name)?.value;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'number')) {
    throw new Error(`constant '${name}' of schema/constants.yaml is missing or not a number list`);
  }
  return value as number[];
}

/** The codes of one code table of schema/codes.yaml with their flags (fallback), in file order. */
export function codeTableCodes(
  model: Model,
  table: string,
): Array<{ code: unknown; key: string; fallback: boolean }> | undefined {
  const file = model.files<{
    tables?: Record<
      string,
      { codes?: Array<{ code?: unknown; key?: unknown; fallback?: unknown }> }
    >;
  }>('codes')[0];
  const codes = file?.data.tables?.[table]?.codes;
  if (!codes) return undefined;
  return codes.map((c) => ({ code: c.code, key: String(c.key), fallback: c.fallback === true }));
}

interface ValidatorsSource {
  validators?: Record<string, { rule?: { fields?: unknown } }>;
}

/** Each validator id of schema/validators.yaml with the form fields its rule names (if any). */
export function validatorFields(model: Model): Map<string, string[]> | undefined {
  const file = model.files<ValidatorsSource>('validators')[0];
  if (!file) return undefined;
  return new Map(
    Object.entries(file.data.validators ?? {}).map(([id, v]) => [
      id,
      Array.isArray(v.rule?.fields) ? v.rule.fields.map(String) : [],
    ]),
  );
}

type JsonObject = Record<string, unknown>;

/**
 * The properties of the JSON request body of an operation of schema/api.yaml, following one local
 * `#/components/schemas/...` reference; undefined when the operation has no such body.
 */
export function requestBodyFields(model: Model, operationId: string): string[] | undefined {
  const file = model.files<{ paths?: OpenApiPaths; components?: { schemas?: JsonObject } }>(
    'api',
  )[0];
  if (!file) return undefined;
  for (const item of Object.values(file.data.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method] as
        | {
            operationId?: unknown;
            requestBody?: { content?: Record<string, { schema?: JsonObject }> };
          }
        | undefined;
      if (operation?.operationId !== operationId) continue;
      let schema = operation.requestBody?.content?.['application/json']?.schema;
      const ref = schema?.$ref;
      if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
        schema = file.data.components?.schemas?.[ref.slice('#/components/schemas/'.length)] as
          JsonObject | undefined;
      }
      const properties = schema?.properties;
      return properties && typeof properties === 'object' ? Object.keys(properties) : undefined;
    }
  }
  return undefined;
}

/** The kind the countries domain gives countries/*.yaml (named by country code). */
export const COUNTRY_KIND = 'country';

/** Whether a dotted key path (`insurance.eligibility`) leads to a value in a source's data. */
export function hasKeyPath(data: unknown, dotted: string): boolean {
  let node: unknown = data;
  for (const key of dotted.split('.')) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as JsonObject)[key];
  }
  return node !== undefined;
}
