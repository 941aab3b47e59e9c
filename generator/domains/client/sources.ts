import type { Model, SourceFile } from '../../core/types.js';
import { isObject, type JsonSchema } from './json-schema.js';

/** The parts of an OpenAPI 3.1 document the client reads. */
export interface OpenApiDocument {
  paths?: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    parameters?: Record<string, ParameterObject | RefObject>;
    requestBodies?: Record<string, RequestBodyObject | RefObject>;
    responses?: Record<string, ResponseObject | RefObject>;
  };
}

export interface RefObject {
  $ref: string;
}

export type PathItem = { parameters?: Array<ParameterObject | RefObject> } & {
  [method: string]: unknown;
};

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: Array<ParameterObject | RefObject>;
  requestBody?: RequestBodyObject | RefObject;
  responses?: Record<string, ResponseObject | RefObject>;
  'x-moneyMoving'?: boolean;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
}

export interface RequestBodyObject {
  required?: boolean;
  description?: string;
  content?: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaTypeObject>;
}

/** `schema/codes.yaml`: `tables.<name>.codes[].code`. */
export interface CodesFile {
  tables?: Record<string, { valueType?: 'integer' | 'string'; codes?: Array<{ code: unknown }> }>;
}

export interface ContractSources {
  api: SourceFile<OpenApiDocument> | undefined;
  entities: SourceFile<JsonSchema>[];
  codes: SourceFile<CodesFile> | undefined;
}

/** The contract files, by the kinds the pipeline gives them (`api`, `entity`, `codes`). */
export function readSources(model: Model): ContractSources {
  const api = model.files<OpenApiDocument>('api')[0];
  // The codes kind may also cover sibling files; the tables live in codes.yaml.
  const codes = model
    .files<CodesFile>('codes')
    .find((f) => f.path.endsWith('codes.yaml') || (isObject(f.data) && 'tables' in f.data));
  return { api, entities: model.files<JsonSchema>('entity'), codes };
}

export function isRef(value: unknown): value is RefObject {
  return isObject(value) && typeof value.$ref === 'string';
}
