/**
 * The fixed part of api/client.ts: the options and the one function that talks HTTP, the same
 * for every operation, so it is written out once and the per-operation methods stay one-liners.
 */
import type {
  FunctionDeclarationStructure,
  InterfaceDeclarationStructure,
  OptionalKind,
} from 'ts-morph';

export const OPTIONS: OptionalKind<InterfaceDeclarationStructure> = {
  name: 'ApiClientOptions',
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

export const CALL: OptionalKind<InterfaceDeclarationStructure> = {
  name: 'Call',
  properties: [
    { name: 'operationId', type: 'string' },
    { name: 'method', type: 'string' },
    { name: 'path', type: 'string' },
    { name: 'query', type: 'Record<string, unknown>', hasQuestionToken: true },
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

export const ACCEPT =
  "export const ACCEPT = { json: 'application/json', blob: '*/*', text: 'text/plain', void: '*/*' } as const;";

export const CREATE_CALLER: OptionalKind<FunctionDeclarationStructure> = {
  name: 'createCaller',
  parameters: [{ name: 'options', type: 'ApiClientOptions' }],
  statements: `// Called as a plain function, never as a method of \`options\`: browsers reject fetch with a foreign \`this\`.
const send: typeof fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
return async function call<T>(request: Call): Promise<T> {
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
  const response = await send(options.baseUrl + request.path + queryString(request.query), {
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

export const QUERY_STRING: OptionalKind<FunctionDeclarationStructure> = {
  name: 'queryString',
  docs: ['`?a=1&b=x&b=y`; undefined and null values are left out, arrays repeat the key.'],
  parameters: [{ name: 'query', type: 'Record<string, unknown> | undefined' }],
  returnType: 'string',
  statements: `const params = new URLSearchParams();
for (const [name, value] of Object.entries(query ?? {})) {
  for (const item of Array.isArray(value) ? value : [value]) {
    if (item !== undefined && item !== null) params.append(name, String(item));
  }
}
const text = params.toString();
return text ? \`?\${text}\` : '';`,
};
