/**
 * The order lines of a purchase as shown (core §3 Order line): sorted by SKU, descending. SKUs
 * compare by code unit, so the order does not depend on the machine's locale (as the
 * transaction sort, decision 0003).
 */

export interface SortableLine {
  readonly SKU: string;
}

export function sortOrderLines<T extends SortableLine>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => (a.SKU < b.SKU ? 1 : a.SKU > b.SKU ? -1 : 0));
}
