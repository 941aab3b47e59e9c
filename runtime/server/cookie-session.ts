/**
 * The login session (issue 5, DESIGN decision 3): the provider's bearer token lives only here and
 * in a sealed cookie, never in page JavaScript or any answer to the browser.
 *
 * - `__Host-session`: the sealed session (`seal.ts`: token, civic number, country, issued-at,
 *   last-seen). HttpOnly, Secure, SameSite=Lax, Path=/, no Domain, no Max-Age (it ends with the
 *   browser; the lifetimes below are enforced here, whatever the browser keeps).
 * - `__Host-logged-in=1`: the harmless signal page JavaScript may read (no HttpOnly), set and
 *   cleared together with the session cookie. `GET /session` is the authoritative answer.
 * - validateToken's answer: the token goes into the cookie; the browser gets
 *   `{ loggedIn: true, country, expiresAt }` (the customer info is fetched here first, for X-User
 *   and the country).
 * - Every proxied call with a live session sends `Authorization: Bearer` and `X-User`, and renews
 *   last-seen (a new cookie at most once per touch interval), unless the page marks it as its own
 *   background call (`X-Background-Call: 1`: a poll is not the customer being active). Past the inactivity timeout or the
 *   absolute lifetime the call goes anonymously and the cookies are cleared.
 * - Logout is proxied with the bearer; then both cookies are cleared whatever the provider says.
 *   The session counts as over from the moment the logout arrives: a call still in flight sets
 *   no cookie with its answer, and the old cookie, should the browser send it again, is refused.
 * - A 401 or 403 while a session was sent (core §6), or a session cookie that has expired or
 *   cannot be opened: cookies cleared and `X-Session-Ended: timeout` on the answer.
 *
 * Why SameSite=Lax and not Strict: what comes back from other sites arrives as top-level GET
 * navigations (the e-mail login link, the e-ID broker's redirect, the payment providers' way back,
 * a PDF link in an e-mail). Lax sends the session on those, so a customer returning from their
 * bank is still logged in; Strict would make the first request look logged out. Nothing changes
 * state on a GET, Lax withholds the cookie from every cross-site POST, PUT and DELETE, and the
 * same-origin check (`same-origin.ts`) refuses those anyway.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { SessionAnswer } from '../../generated/entities/types.js';
import { isCountryCode, type CountryCode } from '../../generated/countries/index.js';
import { sessionConfig } from './config.js';
import { problemResponse } from './problem.js';
import { urlOf } from './request-url.js';
import { keyFromSecret, randomKey, seal, unseal, type SealKey } from './seal.js';
import type { BearerCredentials, ProviderCall, SessionHook } from './session.js';

/** What the sealed cookie holds. Times are epoch milliseconds. */
export interface SessionPayload {
  readonly token: string;
  /** The civic number, sent as X-User. */
  readonly user: string;
  readonly country: CountryCode;
  readonly issuedAt: number;
  readonly lastSeen: number;
}

/** Why a session ended, as told in `X-Session-Ended` and GET /session's `ended`. */
export type SessionEnd = 'timeout' | 'logout';

/** GET /session's answer, and validateToken's answer to the browser. */
export interface SessionState {
  readonly loggedIn: boolean;
  readonly country?: CountryCode;
  /** When the session ends unless the customer does something (ISO 8601). */
  readonly expiresAt?: string;
  /**
   * The same end as milliseconds from this answer: the page counts from its own clock, which
   * may not agree with the server's (the timeout warning, WCAG 2.2.1).
   */
  readonly expiresInMs?: number;
  /** Set when this request carried a session that has now ended. */
  readonly ended?: SessionEnd;
}

export interface CookieSessionOptions {
  /** Seals new cookies and opens them. */
  key: SealKey;
  /** Opens cookies sealed before a key rotation; they are sealed again with `key`. */
  previousKey?: SealKey | null;
  /** The clock (epoch milliseconds); tests move it. */
  now?: () => number;
  inactivityMs?: number;
  absoluteMs?: number;
  touchIntervalMs?: number;
  /** Where failures the browser does not see are written (a logout the provider refused). */
  log?: (line: string) => void;
}

export interface CookieSession extends SessionHook {
  state(c: Context): Promise<Response>;
}

