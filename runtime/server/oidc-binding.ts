/**
 * Binds an e-ID login to the browser that started it (issue 5: "as a careful bank would"; OAuth
 * 2.0 Security BCP, RFC 9700 4.7, CSRF and login CSRF). The provider keeps the attempt's `state`
 * (api.yaml startOidcLogin), but anybody holding a finished callback address could otherwise
 * open it in another browser and be logged in there as the person who identified (or log a
 * victim in as the attacker). So when the provider's start answers its redirect to the broker,
 * this server sets an HttpOnly `__Host-` cookie with a hash of that state; the callback is passed
 * on only when the browser brings the cookie of the same state, and the cookie is cleared then.
 * SameSite=Lax: the broker's way back is a top-level GET navigation, which carries Lax cookies.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { operations } from '../../generated/api/operations.js';
import { problemResponse } from './problem.js';

export const attemptCookie = '__Host-oidc-attempt';
/** As long as the provider keeps an attempt (sandbox/oidc/broker.ts oidcLoginLifetimeMs). */
const attemptSeconds = 10 * 60;

const startPath = /^\/oidc\/[a-z-]+\/authorize$/;
const callbackPath = operations.oidcRedirect.path;

const digest = (state: string): string => createHash('sha256').update(state).digest('hex');

// `__Host-`: Secure, Path=/ and no Domain, or browsers refuse it (and generateCookie throws).
const attributes = { path: '/', httpOnly: true, secure: true, sameSite: 'Lax' } as const;
const boundCookie = (state: string): string =>
  generateCookie(attemptCookie, digest(state), { ...attributes, maxAge: attemptSeconds });
const clearingCookie = generateCookie(attemptCookie, '', { ...attributes, maxAge: 0 });

/**
 * For the callback: a 400 problem when the browser did not start the attempt whose state the
 * query names (no cookie, or another state's); null to pass it on.
 */
export function refuseUnboundCallback(c: Context, url: URL): Response | null {
  if (url.pathname !== callbackPath) return null;
  const state = url.searchParams.get('state') ?? '';
  const bound = getCookie(c, attemptCookie);
  const expected = Buffer.from(digest(state));
  const ok =
    state !== '' &&
    bound !== undefined &&
    bound.length === expected.length &&
    timingSafeEqual(Buffer.from(bound), expected);
  if (ok) return null;
  const refused = problemResponse(
    400,
    'Bad Request',
    'This e-ID login was not started in this browser: start it again from the login page.',
    url.pathname,
  );
  refused.headers.append('Set-Cookie', clearingCookie);
  return refused;
}

/** The `state` of the broker's authorization URL, or null. */
function stateOf(location: string | null): string | null {
  if (!location) return null;
  try {
    return new URL(location).searchParams.get('state');
  } catch {
    return null;
  }
}

/**
 * On the provider's answers: the start's redirect to the broker sets the cookie for its state;
 * the callback's answer clears it (an attempt is used once).
 */
export function withAttemptBinding(pathname: string, answer: Response): Response {
  if (startPath.test(pathname) && answer.status === 302) {
    const state = stateOf(answer.headers.get('location'));
    if (state) answer.headers.append('Set-Cookie', boundCookie(state));
  } else if (pathname === callbackPath) {
    answer.headers.append('Set-Cookie', clearingCookie);
  }
  return answer;
}
