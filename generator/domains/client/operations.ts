import type { JsonSchema } from './json-schema.js';
import { pascalCase } from './naming.js';
import type { RefResolver } from './refs.js';
import {
  isRef,
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type PathItem,
  type RefObject,
  type RequestBodyObject,
  type ResponseObject,
} from './sources.js';

export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;
export type HttpMethod = Uppercase<(typeof HTTP_METHODS)[number]>;

export interface OperationParam {
  name: string;
  required: boolean;
  description?: string;
  /** References already rewritten to `#/$defs/<Name>`. */
  schema: JsonSchema;
}

/** How the client reads a successful answer. */
export type AnswerKind = 'json' | 'blob' | 'text' | 'void';

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** The path template exactly as in api.yaml, e.g. `/service/payment/{brand}/snooze`. */
  path: string;
  summary?: string;
  description?: string;
  tags: string[];
  deprecated: boolean;
  moneyMoving: boolean;
  /** In the order they appear in the path template. */
  pathParams: OperationParam[];
  queryParams: OperationParam[];
  /** Header parameters other than `Idempotency-Key`, which the client handles itself. */
  headerParams: OperationParam[];
  idempotencyKey: 'required' | 'optional' | 'none';
  body?: { required: boolean; contentType: string; schema?: string };
  answer: { status: number; kind: AnswerKind; contentType?: string; schema?: string };
  /** Error statuses the contract declares, for documentation. */
  errorStatuses: number[];
}

/** A body schema written inline in api.yaml, given a name so it gets a type and a zod schema. */
export interface HoistedSchema {
  name: string;
  schema: JsonSchema;
}

const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Every operation of api.yaml, in document order, plus the inline bodies to hoist. */
export function readOperations(
  api: OpenApiDocument,
  refs: RefResolver,
): { operations: Operation[]; hoisted: HoistedSchema[] } {
  const operations: Operation[] = [];
  const hoisted: HoistedSchema[] = [];
  /** The bundle name of a body schema: the referenced one, or the inline one under a new name. */
  const bodySchema = (media: MediaTypeObject, name: string): string | undefined => {
    if (!media.schema) return undefined;
    if (typeof media.schema.$ref === 'string')
      return refs.nameOf(media.schema.$ref, { file: 'api' });
    hoisted.push({ name, schema: { ...refs.rewrite(media.schema, { file: 'api' }), title: name } });
    return name;
  };
  for (const [path, item] of Object.entries(api.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as OperationObject | undefined;
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const base = pascalCase(op.operationId);
      const body = op.requestBody ? resolve<RequestBodyObject>(api, op.requestBody) : undefined;
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase() as HttpMethod,
        path,
        ...(op.summary ? { summary: op.summary } : {}),
        ...(op.description ? { description: op.description } : {}),
        tags: op.tags ?? [],
        deprecated: op.deprecated === true,
        moneyMoving: op['x-moneyMoving'] === true,
        ...readParams(api, refs, path, item, op),
        ...(body?.content
          ? { body: readBody(body, (media) => bodySchema(media, `${base}Request`)) }
          : {}),
        answer: readAnswer(api, op, (media) => bodySchema(media, `${base}Response`)),
        errorStatuses: Object.keys(op.responses ?? {})
          .filter((s) => /^[45]\d\d$/.test(s))
          .map(Number)
          .sort((a, b) => a - b),
      });
    }
  }
  return { operations, hoisted };
}

type ParamFields = Pick<
  Operation,
  'pathParams' | 'queryParams' | 'headerParams' | 'idempotencyKey'
>;