/** A session sealed by a server whose clock runs this far ahead is not trusted. */
const maxClockSkewMs = 5 * 60 * 1000;
/**
 * Sent as `1` by the page on calls it makes on its own (polling messages or a pending payment):
 * they carry the session but do not renew last-seen, so an open tab left alone still times out.
 * Never passed on to the provider (proxy.ts passes only the contract's headers).
 */
export const backgroundHeader = 'x-background-call';

/** At most this many logged-out sessions are remembered (the oldest go first). */
const maxLoggedOut = 100_000;

// The `__Host-` prefix requires Secure, Path=/ and no Domain; browsers refuse it otherwise (and
// generateCookie throws).
const signalOptions = { path: '/', secure: true, sameSite: 'Lax' } as const;
const sessionOptions = { ...signalOptions, httpOnly: true } as const;
const cleared = { maxAge: 0 } as const;

const sessionCookieHeader = (sealed: string): string =>
  generateCookie(sessionConfig.cookie, sealed, sessionOptions);
const signalCookieHeader = generateCookie(sessionConfig.signalCookie, '1', signalOptions);
const clearingCookieHeaders: readonly string[] = [
  generateCookie(sessionConfig.cookie, '', { ...sessionOptions, ...cleared }),
  generateCookie(sessionConfig.signalCookie, '', { ...signalOptions, ...cleared }),
];

interface Reading {
  /** The live session, its last-seen renewed when `reseal`. */
  readonly session: SessionPayload | null;
  /** The request carried a session (or its signal) that is over. */
  readonly ended: SessionEnd | null;
  /** The cookie must be sealed again: last-seen renewed, or opened with the previous key. */
  readonly reseal: boolean;
}

function asPayload(value: unknown): SessionPayload | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const { token, user, country, issuedAt, lastSeen } = v;
  if (typeof token !== 'string' || token.length === 0) return null;
  if (typeof user !== 'string' || !isCountryCode(country)) return null;
  if (typeof issuedAt !== 'number' || !Number.isFinite(issuedAt)) return null;
  if (typeof lastSeen !== 'number' || !Number.isFinite(lastSeen)) return null;
  return { token, user, country, issuedAt, lastSeen };
}

/** The customer's civic number and country from getCustomerInfo's answer, or null. */
function customerOf(body: unknown): { user: string; country: CountryCode } | null {
  const info = (body as { customerInfo?: { civicNumber?: unknown; country?: unknown } } | null)
    ?.customerInfo;
  const user = info?.civicNumber;
  const country = info?.country;
  return typeof user === 'string' && user.length > 0 && isCountryCode(country)
    ? { user, country }
    : null;
}

/** The answer with cookies added (and the session-ended header when given). */
function withCookies(answer: Response, cookies: readonly string[], ended?: SessionEnd): Response {
  const headers = new Headers(answer.headers);
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  if (ended) headers.set(sessionConfig.endedHeader, ended);
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers,
  });
}

/** The answer as it is, but for the session-ended header; no cookie is touched. */
function withEnded(answer: Response, ended: SessionEnd): Response {
  const headers = new Headers(answer.headers);
  headers.set(sessionConfig.endedHeader, ended);
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers,
  });
}

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });

