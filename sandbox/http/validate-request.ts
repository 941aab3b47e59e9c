import type { z } from 'zod';
import type { OperationId, OperationInfo } from '../../generated/api/operations.js';
import { schemas } from '../../generated/entities/zod.js';
import { sandboxConfig } from '../config.js';
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
    if (!/^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i.test(contentType)) {
      if (contentType !== '' || text !== '') {
        throw new ProblemError(
          415,
          'Unsupported Media Type',
          `This call takes ${operation.requestContentType ?? 'application/json'}.`,
        );
      }
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
      const result = schemas[operation.requestSchema].safeParse(parsed, { reportInput: true });
      if (result.success) {
        body = result.data;
        bodyText = JSON.stringify(parsed);
      } else errors.push(...fieldErrors(result.error, ''));
    }
  }

  if (errors.length > 0) throw badRequest(errors);
  return { params, query, body, bodyText, idempotencyKey };
}
