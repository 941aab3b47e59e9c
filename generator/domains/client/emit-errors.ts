import type { Emitted, Model } from '../../core/types.js';
import { contractOf, sourcesOf } from './contract.js';

/** Used when the contract has no `Problem` schema, so the client still has a typed error. */
const FALLBACK_PROBLEM = `/** RFC 9457 problem details. */
export interface Problem {
  type?: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: Array<{ field: string; messageId: string; detail?: string }>;
}`;

/**
 * `api/errors.ts`: `ApiProblemError`, thrown by the client for every non-2xx answer, carrying the
 * answer's RFC 9457 problem (status, title, detail, errors[]).
 */
export function emitErrors(model: Model): Emitted[] {
  const contract = contractOf(model);
  if (!contract.apiSource) return [];
  const problem = contract.byName.get('Problem');
  const props = problem ? (problem.schema.properties ?? {}) : { detail: {}, errors: {} };
  const hasDetail = 'detail' in props;
  const hasErrors = 'errors' in props;
  const header = problem
    ? "import type { Problem } from '../entities/types.js';\n\nexport type { Problem };"
    : FALLBACK_PROBLEM;
  const getters = [
    hasDetail ? `  get detail(): Problem['detail'] {\n    return this.problem.detail;\n  }` : '',
    hasErrors
      ? `  /** Field errors, empty when the answer has none. */\n  get errors(): NonNullable<Problem['errors']> {\n    return this.problem.errors ?? [];\n  }`
      : '',
  ].filter(Boolean);
  const content = `${header}

/** A non-2xx answer of the API. \`problem\` is the answer's RFC 9457 body (or one made from the status line). */
export class ApiProblemError extends Error {
  override readonly name = 'ApiProblemError';
  readonly status: number;

  constructor(
    readonly problem: Problem,
    /** The operation that failed, for logs. */
    readonly operationId?: string,
  ) {
    super(${hasDetail ? 'problem.detail ?? problem.title' : 'problem.title'});
    this.status = problem.status;
  }

  get title(): string {
    return this.problem.title;
  }

${getters.join('\n\n')}
}

export function isApiProblemError(error: unknown): error is ApiProblemError {
  return error instanceof ApiProblemError;
}

/**
 * The problem of a failed answer. The status line wins over the body's \`status\`, and a body that
 * is not a JSON object (a proxy's HTML page, an empty 502) still gives a usable problem.
 */
export async function readProblem(response: Response): Promise<Problem> {
  let body: unknown;
  if (/\\bjson\\b/.test(response.headers.get('content-type') ?? '')) {
    body = await response.json().catch(() => undefined);
  }
  const fields: Record<string, unknown> = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {};
${
  hasErrors ? `  if (!Array.isArray(fields['errors'])) delete fields['errors'];\n` : ''
}  const title = typeof fields['title'] === 'string' ? fields['title'] : response.statusText || \`HTTP \${response.status}\`;
  // RFC 9457: a problem without a type is 'about:blank'.
  const type = typeof fields['type'] === 'string' ? fields['type'] : 'about:blank';
  return { ...fields, type, status: response.status, title } as Problem;
}
`;
  return [
    {
      path: 'api/errors.ts',
      content,
      sources: sourcesOf(contract, { entities: false, codes: false }),
    },
  ];
}
