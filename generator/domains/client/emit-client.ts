import type { Emitted, Model } from '../../core/types.js';
import { contractOf, sourcesOf } from './contract.js';

/**
 * `api/client.ts`: `createApiClient(options)`, every function of api/calls.ts as a method of one
 * object over one transport, for the consumers not yet on the functions themselves. The object
 * holds every call, so a bundle that imports it holds them all.
 */
export function emitClient(model: Model): Emitted[] {
  const contract = contractOf(model);
  if (!contract.apiSource) return [];
  const content = `import * as calls from './calls.js';
import { createTransport, type TransportOptions } from './transport.js';

type Calls = typeof calls;
type Rest<P> = P extends [unknown, ...infer R] ? R : never;

export type ApiClientOptions = TransportOptions;

/** One method per operation of schema/api.yaml: the function of api/calls.ts, its transport given. */
export type ApiClient = {
  [K in keyof Calls]: (...input: Rest<Parameters<Calls[K]>>) => ReturnType<Calls[K]>;
};

/** The typed client. \`baseUrl\` is prepended to every contract path (\`""\` for the same origin). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = createTransport(options);
  const bound: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(calls)) {
    bound[name] = (input?: object) => (call as (t: typeof transport, i?: object) => unknown)(transport, input);
  }
  return bound as ApiClient;
}
`;
  return [
    {
      path: 'api/client.ts',
      content,
      sources: sourcesOf(contract, { entities: false, codes: false }),
    },
  ];
}