export function createCookieSession(options: CookieSessionOptions): CookieSession {
  const keys = options.previousKey ? [options.key, options.previousKey] : [options.key];
  const now = options.now ?? Date.now;
  const inactivityMs = options.inactivityMs ?? sessionConfig.inactivityMs;
  const absoluteMs = options.absoluteMs ?? sessionConfig.absoluteMs;
  const touchIntervalMs = options.touchIntervalMs ?? sessionConfig.touchIntervalMs;
  const log = options.log ?? ((line: string) => console.error(line));
  /** One reading per proxied request: bearerFor and onAnswer must agree. */
  const readings = new WeakMap<Request, Reading>();
  /**
   * Sessions logged out through this server (a hash of the token), until they could no longer be
   * alive anyway. A call still in flight when the customer logs out must not set the session
   * cookie again with its answer (renewing last-seen), nor may a browser that kept the old cookie
   * use it. Several instances each know their own logouts; across them the provider's revocation
   * of the token is the guard (its next call answers 401 and the cookies are cleared).
   */
  const loggedOut = new Map<string, number>();

  const tokenKey = (token: string): string =>
    createHash('sha256').update(token).digest('base64url');
  function noteLoggedOut(s: SessionPayload): void {
    const t = now();
    for (const [key, until] of loggedOut) {
      if (until > t && loggedOut.size < maxLoggedOut) break;
      loggedOut.delete(key);
    }
    loggedOut.set(tokenKey(s.token), s.issuedAt + absoluteMs + maxClockSkewMs);
  }
  const isLoggedOut = (s: SessionPayload): boolean => loggedOut.has(tokenKey(s.token));

  const expiresAt = (s: SessionPayload): string =>
    new Date(Math.min(s.lastSeen + inactivityMs, s.issuedAt + absoluteMs)).toISOString();
  const stateOf = (s: SessionPayload): SessionState => ({
    loggedIn: true,
    country: s.country,
    expiresAt: expiresAt(s),
    expiresInMs: Math.max(0, Date.parse(expiresAt(s)) - now()),
  });
  const sealed = (s: SessionPayload): string =>
    sessionCookieHeader(seal(s, options.key, sessionConfig.cookie));

  /** Opens this request's cookie; `touch` renews last-seen (a proxied call is activity). */
  function read(c: Context, touch: boolean): Reading {
    const value = getCookie(c, sessionConfig.cookie);
    if (!value) {
      // The signal without its session (the cookie dropped or cleared apart): not logged in.
      const signal = getCookie(c, sessionConfig.signalCookie);
      return { session: null, ended: signal ? 'timeout' : null, reseal: false };
    }
    const opened = unseal(value, keys, sessionConfig.cookie, sessionConfig.maxCookieChars);
    const payload = opened ? asPayload(opened.value) : null;
    const t = now();
    if (
      !opened ||
      !payload ||
      t - payload.lastSeen > inactivityMs ||
      t - payload.issuedAt > absoluteMs ||
      payload.issuedAt > t + maxClockSkewMs
    ) {
      return { session: null, ended: 'timeout', reseal: false };
    }
    // A cookie of a session logged out here (kept by the browser, or set again by a late answer).
    if (isLoggedOut(payload)) return { session: null, ended: 'logout', reseal: false };
    if (touch && t - payload.lastSeen >= touchIntervalMs) {
      return { session: { ...payload, lastSeen: t }, ended: null, reseal: true };
    }
    return { session: payload, ended: null, reseal: opened.keyIndex > 0 };
  }

  function reading(c: Context): Reading {
    let found = readings.get(c.req.raw);
    if (!found) {
      // A call the page makes on its own (a poll) is not the customer doing something.
      found = read(c, c.req.header(backgroundHeader) !== '1');
      readings.set(c.req.raw, found);
      // The logout counts from its start: answers of calls still in flight come back to a
      // session that is over, whichever the provider answers first.
      if (found.session && urlOf(c).pathname === sessionConfig.logoutPath) {
        noteLoggedOut(found.session);
      }
    }
    return found;
  }

  /** Ends a token at the provider; failures are logged, never shown (the cookie goes anyway). */
  async function revoke(provider: ProviderCall, credentials: BearerCredentials): Promise<void> {
    try {
      const answer = await provider(sessionConfig.logoutPath, { method: 'POST', credentials });
      await answer.body?.cancel();
      if (!answer.ok && answer.status !== 401) {
        log(`session: the provider answered logout with ${answer.status}; the token may live on`);
      }
    } catch (error) {
      log(`session: logout could not reach the provider (${String(error)}); the token may live on`);
    }
  }

  /** validateToken answered 200: its token goes into the cookie, never to the browser. */
  async function login(
    current: Reading,
    answer: Response,
    provider: ProviderCall,
  ): Promise<Response> {
    const instance = sessionConfig.validatePath;
    let token: unknown;
    try {
      token = ((await answer.json()) as { token?: unknown } | null)?.token;
    } catch {
      token = undefined;
    }
    if (typeof token !== 'string' || token.length === 0) {
      return problemResponse(502, 'Bad Gateway', 'The login answer held no session.', instance);
    }
    let customer: { user: string; country: CountryCode } | null = null;
    let status = 0;
    try {
      const info = await provider(sessionConfig.customerInfoPath, { credentials: { token } });
      status = info.status;
      customer = info.ok ? customerOf(await info.json().catch(() => null)) : null;
      if (!info.ok) await info.body?.cancel();
    } catch {
      // Unreachable or silent: the login fails below, like any other failure to read it.
    }
    if (!customer) {
      // Without the customer there is no X-User; the token must not outlive the failed login.
      await revoke(provider, { token });
      return status === 503
        ? problemResponse(503, 'Service Unavailable', 'Log in again later.', instance)
        : problemResponse(502, 'Bad Gateway', 'The login could not be completed.', instance);
    }
    // Logging in over a live session replaces it; the old token ends at the provider too.
    const previous = current.session;
    if (previous && previous.token !== token) {
      await revoke(provider, { token: previous.token, user: previous.user });
    }
    const t = now();
    const session: SessionPayload = { token, ...customer, issuedAt: t, lastSeen: t };
    // The contract's answer to the browser (api.yaml validateToken, SessionAnswer): no token.
    const toBrowser: SessionAnswer = {
      loggedIn: true,
      country: session.country,
      expiresAt: expiresAt(session),
    };
    return withCookies(json(toBrowser), [sealed(session), signalCookieHeader]);
  }

  /** GET /session's answer for a reading, cookies renewed or cleared as it says. */
  function answerState(current: Reading): Promise<Response> {
    if (current.session) {
      const answer = json(stateOf(current.session));
      return Promise.resolve(
        current.reseal ? withCookies(answer, [sealed(current.session)]) : answer,
      );
    }
    if (current.ended) {
      const state: SessionState = { loggedIn: false, ended: current.ended };
      return Promise.resolve(withCookies(json(state), clearingCookieHeaders, current.ended));
    }
    return Promise.resolve(json({ loggedIn: false } satisfies SessionState));
  }

  return {
    bearerFor(c) {
      const { session } = reading(c);
      return Promise.resolve(session ? { token: session.token, user: session.user } : null);
    },

    async onAnswer(c, path, answer, provider) {
      const current = reading(c);
      if (path === sessionConfig.validatePath && answer.status === 200) {
        return login(current, answer, provider);
      }
      if (path === sessionConfig.logoutPath) {
        // The customer is logged out here whatever the provider said (already expired: 401;
        // unreachable: 504); anything but a clean logout is logged.
        if (!answer.ok && answer.status !== 401 && current.session) {
          log(`session: the provider answered logout with ${answer.status}; the token may live on`);
        }
        await answer.body?.cancel();
        return withCookies(new Response(null, { status: 204 }), clearingCookieHeaders, 'logout');
      }
      // A call that was in flight when its session was logged out: its answer leaves the
      // cookies alone (the logout cleared them; a login since has new ones), and its 401 (the
      // token is revoked) is the logout's, not a timeout.
      if (current.session && isLoggedOut(current.session)) {
        return withEnded(answer, 'logout');
      }
      // A 401 on validateToken is about the one-time token, not about the session.
      if (
        current.session &&
        path !== sessionConfig.validatePath &&
        sessionConfig.endingStatuses.includes(answer.status)
      ) {
        return withCookies(answer, clearingCookieHeaders, 'timeout');
      }
      if (current.ended) return withCookies(answer, clearingCookieHeaders, current.ended);
      if (current.session && current.reseal) return withCookies(answer, [sealed(current.session)]);
      return answer;
    },

    state(c) {
      // Asking is not activity: polling this endpoint must not keep a session alive.
      return answerState(read(c, false));
    },
  };
}