function readParams(
  api: OpenApiDocument,
  refs: RefResolver,
  path: string,
  item: PathItem,
  op: OperationObject,
): ParamFields {
  const params = mergeParams(
    (item.parameters ?? []).map((p) => resolve<ParameterObject>(api, p)),
    (op.parameters ?? []).map((p) => resolve<ParameterObject>(api, p)),
  );
  const toParam = (p: ParameterObject): OperationParam => ({
    name: p.name,
    required: p.in === 'path' || p.required === true,
    ...(p.description ? { description: p.description } : {}),
    schema: refs.rewrite(p.schema ?? { type: 'string' }, { file: 'api' }),
  });
  const idempotency = params.find(
    (p) => p.in === 'header' && p.name.toLowerCase() === IDEMPOTENCY_HEADER,
  );
  return {
    pathParams: pathParamNames(path).map((name) =>
      toParam(params.find((p) => p.in === 'path' && p.name === name) ?? { name, in: 'path' }),
    ),
    queryParams: params.filter((p) => p.in === 'query').map(toParam),
    headerParams: params.filter((p) => p.in === 'header' && p !== idempotency).map(toParam),
    // Money-moving calls always need the key, declared or not: the server deduplicates by it.
    idempotencyKey:
      op['x-moneyMoving'] === true || idempotency?.required
        ? 'required'
        : idempotency
          ? 'optional'
          : 'none',
  };
}

function readBody(
  body: RequestBodyObject,
  schemaOf: (media: MediaTypeObject) => string | undefined,
): NonNullable<Operation['body']> {
  const [contentType, media] = pickContent(body.content ?? {});
  const schema = isJson(contentType) ? schemaOf(media) : undefined;
  return { required: body.required === true, contentType, ...(schema ? { schema } : {}) };
}

/**
 * The first 2xx answer decides what a call resolves with; an operation that only redirects (the
 * e-ID callback answers 302) succeeds with its first 3xx.
 */
function readAnswer(
  api: OpenApiDocument,
  op: OperationObject,
  schemaOf: (media: MediaTypeObject) => string | undefined,
): Operation['answer'] {
  const statuses = Object.keys(op.responses ?? {}).sort();
  const success = statuses.find((s) => /^2/.test(s)) ?? statuses.find((s) => /^3/.test(s));
  if (!success) return { status: 200, kind: 'void' };
  const response = resolve<ResponseObject>(api, (op.responses ?? {})[success] ?? {});
  const status = /^\d+$/.test(success) ? Number(success) : 200;
  if (status === 204 || !response.content || Object.keys(response.content).length === 0) {
    return { status, kind: 'void' };
  }
  const [contentType, media] = pickContent(response.content);
  const kind = answerKind(contentType);
  const schema = kind === 'json' ? schemaOf(media) : undefined;
  return { status, kind, contentType, ...(schema ? { schema } : {}) };
}

/** Operation-level parameters override path-level ones with the same name and location. */
function mergeParams(
  pathLevel: ParameterObject[],
  operationLevel: ParameterObject[],
): ParameterObject[] {
  const key = (p: ParameterObject): string =>
    `${p.in}:${p.in === 'header' ? p.name.toLowerCase() : p.name}`;
  const merged = new Map(pathLevel.map((p) => [key(p), p]));
  for (const p of operationLevel) merged.set(key(p), p);
  return [...merged.values()];
}

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
}

/** Follows `#/components/...` references of parameters, bodies and responses. */
function resolve<T>(api: OpenApiDocument, value: T | RefObject): T {
  let current: unknown = value;
  for (let hops = 0; isRef(current); hops++) {
    const m = /^#\/components\/(parameters|requestBodies|responses)\/([^/]+)$/.exec(current.$ref);
    const target = m
      ? api.components?.[m[1] as 'parameters' | 'requestBodies' | 'responses']?.[m[2] ?? '']
      : undefined;
    if (!target || hops > 10)
      throw new Error(`cannot resolve '${current.$ref}' in schema/api.yaml`);
    current = target;
  }
  return current as T;
}

/** JSON first, because a call that offers JSON is read as JSON. */
function pickContent(content: Record<string, MediaTypeObject>): [string, MediaTypeObject] {
  const entries = Object.entries(content);
  const chosen = entries.find(([type]) => isJson(type)) ?? entries[0];
  if (!chosen) throw new Error('empty content map');
  return chosen;
}

function isJson(contentType: string): boolean {
  return /^application\/(?:[\w.-]+\+)?json\b/.test(contentType);
}

function answerKind(contentType: string): AnswerKind {
  if (isJson(contentType)) return 'json';
  if (contentType.startsWith('text/')) return 'text';
  return 'blob';
}
