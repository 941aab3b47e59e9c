/**
 * The client log (spec 7): entries are queued and sent to the API's client-log operation in
 * batches, every 2 s when run locally and every 30 s otherwise, only while the customer is
 * logged in (the server has no one to file them under before that). What is queued while logged
 * out waits for the login; a logout drops the queue. Leaving the page sends what is left with
 * sendBeacon. Every text is scrubbed of personal data first (scrub.ts). The queue and the sending
 * are log-batch.ts, loaded when the first entry comes; until then this module keeps the entries
 * (issue 4 and 6 budgets: they are not part of a page's first load).
 *
 * The error-reporting hook (spec 8, `reportError`) is ours and separate from the client log.
 */
import type { LogLevelCode } from '../../../generated/codes/tables/log-level.js';
import type * as LogBatch from './log-batch.js';
import type { LogBatcher, LogSurroundings } from './log-batch.js';

type LogMachinery = typeof LogBatch;
type UseBatcher = (target: LogBatcher, machinery: LogMachinery) => void;

let loaded: { batcher: LogBatcher; machinery: LogMachinery } | null = null;
let loading: Promise<void> | null = null;
/** What was logged before the batcher was here, in order. */
let waiting: UseBatcher[] = [];
let loggedIn = false;
let surroundings: LogSurroundings = { device: 'desktop', layout: 'mobile', country: 'se' };

/** Runs `use` on the batcher, loading it first (browser only; nothing while prerendering). */
function withBatcher(use: UseBatcher): void {
  if (typeof window === 'undefined') return;
  if (loaded) return use(loaded.batcher, loaded.machinery);
  waiting.push(use);
  loading ??= import('./log-batch.js').then(
    (machinery) => {
      const { createLogBatcher, logIntervalFor, sendToApi } = machinery;
      const batcher = createLogBatcher(logIntervalFor(location.hostname), sendToApi);
      // pagehide, not unload: it also fires when the page goes into the back-forward cache.
      addEventListener('pagehide', () => batcher.flush(true));
      batcher.setActive(loggedIn);
      loaded = { batcher, machinery };
      const queued = waiting;
      waiting = [];
      queued.forEach((run) => run(batcher, machinery));
    },
    () => {
      // Not loaded (offline, a new deploy): what waited is dropped, a later entry tries again.
      loading = null;
      waiting = [];
    },
  );
}

/**
 * Logs to the provider's client log. Safe to call anywhere: while prerendering it does nothing.
 * The message and context are scrubbed before they are sent; pass ids and statuses, never
 * customer data.
 */
export function clientLog(level: LogLevelCode, message: string, context?: unknown): void {
  if (typeof window === 'undefined') return;
  const where = { ...surroundings, path: location.pathname, now: new Date() };
  withBatcher((batcher, { logEntry }) => batcher.add(logEntry(level, message, context, where)));
}

/** Kept current by the tracking provider: device, layout and country of the entries. */
export function setLogSurroundings(next: LogSurroundings): void {
  surroundings = next;
}

/**
 * Whether the customer is logged in; sending runs only then. The tracking provider passes its
 * `loggedIn` prop here; the session module may call it directly instead.
 */
export function setLogLoggedIn(next: boolean): void {
  loggedIn = next;
  // A sender still loading takes `loggedIn` as it is when it arrives. With nothing queued there
  // is nothing to send: the sender is not loaded for a login alone, so it stays out of the
  // logged-in pages' first load (issue 6 budget) until the first entry.
  if (loaded) loaded.batcher.setActive(next);
}

/** One error as the error-reporting hook passes it on. */
export interface ErrorReport {
  readonly error: unknown;
  /** Where it was caught: 'unexpected' (an error boundary), 'window', 'promise', 'chunk', ... */
  readonly where: string;
  readonly path: string;
  readonly at: Date;
  /** Whether somebody was logged in: only then does the client log send it on too. */
  readonly loggedIn: boolean;
}

export type ErrorReporter = (report: ErrorReport) => void;

/** The window event every report is also dispatched as (`detail`: the ErrorReport). */
export const ERROR_REPORT_EVENT = 'selfservice:error';

const reporters = new Set<ErrorReporter>();

/**
 * Passes every later report to `reporter` as well (an error service, set up where the app is
 * deployed); returns the function that stops it.
 */
export function addErrorReporter(reporter: ErrorReporter): () => void {
  reporters.add(reporter);
  return () => reporters.delete(reporter);
}

/**
 * The error-reporting hook (spec 8: errors are passed to an error-reporting hook).
 *
 * Decision: the hook and the client log are two channels. The spec sends client log entries
 * only while somebody is logged in (spec 7), so a visitor's error would wait for a login that
 * may never come and be gone with the page. The hook therefore takes every error, logged in or
 * not: it is dispatched as the `selfservice:error` window event (for a Tag Manager tag, a test or
 * an error service's script), passed to the reporters added with `addErrorReporter`, and, while
 * no reporter is added, written to the browser console, so it is never dropped without a trace.
 * It is then also put in the client log, which sends it while logged in as the spec says.
 */
export function reportError(error: unknown, where = 'unexpected'): void {
  if (typeof window === 'undefined') return;
  const report: ErrorReport = {
    error,
    where,
    path: location.pathname,
    at: new Date(),
    loggedIn,
  };
  try {
    dispatchEvent(new CustomEvent<ErrorReport>(ERROR_REPORT_EVENT, { detail: report }));
  } catch {
    // A listener's failure is its own; the report goes on.
  }
  if (reporters.size === 0) console.error(`Error (${where}):`, error);
  for (const reporter of reporters) {
    try {
      reporter(report);
    } catch {
      // A failing reporter must not take the others, or the page, with it.
    }
  }
  clientLog('error', `Error: ${where}`, error);
}
