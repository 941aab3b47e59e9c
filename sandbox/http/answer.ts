import type { OperationInfo } from '../../generated/api/operations.js';
import { ProblemSchema, schemas } from '../../generated/entities/zod.js';
import type { StoredAnswer } from './idempotency.js';

/** A handler answered something the contract does not allow: a bug in the sandbox. */
export class OffContractAnswer extends Error {
  override readonly name = 'OffContractAnswer';
}

/**
 * Turns a handler's answer into the stored/sent form, checking it against the contract when
 * `validate` is on: the success status, the answer schema for JSON, no body for void answers.
 */
export function encodeAnswer(
  operation: OperationInfo,
  answer: {
    body: unknown;
    status?: number | undefined;
    headers?: Readonly<Record<string, string>> | undefined;
  },
  validate: boolean,
): StoredAnswer {
  const status = answer.status ?? operation.successStatus;
  const fail = (what: string) =>
    new OffContractAnswer(`${operation.operationId} answered off-contract: ${what}`);
  if (validate && status !== operation.successStatus) {
    throw fail(`status ${status}, the contract says ${operation.successStatus}`);
  }
  const headers: Record<string, string> = { ...answer.headers };
  switch (operation.answerKind) {
    case 'json': {
      if (validate && operation.answerSchema) {
        const result = schemas[operation.answerSchema].safeParse(answer.body);
        if (!result.success) {
          const where = result.error.issues
            .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
            .join('; ');
          throw fail(`${operation.answerSchema}: ${where}`);
        }
      }
      headers['Content-Type'] = operation.answerContentType ?? 'application/json';
      return { status, headers, body: JSON.stringify(answer.body) };
    }
    case 'void':
      if (validate && answer.body !== undefined) throw fail('a body on a call that answers none');
      return { status, headers, body: null };
    case 'blob':
    case 'text': {
      const body = answer.body;
      if (typeof body !== 'string' && !(body instanceof Uint8Array)) throw fail('no file content');
      headers['Content-Type'] ??= operation.answerContentType ?? 'application/octet-stream';
      // Files travel as latin1 text in the stored form; money-moving calls never answer files.
      return {
        status,
        headers,
        body: typeof body === 'string' ? body : Buffer.from(body).toString('latin1'),
      };
    }
  }
}

export function checkProblem(body: unknown): string | null {
  const result = ProblemSchema.safeParse(body);
  return result.success ? null : result.error.message;
}

export function toResponse(
  answer: StoredAnswer,
  extraHeaders: Record<string, string> = {},
): Response {
  const headers = { ...answer.headers, ...extraHeaders };
  const isText = !/pdf|octet-stream/.test(headers['Content-Type'] ?? '');
  const body =
    answer.body === null ? null : isText ? answer.body : Buffer.from(answer.body, 'latin1');
  return new Response(body, { status: answer.status, headers });
}
