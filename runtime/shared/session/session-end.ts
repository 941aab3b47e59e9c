/**
 * When this page expects the session to end, and when to warn of it (WCAG 2.2.1 Timing
 * adjustable, issue 19): the web server's inactivity timeout is 15 minutes, and the customer is
 * warned `session.timeoutWarningMs` before it with the choice to stay or log out.
 */
import { session } from '../../../generated/constants.js';
import type { SessionState } from '../api/session-signal.js';

/**
 * The end on this page's clock (epoch ms), or null when the server named none. The server's
 * `expiresInMs` counts from the answer, so a clock that is off (or a test's fake clock) moves the
 * warning with it; the absolute `expiresAt` is the fallback of an older server.
 */
export function sessionEndAt(state: SessionState, now: number): number | null {
  if (state.expiresInMs !== undefined) return now + state.expiresInMs;
  const at = state.expiresAt === undefined ? Number.NaN : Date.parse(state.expiresAt);
  return Number.isFinite(at) ? at : null;
}

/** How long from `now` until the warning shows for a session ending at `end` (0: at once). */
export function warningDelayMs(end: number, now: number): number {
  return Math.max(0, end - session.timeoutWarningMs - now);
}

/** Whole minutes left until `end`, at least 1, as the warning says them. */
export function minutesLeft(end: number, now: number): number {
  return Math.max(1, Math.ceil((end - now) / 60_000));
}
