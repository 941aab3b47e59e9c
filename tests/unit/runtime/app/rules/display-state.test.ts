/**
 * The display state of a purchase (core §4 Display states): one per web status, overdue for a
 * due purchase past its date ("overdue (days late)"), pendingRefund when a refund exists or is
 * pending, and debt collection above all.
 */
import { describe, expect, test } from 'vitest';
import {
  orderDisplayState,
  type DisplayStateOrder,
  type ShownState,
} from '../../../../../runtime/shared/domain/display-state.js';

const rows: [phrase: string, order: DisplayStateOrder, expected: ShownState | undefined][] = [
  ['0 new: not invoiced', { orderStatusWeb: 0 }, { state: 'new' }],
  ['1 due', { orderStatusWeb: 1, daysToDueDate: 5 }, { state: 'due' }],
  ['2 due', { orderStatusWeb: 2, daysToDueDate: 0 }, { state: 'due' }],
  ['3 paid', { orderStatusWeb: 3 }, { state: 'paid' }],
  ['4 monthly', { orderStatusWeb: 4 }, { state: 'monthly' }],
  ['5 konto', { orderStatusWeb: 5 }, { state: 'konto' }],
  ['6 paused (awaiting return)', { orderStatusWeb: 6 }, { state: 'paused' }],
  ['7 returned', { orderStatusWeb: 7 }, { state: 'returned' }],
  ['8 processing', { orderStatusWeb: 8 }, { state: 'processing' }],
  ['9 pending (paid after delivery)', { orderStatusWeb: 9 }, { state: 'pending' }],
  ['10 konto-moved', { orderStatusWeb: 10 }, { state: 'konto-moved' }],
  ['11 force-moved is shown as konto-moved', { orderStatusWeb: 11 }, { state: 'konto-moved' }],
  ['12 monthly-moved', { orderStatusWeb: 12 }, { state: 'monthly-moved' }],
  ['13 partly-paid', { orderStatusWeb: 13 }, { state: 'partly-paid' }],
  ['14 debt-collection', { orderStatusWeb: 14 }, { state: 'debt-collection' }],
  ['901 scheduled automatic payment', { orderStatusWeb: 901 }, { state: 'scheduled' }],
  ['904 cancel-initiated', { orderStatusWeb: 904 }, { state: 'cancel-initiated' }],
  [
    'overdue (days late): due with daysToDueDate below 0',
    { orderStatusWeb: 1, daysToDueDate: -3 },
    { state: 'overdue', daysLate: 3 },
  ],
  [
    'a paid purchase past its date is not overdue',
    { orderStatusWeb: 3, daysToDueDate: -3 },
    { state: 'paid' },
  ],
  [
    'debt collection wins over a late date',
    { orderStatusWeb: 14, daysToDueDate: -40 },
    { state: 'debt-collection' },
  ],
  [
    'pendingRefund when hasRefund',
    { orderStatusWeb: 7, hasRefund: true },
    { state: 'pendingRefund' },
  ],
  [
    'pendingRefund when refundStatus PENDING',
    { orderStatusWeb: 7, refundStatus: 'PENDING' },
    { state: 'pendingRefund' },
  ],
  [
    'pendingRefund when refundStatus CREATED',
    { orderStatusWeb: 3, refundStatus: 'CREATED' },
    { state: 'pendingRefund' },
  ],
  [
    'debt collection wins over a refund',
    { orderStatusWeb: 14, hasRefund: true },
    { state: 'debt-collection' },
  ],
  ['an unknown web status has no state', { orderStatusWeb: 77 }, undefined],
];

describe('orderDisplayState', () => {
  test.each(rows)('%s', (_phrase, order, expected) => {
    expect(orderDisplayState(order)).toEqual(expected);
  });
});
