import type { OperationId } from '../../generated/api/operations.js';
import type { StoredAnswer } from './idempotency.js';

/**
 * The reads a customer's app repeats all the time (the payments overview is polled every 5 s
 * while something is pending, and fetched again on every route change). Their answers are kept
 * until the database changes or `maxAgeMs` of sandbox time passes; the age limit is what lets
 * time-driven changes (a cancellation resolving, a bank link settling) show within a second.
 */
export const cachedReads: ReadonlySet<OperationId> = new Set<OperationId>([
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
