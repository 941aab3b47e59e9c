import type { Problem } from '../../generated/entities/types.js';

type FieldError = NonNullable<Problem['errors']>[number];
export type { FieldError };

/** Problem types the contract names (api.yaml, Problem); anything else is about:blank. */
export const problemTypes = {
  validation: 'https://api.nordpay.example/problems/validation',
  idempotencyKeyReused: 'https://api.nordpay.example/problems/idempotency-key-reused',
} as const;

/**
 * Thrown by handlers and middleware to answer an RFC 9457 problem. Handlers never build error
 * answers by hand, so every error has the same shape and is checked against the contract.
 */
export class ProblemError extends Error {
  override readonly name = 'ProblemError';
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly options: {
      readonly type?: string;
      readonly errors?: readonly FieldError[];
      readonly headers?: Readonly<Record<string, string>>;
    } = {},
  ) {
    super(detail ?? title);
  }

  toProblem(instance: string): Problem {
    return {
      type: this.options.type ?? 'about:blank',
      title: this.title,
      status: this.status,
      ...(this.detail === undefined ? {} : { detail: this.detail }),
      instance,
      ...(this.options.errors ? { errors: [...this.options.errors] } : {}),
    };
  }
}

export function problemResponse(problem: Problem, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: { 'Content-Type': 'application/problem+json', ...headers },
  });
}

export const unauthorized = (detail: string): ProblemError =>
  new ProblemError(401, 'Unauthorized', detail, { headers: { 'WWW-Authenticate': 'Bearer' } });
