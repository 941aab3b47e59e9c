/**
 * The Idempotency-Key of one move to konto (api.yaml moveToKonto is money-moving): made once per
 * purchase and kept in the tab's session storage until the move has an answer, so a double click,
 * a reload or Back at the confirmation sends the same key and the provider answers the first
 * answer instead of refusing a second move.
 */
const keyOf = (brand: string, id: string): string => `kontoMove:${brand}/${id}`;

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function moveKey(brand: string, id: string): string {
  const store = session();
  const stored = store?.getItem(keyOf(brand, id));
  if (stored) return stored;
  const key = crypto.randomUUID();
  try {
    store?.setItem(keyOf(brand, id), key);
  } catch {
    // Not kept: a reload makes a new key, and the provider refuses a second move anyway.
  }
  return key;
}

/** The move has its answer: a later move of the purchase is a new one. */
export function forgetMove(brand: string, id: string): void {
  try {
    session()?.removeItem(keyOf(brand, id));
  } catch {
    // Nothing kept to forget.
  }
}
