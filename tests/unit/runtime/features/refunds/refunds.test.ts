/** The refunds in the order the refund page lists them. */
import { describe, expect, it } from 'vitest';
import {
  awaitsConfirmation,
  refundsInOrder,
} from '../../../../../runtime/features/refunds/refunds.js';

describe('refunds', () => {
  it('a refund without a status waits for the customer', () => {
    expect(awaitsConfirmation({})).toBe(true);
    expect(awaitsConfirmation({ status: 'PENDING' })).toBe(false);
    expect(awaitsConfirmation({ status: 'CREATED' })).toBe(false);
  });

  it('lists those to confirm first, then pending, then paid out', () => {
    const listed = refundsInOrder([
      { id: 'A-2', status: 'CREATED' as const },
      { id: 'O-b', status: 'PENDING' as const },
      { id: 'O-a' },
      { id: 'A-1' },
    ]);
    expect(listed.map((refund) => refund.id)).toEqual(['A-1', 'O-a', 'O-b', 'A-2']);
  });
});
