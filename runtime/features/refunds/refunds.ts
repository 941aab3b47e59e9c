/**
 * The refunds as the refund page lists them (getRefunds): those still waiting for the customer's
 * confirmation first (they have something to do), then the confirmed ones (PENDING, then CREATED).
 */
import type { Refund } from '../../../generated/entities/types.js';

/** Waiting for the customer's confirmation: the provider has not given it a status yet. */
export const awaitsConfirmation = (refund: Pick<Refund, 'status'>): boolean => !refund.status;

const rank = (refund: Pick<Refund, 'status'>): number =>
  !refund.status ? 0 : refund.status === 'PENDING' ? 1 : 2;

export function refundsInOrder<R extends Pick<Refund, 'status' | 'id'>>(
  refunds: readonly R[],
): R[] {
  return [...refunds].sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id));
}
