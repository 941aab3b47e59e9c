import type { OperationId } from '../../generated/api/operations.js';
import type { StoredAnswer } from './idempotency.js';

/**
 * The reads a customer's app repeats all the time (the payments overview is polled every 5 s
 * while something is pending, and fetched again on every route change; the customer's info with
 * every logged-in page). Their answers are kept until the database changes or `maxAgeMs` of
 * sandbox time passes; the age limit is what lets time-driven changes (a cancellation resolving,
 * a bank link settling) show within a second.
 */
export const cachedReads: ReadonlySet<OperationId> = new Set<OperationId>([
  'getCustomerInfo',
  'getPayments',
  'getOrderPayment',
  'getInvoicePayment',
  'getPreferences',
]);

interface Entry {
  readonly answer: StoredAnswer;
  /** The database's change counter read before the answer was computed. */
  readonly changes: number;
  readonly at: number;
}

export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  /**
   * Answers being computed, by change count and key: reads that miss together (the first after
   * a write, a burst of a customer's tabs) share one computation instead of each queueing its
   * own on the one database connection.
   */
  readonly #computing = new Map<
    string,
    { readonly answer: Promise<StoredAnswer>; readonly at: number }
  >();

  constructor(
    private readonly maxAgeMs = 1000,
    private readonly maxEntries = 2000,
  ) {}

  get(key: string, changes: number, nowMs: number): StoredAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const age = nowMs - entry.at;
    if (entry.changes === changes && age >= 0 && age < this.maxAgeMs) return entry.answer;
    this.#entries.delete(key);
    return undefined;
  }

  /**
   * The kept answer, else the one being computed for the same key and change count (if it was
   * started no longer ago than an entry may live), else `compute`'s, kept for the next read.
   */
  read(
    key: string,
    changes: number,
    nowMs: number,
    compute: () => Promise<StoredAnswer>,
  ): Promise<StoredAnswer> {
    const kept = this.get(key, changes, nowMs);
    if (kept) return Promise.resolve(kept);
    const flight = `${changes} ${key}`;
    const running = this.#computing.get(flight);
    if (running && nowMs - running.at >= 0 && nowMs - running.at < this.maxAgeMs)
      return running.answer;
    const answer = compute().then((computed) => {
      this.set(key, changes, nowMs, computed);
      return computed;
    });
    const entry = { answer, at: nowMs };
    this.#computing.set(flight, entry);
    const done = () => {
      if (this.#computing.get(flight) === entry) this.#computing.delete(flight);
    };
    answer.then(done, done);
    return answer;
  }

  set(key: string, changes: number, nowMs: number, answer: StoredAnswer): void {
    if (answer.status < 200 || answer.status > 299) return;
    if (this.#entries.size >= this.maxEntries) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { answer, changes, at: nowMs });
  }
}
