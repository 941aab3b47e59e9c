/**
 * canPay as core §4 Rules states it, one row per phrase: "canPay for an order: false when
 * paymentStatus is 5 or a refund exists or is pending; true when orderStatus is delivered or
 * returned and state is due; for freepart also true when state is partly-paid or paid and the
 * invoice amount is above 0", and "Debt collection: the purchase ... cannot be paid in the
 * product". The state is the display state of orderStatusWeb (decision 0003).
 */
import { describe, expect, test } from 'vitest';
import type { CanPayOrder } from '../../../../../generated/codes.js';
import { canPay, payBlock, type PayBlock } from '../../../../../runtime/shared/domain/can-pay.js';

const due: CanPayOrder = {
  orderStatusWeb: 1,
  orderStatus: 2,
  orderType: '04',
  paymentStatus: 1,
  orderInvoiceAmount: 500,
  hasRefund: false,
};

const rows: [
  phrase: string,
  change: Partial<CanPayOrder>,
  expected: boolean,
  block: PayBlock | null,
][] = [
  ['true when orderStatus is delivered ... and state is due', {}, true, null],
  ['true when orderStatus is ... returned and state is due', { orderStatus: 3 }, true, null],
  ['due by web status 2 as well', { orderStatusWeb: 2 }, true, null],
  ['not when the goods are only booked', { orderStatus: 1 }, false, null],
  ['not when cancelled', { orderStatus: 4 }, false, null],
  ['false when paymentStatus is 5', { paymentStatus: 5 }, false, 'blocked'],
  ['false when a refund exists (hasRefund)', { hasRefund: true }, false, 'refund'],
  ['false when a refund is pending (PENDING)', { refundStatus: 'PENDING' }, false, 'refund'],
  ['false when a refund is created (CREATED)', { refundStatus: 'CREATED' }, false, 'refund'],
  ['not when paid (not freepart)', { orderStatusWeb: 3 }, false, null],
  ['not when partly paid (not freepart)', { orderStatusWeb: 13 }, false, null],
  ['not when paused for a return', { orderStatusWeb: 6 }, false, null],
  ['not when scheduled', { orderStatusWeb: 901 }, false, null],
  ['not when cancel-initiated', { orderStatusWeb: 904 }, false, null],
  ['not when not invoiced (new)', { orderStatusWeb: 0 }, false, null],
  ['not when moved to konto', { orderStatusWeb: 10 }, false, null],
  [
    'debt collection: cannot be paid in the product',
    { orderStatusWeb: 14 },
    false,
    'debtCollection',
  ],
  [
    'freepart: true when state is partly-paid and the invoice amount is above 0',
    { orderType: '08', orderStatusWeb: 13, orderInvoiceAmount: 100 },
    true,
    null,
  ],
  [
    'freepart: true when state is paid and the invoice amount is above 0',
    { orderType: '08', orderStatusWeb: 3, orderInvoiceAmount: 0.01 },
    true,
    null,
  ],
  [
    'freepart: not when the invoice amount is 0',
    { orderType: '08', orderStatusWeb: 13, orderInvoiceAmount: 0 },
    false,
    null,
  ],
  [
    'freepart: the order status is not repeated for partly-paid (booked still payable)',
    { orderType: '08', orderStatusWeb: 13, orderStatus: 1 },
    true,
    null,
  ],
  [
    'freepart: still false when paymentStatus is 5',
    { orderType: '08', orderStatusWeb: 13, paymentStatus: 5 },
    false,
    'blocked',
  ],
  [
    'freepart: still false with a refund',
    { orderType: '08', orderStatusWeb: 3, hasRefund: true },
    false,
    'refund',
  ],
];

describe('canPay (core §4 Rules)', () => {
  test.each(rows)('%s', (_phrase, change, expected, block) => {
    const order = { ...due, ...change };
    expect(canPay(order)).toBe(expected);
    expect(payBlock(order)).toBe(block);
  });
});
