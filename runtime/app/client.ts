/**
 * The API client of the logged-in area: the generated client (generated/api/client.ts) through
 * the web server's /service proxy, which adds the bearer token from the sealed session cookie.
 * The page never holds the token; it only hears that the session is gone: a 401 or 403 answer
 * (spec 6) is announced to the listeners, and the session code logs the customer out and shows
 * the session-timeout screen.
 */
import { createApiClient, type ApiClient } from '../../generated/api/client.js';
import { serviceFetch } from '../platform/service-fetch.js';

export type SessionLostStatus = 401 | 403;
type Listener = (status: SessionLostStatus) => void;

const listeners = new Set<Listener>();

/** Calls `listener` on every 401 or 403 answer of the app's client; answers the unsubscribe. */
export function onSessionLost(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function appFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await serviceFetch(input instanceof Request ? input : String(input), {
    ...init,
    credentials: 'same-origin',
  });
  if (response.status === 401 || response.status === 403) {
    for (const listener of listeners) listener(response.status);
  }
  return response;
}

/** The one client of the logged-in pages (same origin, /service paths). */
export const appClient: ApiClient = createApiClient({ baseUrl: '', fetch: appFetch });
