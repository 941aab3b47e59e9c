/**
 * Every call the app makes to the API goes through the web server's /service proxy with these
 * helpers, so the headers the app adds are in one place: `X-Facade: true` while the facade toggle
 * is on (spec 3 feature toggles; the server passes it on to the API).
 */
import { noteRateLimited } from './rate-limited.js';
import { noteAnswer } from './session-signal.js';
import { ensureFeaturesApplied, isFeatureOn } from '../platform/features.js';

/** The header the facade toggle adds (schema/api.yaml parameter Facade). */
export const FACADE_HEADER = 'X-Facade';

/** The headers the app adds to its /service calls now. */
export function serviceHeaders(facade: boolean = isFeatureOn('facade')): Record<string, string> {
  return facade ? { [FACADE_HEADER]: 'true' } : {};
}

/** `init` with the app's headers added (its own headers win). */
export function withServiceHeaders(init: RequestInit = {}, facade?: boolean): RequestInit {
  const headers = new Headers(serviceHeaders(facade));
  new Headers(init.headers).forEach((value, name) => headers.set(name, value));
  return { ...init, headers };
}

/**
 * `fetch` of a /service path with the app's headers. Every answer is shown to the session
 * (login/session-signal.ts): a 401, 403 or `X-Session-Ended: timeout` logs the customer out; and
 * to the rate-limit alert (rate-limited.ts): a 429 says to wait.
 */
export async function serviceFetch(
  path: string | URL | Request,
  init?: RequestInit,
): Promise<Response> {
  await ensureFeaturesApplied();
  return fetch(path, withServiceHeaders(init)).then(noteAnswer).then(noteRateLimited);
}
