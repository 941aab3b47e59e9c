/**
 * One money-moving attempt's Idempotency-Key (issue 13: no double charge, ever): a payment, or a
 * change that adds a fee (a postponement, a split). The key is made once per intent (what is
 * paid, how much, by which method; what is postponed or split, by how many days or months) and
 * kept in the tab's session storage until the attempt has an answer, so a double click, a reload
 * or Back at the confirmation sends the same key again and the provider answers the first answer
 * instead of charging twice. A retry after a failure is a new intent: forgetAttempt() clears the
 * key first.
 */
export interface AttemptIntent {
  readonly kind: string;
  readonly brand: string;
  readonly id: string;
  /** How it is paid (a payment method), or what is done (snooze, split). */
  readonly method: string;
  /** How much: the amount paid, or the days postponed or months split over. */
  readonly amount: string;
}

const PREFIX = 'paymentAttempt:';

const keyOf = (intent: AttemptIntent): string =>
  `${PREFIX}${intent.kind}/${intent.brand}/${intent.id}/${intent.method}/${intent.amount}`;

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The key of the intent's open attempt, made now if there is none. */
export function attemptKey(intent: AttemptIntent, make: () => string = () => crypto.randomUUID()) {
  const store = session();
  const stored = store?.getItem(keyOf(intent));
  if (stored) return stored;
  const key = make();
  try {
    store?.setItem(keyOf(intent), key);
  } catch {
    // Not kept: a reload then makes a new key, and the provider's own checks still hold.
  }
  return key;
}

/** The attempt has its answer: the next payment of the same intent is a new one. */
export function forgetAttempt(intent: AttemptIntent): void {
  try {
    session()?.removeItem(keyOf(intent));
  } catch {
    // Nothing kept to forget.
  }
}
