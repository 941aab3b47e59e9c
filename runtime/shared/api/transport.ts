/**
 * The API transports of the logged-in area, which every generated call (generated/api/calls/)
 * and query (generated/api/queries/) of its pages is given: the web server's /service proxy,
 * which adds the bearer token from the sealed session cookie. The page never holds the token; it only hears that the session is gone: every answer passes
 * through `serviceFetch`, which tells the session (login/session-signal.ts) of a 401 or 403
 * (spec 6) or `X-Session-Ended: timeout`; the session provider then logs the customer out and
 * shows the session-timeout screen.
 */
import { createTransport, type Transport } from '../../../generated/api/transport.js';
import { BACKGROUND_CALL_HEADERS, onSessionLoss, type SessionLoss } from './session-signal.js';
import { serviceFetch } from './service-fetch.js';

export type SessionLostStatus = SessionLoss;

/**
 * Calls `listener` whenever an answer says the session is lost (a 401 or 403 of the API, or the
 * server's `X-Session-Ended: timeout`); answers the unsubscribe.
 */
export function onSessionLost(listener: (loss: SessionLostStatus) => void): () => void {
  return onSessionLoss(listener);
}

function appFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return serviceFetch(input instanceof Request ? input : String(input), {
    ...init,
    credentials: 'same-origin',
  });
}

/** The one transport of the logged-in pages (same origin, /service paths). */
export const appTransport: Transport = createTransport({ baseUrl: '', fetch: appFetch });

/**
 * The transport of the calls the page makes on its own (the message feeds polled every 60 s): the
 * server does not count them as the customer being active, so a tab left open still reaches the
 * inactivity timeout (spec 6; runtime/server/cookie-session.ts).
 */
export const backgroundTransport: Transport = createTransport({
  baseUrl: '',
  fetch: appFetch,
  headers: () => ({ ...BACKGROUND_CALL_HEADERS }),
});
