/**
 * Remembers the bank link the customer started (bank-state.ts says why), per customer, in local
 * storage: the provider's page is another site, so the memory has to outlive the page. Storage
 * can be off or full; then the page simply knows less (a second link attempt's 409 tells again).
 */
import type { PendingLink } from './bank-state.js';

const keyOf = (customer: string) => `bankLinkPending:${customer}`;

function isPendingLink(value: unknown): value is PendingLink {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['reference'] === 'string' &&
    typeof v['startedAt'] === 'number' &&
    typeof v['previousAccount'] === 'string'
  );
}

export function readPendingLink(customer: string): PendingLink | null {
  try {
    const raw = localStorage.getItem(keyOf(customer));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isPendingLink(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Stores the link, or forgets it for null. */
export function writePendingLink(customer: string, link: PendingLink | null): void {
  try {
    if (link) localStorage.setItem(keyOf(customer), JSON.stringify(link));
    else localStorage.removeItem(keyOf(customer));
  } catch {
    // Not remembered: see the module comment.
  }
}
