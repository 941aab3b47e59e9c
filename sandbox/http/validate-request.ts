import { z } from 'zod';
import type { OperationId, OperationInfo } from '../../generated/api/operations.js';
import { schemas } from '../../generated/entities/zod.js';
import { sandboxConfig } from '../config.js';
import { toMinor } from '../money.js';
import { isQueryOptional, parameterRule } from './params.js';
import { ProblemError, problemTypes, type FieldError } from './problem.js';

export interface ValidRequest {
  readonly params: Record<string, string>;
  readonly query: Record<string, string>;
  readonly body: unknown;
  /** The body as canonical JSON text (for the idempotency hash), '' when there is none. */
  readonly bodyText: string;
  readonly idempotencyKey: string | null;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Message ids for zod's issue codes; fields with their own text in content/messages win. */
function messageIdFor(issue: z.core.$ZodIssue, field: string): string {
  if (issue.code === 'invalid_type' && 'input' in issue && issue.input === undefined) {
    return 'validation.required';
  }
  const last = field.split('.').pop() ?? '';
  if (last === 'email' || last === 'value') return 'validation.email';
  if (last === 'brand') return 'validation.brand';
  if (last === 'civicNumber') return 'validation.civicNumber';
  const camel = issue.code.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return `validation.${camel}`;
}

/** One field error per zod issue; unknown keys get one error each, named by their own path. */
function fieldErrors(error: z.ZodError, prefix: string): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const base = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const field = base ? `${base}.${key}` : key;
        out.push({
          field,
          messageId: 'validation.unknownField',
          detail: 'Not a field of this call.',
        });
      }
      continue;
    }
    const field = base || 'body';
    out.push({ field, messageId: messageIdFor(issue, field), detail: issue.message });
  }
  return out;
}

/**
 * Text the database cannot hold: PostgreSQL text has no U+0000 and jsonb refuses a lone UTF-16
 * surrogate (`"\ud800"` in JSON), so every statement with one fails. Such a parameter or body
 * string can never name or store anything: it is a bad field, not a server fault.
 */
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorableError = (field: string): FieldError => ({
  field,
  messageId: 'validation.invalidCharacter',
  detail: 'Text may not contain NUL (U+0000) or a lone UTF-16 surrogate.',
});

/** The paths of the strings (values or keys) in a parsed JSON body the database cannot hold. */
function unstorableFields(value: unknown, path: string): string[] {
  if (typeof value === 'string') return unstorable.test(value) ? [path || 'body'] : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => unstorableFields(item, join(path, i)));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      unstorable.test(key) ? [path || 'body'] : unstorableFields(item, join(path, key)),
    );
  }
  return [];
}
const join = (path: string, key: string | number): string =>
  path ? `${path}.${String(key)}` : String(key);

/**
 * Money fields of a request schema: numbers with `multipleOf: 0.01`. The schema lets through
 * numbers such as 1e21 or 1e300 (multiples of 0.01 as doubles) that are no amount of money: their
 * text has an exponent and they exceed what minor units hold exactly. Those are refused here as
 * too big, before a handler converts them (sandbox/money.ts toMinor would throw a RangeError).
 */
interface JsonSchemaNode {
  readonly type?: unknown;
  readonly multipleOf?: number;
  readonly properties?: Readonly<Record<string, JsonSchemaNode>>;
  readonly items?: JsonSchemaNode;
  readonly anyOf?: readonly JsonSchemaNode[];
}
const moneyPathCache = new Map<string, (string | number)[][]>();
function moneyPaths(name: string, schema: z.ZodType): (string | number)[][] {
  const cached = moneyPathCache.get(name);
  if (cached) return cached;
  const found: (string | number)[][] = [];
  const walk = (node: JsonSchemaNode, path: (string | number)[]) => {
    if (node.multipleOf === 0.01) found.push(path);
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, [...path, key]);
    if (node.items) walk(node.items, [...path, -1]);
    for (const option of node.anyOf ?? []) walk(option, path);
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode, []);
  moneyPathCache.set(name, found);
  return found;
}

/** The fields of a parsed body that hold a number but not an amount of money (-1: any item). */
function badAmounts(value: unknown, path: readonly (string | number)[], at: string): string[] {
  if (path.length === 0) {
    if (typeof value !== 'number') return [];
    try {
      const minor = toMinor(value);
      return minor <= BigInt(Number.MAX_SAFE_INTEGER) && -minor <= BigInt(Number.MAX_SAFE_INTEGER)
        ? []
        : [at];
    } catch {
      return [at];
    }
  }
  const [head, ...rest] = path;
  if (head === -1) {
    return Array.isArray(value)
      ? value.flatMap((item, i) => badAmounts(item, rest, join(at, i)))
      : [];
  }
  if (value === null || typeof value !== 'object' || head === undefined) return [];
  return badAmounts((value as Record<string, unknown>)[head], rest, join(at, head));
}

function badRequest(errors: FieldError[]): ProblemError {
  return new ProblemError(400, 'Bad Request', 'The request has invalid fields; see errors.', {
    type: problemTypes.validation,
    errors,
  });
}

