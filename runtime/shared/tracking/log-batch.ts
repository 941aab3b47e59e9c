/**
 * The client log's machinery (client-log.ts): the batching queue, the contract entry and the
 * sending. Loaded when the first entry is logged or somebody logs in, not with the first load of
 * a page (issue 4 budget). Every text is scrubbed of personal data first (scrub.ts).
 */
import { postClientLogPath } from '../../../generated/api/calls/postClientLog.js';
import { polling } from '../../../generated/constants.js';
import type { DeviceCode } from '../../../generated/codes/tables/device.js';
import type { LayoutCode } from '../../../generated/codes/tables/layout.js';
import type { LogLevelCode } from '../../../generated/codes/tables/log-level.js';
import type { CountryCode } from '../../../generated/countries/index.js';
import type { ClientLogBatch, ClientLogEntry } from '../../../generated/entities/types.js';
import { serviceFetch } from '../api/service-fetch.js';
import { scrub, scrubContext } from './scrub.js';

/** The contract's limits: entries per batch, message and path length. */
const MAX_ENTRIES = 200;
const MAX_MESSAGE = 2000;
const MAX_PATH = 500;
/** Where an entry happened: kept current by the tracking provider. */
export interface LogSurroundings {
  device: DeviceCode;
  layout: LayoutCode;
  country: CountryCode;
}

/** Beacons and keepalive requests carry at most 64 KB; stay below it. */
const MAX_FINAL_BYTES = 60_000;

export type SendBatch = (batch: ClientLogBatch, final: boolean) => void;

export interface LogBatcher {
  add(entry: ClientLogEntry): void;
  /** Sends what is queued now (final: the page is going away). */
  flush(final?: boolean): void;
  /** Logged in or not: sending runs only while logged in; a logout drops the queue. */
  setActive(active: boolean): void;
  pending(): number;
}

/** The queue and its timer; the sending is passed in, so tests run it with fake timers. */
export function createLogBatcher(intervalMs: number, send: SendBatch): LogBatcher {
  let queue: ClientLogEntry[] = [];
  let active = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (active && queue.length > 0 && timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        flush(false);
      }, intervalMs);
    }
  };
  const flush = (final = false) => {
    clearTimeout(timer);
    timer = undefined;
    if (!active || queue.length === 0) return;
    let entries = queue.splice(0, MAX_ENTRIES);
    if (final) {
      while (entries.length > 1 && JSON.stringify(entries).length > MAX_FINAL_BYTES) {
        entries = entries.slice(1);
      }
    }
    send({ entries }, final);
    schedule();
  };
  return {
    add(entry) {
      queue.push(entry);
      // A page that logs in a loop must not grow without end: the oldest go first.
      if (queue.length > MAX_ENTRIES) queue = queue.slice(-MAX_ENTRIES);
      schedule();
    },
    flush,
    setActive(next) {
      if (next === active) return;
      active = next;
      if (!active) {
        clearTimeout(timer);
        timer = undefined;
        queue = [];
      }
      schedule();
    },
    pending: () => queue.length,
  };
}

/** Locally (a developer's machine) batches go every 2 s, else every 30 s. */
export function logIntervalFor(hostname: string): number {
  const local = ['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname);
  return local ? polling.logBatchLocalMs : polling.logBatchMs;
}

/** One contract entry from a call of clientLog, scrubbed and cut to the contract's lengths. */
export function logEntry(
  level: LogLevelCode,
  message: string,
  context: unknown,
  where: LogSurroundings & { path: string; now: Date },
): ClientLogEntry {
  const detail = scrubContext(context);
  return {
    message: (scrub(message) + (detail ? ` ${detail}` : '')).slice(0, MAX_MESSAGE),
    timestamp: where.now.toISOString(),
    device: where.device,
    path: scrub(where.path).slice(0, MAX_PATH),
    country: where.country,
    layout: where.layout,
    logLevel: level,
  };
}

/**
 * postClientLog by hand rather than through the generated call: the page's last batch goes as a
 * beacon or a keepalive fetch, which outlive the page, and the transport sends neither.
 */
export function sendToApi(batch: ClientLogBatch, final: boolean): void {
  const body = JSON.stringify(batch);
  const path = postClientLogPath();
  if (final && navigator.sendBeacon?.(path, new Blob([body], { type: 'application/json' }))) {
    return;
  }
  serviceFetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: final,
    credentials: 'same-origin',
  }).catch(() => {
    // A lost log batch is not worth an error of its own (it would log again, and again).
  });
}
