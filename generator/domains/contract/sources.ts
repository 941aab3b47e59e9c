import type { KeyPath, Model, SourceFile, SourceSpec } from '../../core/types.js';

export const API_KIND = 'api';
export const ENTITY_KIND = 'entity';
/** Owned by the codes domain; read here only to check `x-codeTable` names. */
export const CODES_KIND = 'codes';

export const contractSources: SourceSpec[] = [
  { kind: API_KIND, pattern: 'schema/api.yaml', meta: 'schema/meta/api.schema.json' },
  {
    kind: ENTITY_KIND,
    pattern: 'schema/entities/*.yaml',
    meta: 'schema/meta/entity.schema.json',
    min: 10,
  },
];

/** Any YAML/JSON value. The meta schemas have already checked the shape, so checks read loosely. */
export type Json = unknown;
export type JsonObject = Record<string, Json>;

export function isObject(value: Json): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads `value[key]` as an object, or an empty one. */
export function objectAt(value: Json, key: string): JsonObject {
  const child = isObject(value) ? value[key] : undefined;
  return isObject(child) ? child : {};
}

/** The API file, when the model has exactly one (unit tests may build models without it). */
export function apiOf(model: Model): SourceFile<JsonObject> | undefined {
  const files = model.files<JsonObject>(API_KIND);
  return files.length === 1 ? files[0] : undefined;
}

export function entitiesOf(model: Model): SourceFile<JsonObject>[] {
  return model.files<JsonObject>(ENTITY_KIND);
}

/** Every file that holds JSON Schemas: the API and the entities. */
export function contractFiles(model: Model): SourceFile<JsonObject>[] {
  const api = apiOf(model);
  return [...(api ? [api] : []), ...entitiesOf(model)];
}

export interface Located<T> {
  value: T;
  path: KeyPath;
}
