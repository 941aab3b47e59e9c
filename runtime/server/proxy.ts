/**
 * The backend-for-frontend (DESIGN decision 3): `/service/*`, `/download/*` and `/oidc/*` go to
 * the provider API with the browser's method, query and body (streamed both ways). Only the
 * headers the contract uses pass from the browser; cookies and any Authorization never do. The
 * server adds what core §7 lists: the bearer token and user header from the session, the
 * cache key, the facade flag and, when run locally, the source host.
 */
import { createHash } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { apiHeaders, serverConfig } from './config.js';
import { refuseUnboundCallback, withAttemptBinding } from './oidc-binding.js';
import { problemResponse } from './problem.js';
import { urlOf } from './request-url.js';
import { refuseOverLimit, type RateLimiter } from './rate-limit.js';
import type { BearerCredentials, ProviderCall, SessionHook } from './session.js';

export interface ProxyOptions {
  apiOrigin: string;
  /**
   * Run on a developer's machine: the provider is told the app's host (X-Source-Host) so its pages
   * link back here.
   */
  local: boolean;
  /**
   * The app's public origin (APP_ORIGIN, else the address this server listens on), whose host
   * X-Source-Host names: configuration, never the request's Host, which any client can set.
   */
  publicOrigin?: () => string | null;
  /** The facade toggle is on for every call (X-Facade: true). */
  facade: boolean;
  session?: SessionHook;
  /** Limits on login starts and money-moving calls (rate-limit.ts); none when unset. */
  limiter?: RateLimiter;
  maxRequestBytes?: number;
  timeoutMs?: number;
}

/** Browser headers the provider's calls use (api.yaml); everything else stays here. */
const passedHeaders = [
  'accept',
  'accept-language',
  'content-type',
  'idempotency-key',
  'range',
  'if-none-match',
  'user-agent',
];

/** Hop-by-hop headers (RFC 9110 7.6.1) and what the server owns in an answer. */
const droppedAnswerHeaders = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'set-cookie',
  'content-security-policy',
];

const sourceHostPattern = /^[A-Za-z0-9.-]+(?::\d{1,5})?$/;

/** The client's address: the connection's own, which no header can change. */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served over a socket (app.request in tests): one client.
    return 'unknown';
  }
}

/** Core §7's cache key: a hash of customer and device (api.yaml: 16 to 128 hex digits). */
export const cacheKey = (user: string, device: string): string =>
  createHash('sha256').update(`${user}\n${device}`).digest('hex').slice(0, 32);

class TooLarge extends Error {}

/** Passes a body on while counting it; more than `limit` bytes fails the stream. */
function limited(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new TooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * The headers sent to the provider for one browser request: with the session's credentials, or
 * with the given ones (a call of the session hook's own).
 */
export async function upstreamHeaders(
  c: Context,
  options: ProxyOptions,
  given?: { credentials: BearerCredentials | null },
): Promise<Headers> {
  const headers = new Headers();
  for (const name of passedHeaders) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  // The provider's answer is streamed on as it is; compressing is this server's job.
  headers.set('accept-encoding', 'identity');
  const credentials = given ? given.credentials : ((await options.session?.bearerFor(c)) ?? null);
  if (credentials) {
    headers.set('authorization', `Bearer ${credentials.token}`);
    if (credentials.user) headers.set(apiHeaders.user, credentials.user);
  }
  // Keyed on the customer; a token whose customer is not known yet (right after login) keys on
  // itself, so nothing cached for it is ever shared with anybody else.
  const who = credentials ? (credentials.user ?? `bearer ${credentials.token}`) : '';
  headers.set(apiHeaders.cacheKey, cacheKey(who, c.req.header('user-agent') ?? ''));
  // The toggle is the server's, or the page's (a FEATURE_ query parameter the app passes on).
  if (options.facade || c.req.header(apiHeaders.facade) === 'true') {
    headers.set(apiHeaders.facade, 'true');
  }
  const origin = options.local ? options.publicOrigin?.() : null;
  const host = origin ? new URL(origin).host : null;
  if (host && sourceHostPattern.test(host)) headers.set(apiHeaders.sourceHost, host);
  return headers;
}

/** The Hono handler forwarding one request. */
export function proxyHandler(options: ProxyOptions) {
  const origin = options.apiOrigin.replace(/\/+$/, '');
  const maxBytes = options.maxRequestBytes ?? serverConfig.maxRequestBytes;
  const timeoutMs = options.timeoutMs ?? serverConfig.upstreamTimeoutMs;

  /** The session hook's own calls: no browser body, JSON asked for, the same time limit. */
  const providerCall =
    (c: Context): ProviderCall =>
    async (path, init) => {
      const headers = await upstreamHeaders(c, options, { credentials: init.credentials });
      headers.delete('content-type');
      headers.delete('idempotency-key');
      headers.delete('range');
      headers.delete('if-none-match');
      headers.set('accept', 'application/json');
      return fetch(`${origin}${path}`, {
        method: init.method ?? 'GET',
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    };

  return async (c: Context): Promise<Response> => {
    const url = urlOf(c);
    const finish = (answer: Response): Promise<Response> | Response =>
      options.session?.onAnswer
        ? options.session.onAnswer(c, url.pathname, answer, providerCall(c))
        : answer;
    const instance = url.pathname;
    // An e-ID callback is passed on only in the browser that started the login (oidc-binding.ts).
    const unbound = refuseUnboundCallback(c, url);
    if (unbound) return unbound;
    const limiter = options.limiter;
    if (limiter) {
      const refused = await refuseOverLimit(c, limiter, async () => ({
        client: clientAddress(c),
        customer: (await options.session?.bearerFor(c))?.user ?? null,
      }));
      if (refused) return refused;
    }
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > maxBytes) {
      return problemResponse(413, 'Content Too Large', `At most ${maxBytes} bytes.`, instance);
    }
    const method = c.req.method;
    const body =
      method === 'GET' || method === 'HEAD' || !c.req.raw.body
        ? undefined
        : limited(c.req.raw.body, maxBytes);
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    let answer: Response;
    try {
      // The origin is joined as text, so a path can never name another host.
      answer = await fetch(`${origin}${url.pathname}${url.search}`, {
        method,
        headers: await upstreamHeaders(c, options),
        body,
        redirect: 'manual',
        signal: AbortSignal.any([timeout.signal, c.req.raw.signal]),
        duplex: 'half',
      } as RequestInit & { duplex: 'half' });
    } catch (error) {
      if (
        error instanceof TooLarge ||
        (error instanceof Error && error.cause instanceof TooLarge)
      ) {
        return problemResponse(413, 'Content Too Large', `At most ${maxBytes} bytes.`, instance);
      }
      const detail = timeout.signal.aborted
        ? 'The provider API did not answer in time.'
        : 'The provider API could not be reached.';
      // The session still sees it: a logout clears its cookies even when the provider is down.
      return finish(problemResponse(504, 'Gateway Timeout', detail, instance));
    } finally {
      clearTimeout(timer);
    }
    const headers = new Headers(answer.headers);
    for (const name of droppedAnswerHeaders) headers.delete(name);
    if (headers.has('content-encoding')) {
      // fetch has already decoded the body, so neither header describes it any more.
      headers.delete('content-encoding');
      headers.delete('content-length');
    }
    headers.set('Cache-Control', 'no-store');
    const forwarded = new Response(answer.body, {
      status: answer.status,
      statusText: answer.statusText,
      headers,
    });
    return finish(withAttemptBinding(url.pathname, forwarded));
  };
}
