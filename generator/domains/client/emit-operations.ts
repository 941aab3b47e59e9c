import type { Emitted, Model } from '../../core/types.js';
import { contractOf, sourcesOf } from './contract.js';
import { commentText, literal, propertyKey } from './naming.js';
import type { Operation } from './operations.js';

/**
 * `api/operations.ts`: every operation of api.yaml as data, in document order, for the sandbox's
 * router and the web server, and the paths' first segments (`/service/`, ...) the web server
 * proxies. Body schemas are named as in `schemas` of entities/zod.ts so a caller
 * can validate without knowing the contract.
 */
export function emitOperations(model: Model): Emitted[] {
  const contract = contractOf(model);
  if (!contract.apiSource) return [];
  const hasSchemas = contract.schemas.length > 0;
  const entries = contract.operations.map(
    (op) =>
      `${op.summary ? `  /** ${commentText(op.summary)} */\n` : ''}  ${propertyKey(op.operationId)}: ${entry(op)},`,
  );
  const content = `${hasSchemas ? "import type { SchemaName } from '../entities/zod.js';\n\n" : 'type SchemaName = never;\n\n'}export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';

export interface OperationInfo {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The path template of api.yaml, e.g. \`/service/payment/{brand}/snooze\`. */
  readonly path: string;
  /** Needs an \`Idempotency-Key\` header: the call moves money and must not run twice. */
  readonly moneyMoving: boolean;
  readonly idempotencyKey: 'required' | 'optional' | 'none';
  readonly tags: readonly string[];
  /** Path parameters in template order. */
  readonly pathParams: readonly string[];
  readonly queryParams: readonly string[];
  /** Content type of the request body, or null when there is none. */
  readonly requestContentType: string | null;
  /** The JSON request body's schema in \`schemas\` of entities/zod.ts. */
  readonly requestSchema: SchemaName | null;
  readonly successStatus: number;
  /** How a successful answer is read: JSON, a file (Blob), text, or nothing. */
  readonly answerKind: 'json' | 'blob' | 'text' | 'void';
  readonly answerContentType: string | null;
  readonly answerSchema: SchemaName | null;
  /** Error statuses the contract declares (answered as application/problem+json). */
  readonly errorStatuses: readonly number[];
}

/** Every operation by operationId, in api.yaml order. */
export const operations = {
${entries.join('\n')}
} as const satisfies Record<string, OperationInfo>;

export type OperationId = keyof typeof operations;

/** The same table as a list, in api.yaml order. */
export const operationList: readonly OperationInfo[] = Object.values(operations);

/** The first segment of every path of the contract: what the web server forwards to the API. */
export const API_PATH_PREFIXES = [${pathPrefixes(contract.operations).map(literal).join(', ')}] as const;
`;
  return [
    {
      path: 'api/operations.ts',
      content,
      sources: sourcesOf(contract, { entities: false, codes: false }),
    },
  ];
}

function entry(op: Operation): string {
  const list = (items: ReadonlyArray<string | number>): string =>
    `[${items.map(literal).join(', ')}]`;
  const orNull = (value: string | undefined): string =>
    value === undefined ? 'null' : literal(value);
  return `{
    operationId: ${literal(op.operationId)},
    method: ${literal(op.method)},
    path: ${literal(op.path)},
    moneyMoving: ${op.moneyMoving},
    idempotencyKey: ${literal(op.idempotencyKey)},
    tags: ${list(op.tags)},
    pathParams: ${list(op.pathParams.map((p) => p.name))},
    queryParams: ${list(op.queryParams.map((p) => p.name))},
    requestContentType: ${orNull(op.body?.contentType)},
    requestSchema: ${orNull(op.body?.schema)},
    successStatus: ${op.answer.status},
    answerKind: ${literal(op.answer.kind)},
    answerContentType: ${orNull(op.answer.contentType)},
    answerSchema: ${orNull(op.answer.schema)},
    errorStatuses: ${list(op.errorStatuses)},
  }`;
}

/** The first segment of every path, e.g. `/service/`; sorted, so reordering api.yaml does not move it. */
function pathPrefixes(operations: Operation[]): string[] {
  return [...new Set(operations.map((op) => /^\/[^/]+\//.exec(op.path)?.[0] ?? op.path))].sort();
}