let processKey: SealKey | null = null;
let warned = false;

/**
 * The sealing keys from the environment: SESSION_SECRET (required when NODE_ENV is production)
 * and SESSION_SECRET_PREVIOUS. Without a secret outside production a random key is made once per
 * process, and sessions end when the server restarts (said once on the console).
 */
export function sessionKeysFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
  warn: (line: string) => void = (line) => console.warn(line),
): { key: SealKey; previousKey: SealKey | null } {
  const secret = env[sessionConfig.secretEnv]?.trim();
  const previous = env[sessionConfig.previousSecretEnv]?.trim();
  if (!secret) {
    if (env['NODE_ENV'] === 'production') {
      throw new Error(
        `${sessionConfig.secretEnv} is not set: in production the web server needs a secret of ` +
          `32 bytes or more (hex or base64) to seal its session cookies`,
      );
    }
    if (!warned) {
      warned = true;
      warn(
        `${sessionConfig.secretEnv} is not set: session cookies are sealed with a random key, ` +
          `so logins do not survive a restart of the web server`,
      );
    }
    processKey ??= randomKey();
    return { key: processKey, previousKey: null };
  }
  return {
    key: keyFromSecret(secret, sessionConfig.secretEnv),
    previousKey: previous ? keyFromSecret(previous, sessionConfig.previousSecretEnv) : null,
  };
}
