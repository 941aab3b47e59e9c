/**
 * What page JavaScript can know of the session the web server keeps (docs/web-server.md,
 * Session), kept tiny because every page loads it: the harmless `__Host-logged-in` signal cookie,
 * GET /session, and the news that a session was lost, heard on any answer of our server. The
 * token never reaches this code.
 *
 * A session is lost (core §6, issue 5) when an answer carries `X-Session-Ended: timeout` (the
 * server found it past its lifetime, or the API refused it and the server cleared the cookies),
 * or when the API answers 401 or 403. Whoever fetches through our server passes the answer to
 * `noteAnswer` (platform/service-fetch.ts does for every /service call); the session provider
 * (session-provider.tsx) listens and logs the customer out if they were logged in.
 */
import { ACCESS_RULES } from '../../../generated/routes/table.js';
import { cookieValue } from '../platform/cookie-value.js';

/** The signal cookie's name (runtime/server/config.ts `sessionConfig.signalCookie`). */
export const SIGNAL_COOKIE = '__Host-logged-in';
/** The header of an answer whose request ended the session (`sessionConfig.endedHeader`). */
export const ENDED_HEADER = 'X-Session-Ended';
/** GET answers `{ loggedIn, country?, expiresAt?, expiresInMs?, ended? }` (`sessionConfig.statePath`). */
export const SESSION_STATE_PATH = '/session';
/**
 * Headers of a call the page makes on its own (a poll): the server does not count it as the
 * customer being active, so an open tab left alone still times out (`backgroundHeader` of
 * runtime/server/cookie-session.ts).
 */
export const BACKGROUND_CALL_HEADERS: Readonly<Record<string, string>> = {
  'X-Background-Call': '1',
};

/** Why a session was lost: the server said it timed out, or the API refused it. */
export type SessionLoss = 'timeout' | 401 | 403;

/** The server's word on the session (GET /session). */
export interface SessionState {
  readonly loggedIn: boolean;
  readonly country?: string;
  /** When the session ends unless the customer does something (ISO 8601). */
  readonly expiresAt?: string;
  /** The same end in milliseconds from the answer, free of any skew between the clocks. */
  readonly expiresInMs?: number;
  /** Set when this request carried a session that has now ended. */
  readonly ended?: 'timeout' | 'logout';
}

/** The synchronous hint that somebody is logged in (may be stale; see `fetchSessionState`). */
export function loggedInHint(): boolean {
  return typeof document !== 'undefined' && cookieValue(document.cookie, SIGNAL_COOKIE) === '1';
}

/** GET /session: the server's word (clears stale cookies itself). Rejects when unreachable. */
export async function fetchSessionState(signal?: AbortSignal): Promise<SessionState> {
  const response = await fetch(SESSION_STATE_PATH, {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`GET ${SESSION_STATE_PATH} answered ${response.status}`);
  const body = (await response.json()) as Partial<Record<keyof SessionState, unknown>> | null;
  return {
    loggedIn: body?.loggedIn === true,
    ...(typeof body?.country === 'string' ? { country: body.country } : {}),
    ...(typeof body?.expiresAt === 'string' ? { expiresAt: body.expiresAt } : {}),
    ...(typeof body?.expiresInMs === 'number' && Number.isFinite(body.expiresInMs)
      ? { expiresInMs: body.expiresInMs }
      : {}),
    ...(body?.ended === 'timeout' || body?.ended === 'logout' ? { ended: body.ended } : {}),
  };
}

type LossListener = (loss: SessionLoss) => void;
const lossListeners = new Set<LossListener>();

/** Calls `listener` on every session loss heard; answers the unsubscribe. */
export function onSessionLoss(listener: LossListener): () => void {
  lossListeners.add(listener);
  return () => void lossListeners.delete(listener);
}

export function announceSessionLoss(loss: SessionLoss): void {
  for (const listener of [...lossListeners]) listener(loss);
}

const logoutStatuses: readonly number[] = ACCESS_RULES.unauthorizedWhileLoggedIn.statuses;

/** The loss an answer of our server tells of, or null (a logout's own answer is none). */
export function lossOf(response: Pick<Response, 'status' | 'headers'>): SessionLoss | null {
  const ended = response.headers.get(ENDED_HEADER);
  if (ended === 'logout') return null;
  if (ended === 'timeout') return 'timeout';
  return logoutStatuses.includes(response.status) ? (response.status as 401 | 403) : null;
}

/** Passes on the loss an answer of our server tells of, if any; answers the response. */
export function noteAnswer<R extends Pick<Response, 'status' | 'headers'>>(response: R): R {
  const loss = lossOf(response);
  if (loss !== null) announceSessionLoss(loss);
  return response;
}