async function readBody(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  const tooLarge = () =>
    new ProblemError(
      413,
      'Content Too Large',
      `Bodies are limited to ${sandboxConfig.maxBodyBytes} bytes.`,
    );
  if (declared > sandboxConfig.maxBodyBytes) throw tooLarge();
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > sandboxConfig.maxBodyBytes) throw tooLarge();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest([
      { field: 'body', messageId: 'validation.malformedJson', detail: 'Not UTF-8.' },
    ]);
  }
}

/**
 * What the contract's JSON bodies are sent as: `application/json`, with at most the charset
 * UTF-8 (RFC 8259 8.1: JSON between systems is UTF-8). `charset=utf-16`, `+json` types such as
 * `application/json-patch+json` and other parameters are refused with a 415, not guessed at.
 */
const jsonContentType = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/**
 * Checks everything the contract says about a request before a handler sees it: path and query
 * parameters, the Idempotency-Key of money-moving calls, the content type, size and JSON body.
 * Every bad field is named in one 400 answer; a brand that is not one of the five answers 404,
 * as api.yaml says ("any other value answers 404").
 */
export async function validateRequest(
  operation: OperationInfo,
  rawParams: Readonly<Record<string, string>>,
  request: Request,
): Promise<ValidRequest> {
  const id = operation.operationId as OperationId;
  const errors: FieldError[] = [];
  const params: Record<string, string> = {};
  for (const name of operation.pathParams) {
    if (unstorable.test(rawParams[name] ?? '')) {
      errors.push(unstorableError(name));
      continue;
    }
    const result = parameterRule(id, name).safeParse(rawParams[name], { reportInput: true });
    if (result.success) params[name] = String(result.data);
    else if (name === 'brand') {
      throw new ProblemError(404, 'Not Found', 'There is no brand by that name.', {
        errors: [{ field: 'brand', messageId: 'validation.brand' }],
      });
    } else errors.push(...fieldErrors(result.error, name));
  }

  const search = new URL(request.url).searchParams;
  const query: Record<string, string> = {};
  for (const name of operation.queryParams) {
    const value = search.get(name);
    if (value === null) {
      if (!isQueryOptional(id, name)) {
        errors.push({ field: name, messageId: 'validation.required', detail: 'Required.' });
      }
      continue;
    }
    if (unstorable.test(value)) {
      errors.push(unstorableError(name));
      continue;
    }
    const result = parameterRule(id, name).safeParse(value, { reportInput: true });
    if (result.success) query[name] = value;
    else errors.push(...fieldErrors(result.error, name));
  }

  let idempotencyKey: string | null = null;
  if (operation.idempotencyKey !== 'none') {
    const key = request.headers.get('idempotency-key');
    if (key !== null && uuid.test(key.trim())) idempotencyKey = key.trim().toLowerCase();
    else if (key !== null || operation.idempotencyKey === 'required') {
      errors.push({
        field: 'Idempotency-Key',
        messageId: key === null ? 'validation.required' : 'validation.idempotencyKey',
        detail: 'A money-moving call needs an Idempotency-Key header holding a UUID.',
      });
    }
  }

  let body: unknown = undefined;
  let bodyText = '';
  if (operation.requestSchema !== null) {
    const contentType = request.headers.get('content-type') ?? '';
    const text = await readBody(request);
    if (!jsonContentType.test(contentType) && (contentType !== '' || text !== '')) {
      throw new ProblemError(
        415,
        'Unsupported Media Type',
        `This call takes ${operation.requestContentType ?? 'application/json'} ` +
          `(optionally with charset=utf-8), not ${contentType === '' ? 'none' : JSON.stringify(contentType)}.`,
      );
    }
    let parsed: unknown = undefined;
    let parsedOk = false;
    if (text.trim() === '') {
      errors.push({
        field: 'body',
        messageId: 'validation.required',
        detail: 'A JSON body is required.',
      });
    } else {
      try {
        parsed = JSON.parse(text);
        parsedOk = true;
      } catch {
        errors.push({
          field: 'body',
          messageId: 'validation.malformedJson',
          detail: 'The body is not valid JSON.',
        });
      }
    }
    if (parsedOk) {
      const nul = unstorableFields(parsed, '');
      errors.push(...nul.map(unstorableError));
      const result = schemas[operation.requestSchema].safeParse(parsed, { reportInput: true });
      const amounts = result.success
        ? moneyPaths(operation.requestSchema, schemas[operation.requestSchema]).flatMap((path) =>
            badAmounts(result.data, path, ''),
          )
        : [];
      for (const field of amounts) {
        errors.push({
          field,
          messageId: 'validation.tooBig',
          detail: 'Not an amount of money (too big, or not in plain decimals).',
        });
      }
      if (!result.success) errors.push(...fieldErrors(result.error, ''));
      else if (nul.length === 0 && amounts.length === 0) {
        body = result.data;
        bodyText = JSON.stringify(parsed);
      }
    }
  }

  if (errors.length > 0) throw badRequest(errors);
  return { params, query, body, bodyText, idempotencyKey };
}
