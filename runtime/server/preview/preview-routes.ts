/**
 * The preview's own routes under /__preview (`selfservice preview` only: a web server started
 * without preview mode has none, and answers them 404). What staff do there goes to the
 * sandbox's sandbox-only routes (/sandbox/...; never the contract): its personas and a login as
 * one of them, its clock and its maintenance switch. The login's one-time token never reaches the
 * page: the server exchanges it at validateToken like the e-mail link's and hands the browser
 * the session cookie only.
 */
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { CountryCode } from '../../../generated/countries/index.js';
import { problemResponse } from '../problem.js';
import type { PreviewState } from './preview-state.js';
import type { TermsSources } from './terms-sources.js';

export interface PreviewRouteOptions {
  readonly country: CountryCode;
  readonly state: PreviewState;
  /** The sandbox: its /sandbox routes. */
  readonly sandboxOrigin: string;
  readonly terms: () => Promise<TermsSources>;
  /** Exchanges a one-time login token for a session: the answer's Set-Cookie logs the browser in. */
  readonly exchange: (c: Context, token: string) => Promise<Response>;
}

/** Asks the sandbox; its answer's status and JSON body pass on. */
async function sandbox(origin: string, path: string, init?: RequestInit): Promise<Response> {
  const answer = await fetch(`${origin}/sandbox${path}`, init);
  return new Response(await answer.text(), {
    status: answer.status,
    headers: { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' },
  });
}

const json = async (c: Context): Promise<string> => JSON.stringify(await c.req.json());

export function previewRoutes(options: PreviewRouteOptions): Hono {
  const routes = new Hono();
  const { sandboxOrigin } = options;

  routes.get('/state', (c) => c.json({ country: options.country, ...options.state.current() }));

  // Every new state as it comes, the current one first: the toolbar's overlay and live reload.
  routes.get('/events', (c) =>
    streamSSE(c, async (stream) => {
      const send = (data: unknown) =>
        stream.writeSSE({ event: 'state', data: JSON.stringify(data) });
      await send(options.state.current());
      const unsubscribe = options.state.subscribe((snapshot) => void send(snapshot));
      await new Promise<void>((resolve) => stream.onAbort(resolve));
      unsubscribe();
    }),
  );

  routes.get('/terms', async (c) => c.json(await options.terms()));

  routes.get('/personas', () => sandbox(sandboxOrigin, `/personas?country=${options.country}`));

  routes.post('/login', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { civicNumber?: unknown } | null;
    if (typeof body?.civicNumber !== 'string')
      return problemResponse(400, 'Bad Request', 'Send { civicNumber }.', c.req.path);
    const issued = await fetch(
      `${sandboxOrigin}/sandbox/personas/${encodeURIComponent(body.civicNumber)}/login`,
      { method: 'POST' },
    );
    if (!issued.ok)
      return problemResponse(issued.status, 'Not Found', 'No such persona.', c.req.path);
    const { token } = (await issued.json()) as { token: string };
    return options.exchange(c, token);
  });

  for (const path of ['/clock', '/maintenance']) {
    routes.get(path, () => sandbox(sandboxOrigin, path));
    routes.put(path, async (c) =>
      sandbox(sandboxOrigin, path, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: await json(c),
      }),
    );
  }

  return routes;
}
