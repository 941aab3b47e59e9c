/** Sorting by the keys a rule names (the invoice lists and the transactions). */
import type { SortOrder } from './rule-types.js';

function compareValues(a: string | number | undefined, b: string | number | undefined): number {
  if (a === b || a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `items` sorted by `keys`, the first key deciding first; a missing value sorts last. */
export function sortBy<T, F extends string>(
  items: readonly T[],
  keys: readonly SortOrder<F>[],
  read: (item: T, field: F) => string | number | undefined,
): T[] {
  return [...items].sort((a, b) => {
    for (const { field, direction } of keys) {
      const order = compareValues(read(a, field), read(b, field));
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    return 0;
  });
}
