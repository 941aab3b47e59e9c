/**
 * The fixed part of api/transport.ts: the options and the one function that talks HTTP, the same
 * for every operation, so it is written out once and each operation's function stays a one-liner.
 */
import type {
  FunctionDeclarationStructure,
  InterfaceDeclarationStructure,
  OptionalKind,
} from 'ts-morph';

export const OPTIONS: OptionalKind<InterfaceDeclarationStructure> = {
  name: 'TransportOptions',
  isExported: true,
  properties: [
    {
      name: 'baseUrl',
      type: 'string',
      docs: ['Prepended to every contract path; `""` calls the same origin.'],
    },
    {
      name: 'fetch',
      type: 'typeof fetch',
      hasQuestionToken: true,
      docs: ['Defaults to the global `fetch` (tests and the server pass their own).'],
    },
    {
      name: 'headers',
      type: '() => Record<string, string>',
      hasQuestionToken: true,
      docs: ['Extra headers, read on every call (a cache key, a facade flag, ...).'],
    },
  ],
};

export const REQUEST: OptionalKind<InterfaceDeclarationStructure> = {
  name: 'ApiRequest',
  isExported: true,
  docs: ["One call as an operation's function describes it to the transport."],
  properties: [
    { name: 'operationId', type: 'string' },
    { name: 'method', type: 'string' },
    {
      name: 'path',
      type: 'string',
      docs: ["The operation's path builder's answer: parameters encoded, query string included."],
    },
    { name: 'headers', type: 'Record<string, string | undefined>', hasQuestionToken: true },
    {
      name: 'body',
      type: '{ json: unknown } | { raw: BodyInit | undefined }',
      hasQuestionToken: true,
    },
    { name: 'idempotencyKey', type: 'string', hasQuestionToken: true },
    { name: 'signal', type: 'AbortSignal', hasQuestionToken: true },
    { name: 'answer', type: "'json' | 'blob' | 'text' | 'void'" },
  ],
};

export const TRANSPORT = `/**
 * Sends one call and resolves with its answer read as the contract says (JSON, a Blob, text or
 * nothing); a non-2xx answer rejects with \`ApiProblemError\`. Every operation's function takes one.
 */
export type Transport = <T>(request: ApiRequest) => Promise<T>;`;

export const ACCEPT =
  "export const ACCEPT = { json: 'application/json', blob: '*/*', text: 'text/plain', void: '*/*' } as const;";

export const CREATE_TRANSPORT: OptionalKind<FunctionDeclarationStructure> = {
  name: 'createTransport',
  isExported: true,
  docs: ['The transport of one origin: `fetch`, the extra headers, problem details on failure.'],
  parameters: [{ name: 'options', type: 'TransportOptions' }],
  returnType: 'Transport',
  statements: `// Called as a plain function, never as a method of \`options\`: browsers reject fetch with a foreign \`this\`.
const send: typeof fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
return async function transport<T>(request: ApiRequest): Promise<T> {
  const headers: Record<string, string> = { Accept: ACCEPT[request.answer], ...options.headers?.() };
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value !== undefined) headers[name] = value;
  }
  if (request.idempotencyKey !== undefined) headers['Idempotency-Key'] = request.idempotencyKey;
  let body: BodyInit | undefined;
  if (request.body && 'json' in request.body) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body.json);
  } else if (request.body) {
    body = request.body.raw;
  }
  const response = await send(options.baseUrl + request.path, {
    method: request.method,
    headers,
    body,
    signal: request.signal,
  });
  if (!response.ok) throw new ApiProblemError(await readProblem(response), request.operationId);
  // The casts are the contract's promise: the answer has the type api.yaml declares.
  if (request.answer === 'void' || response.status === 204) return undefined as T;
  if (request.answer === 'blob') return (await response.blob()) as T;
  if (request.answer === 'text') return (await response.text()) as T;
  return (await response.json()) as T;
};`,
};
