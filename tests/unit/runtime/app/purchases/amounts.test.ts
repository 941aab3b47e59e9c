/** The amounts the purchase page lists (issue 6: ordered, invoiced, returned, cancelled, unprocessed, discounts, freight). */
import { describe, expect, test } from 'vitest';
import { purchaseAmounts } from '../../../../../runtime/features/purchases/amounts.js';

const base = {
  orderValue: 1000,
  invoicedOrderValue: 800,
  returnedOrderValue: 0,
  cancelledOrderValue: 0,
  unproccessedOrderValue: 0,
  orderDiscounts: [],
  orderFees: [],
  totalOrderAmount: 1000,
  orderInvoiceAmount: 800,
};

describe('purchaseAmounts', () => {
  test('ordered, invoiced, total and to pay always; zero parts left out', () => {
    expect(purchaseAmounts(base)).toEqual([
      { id: 'ordered', amount: 1000 },
      { id: 'invoiced', amount: 800 },
      { id: 'total', amount: 1000 },
      { id: 'toPay', amount: 800 },
    ]);
  });

  test('every part in the spec order; discounts summed and negative, freight summed', () => {
    const rows = purchaseAmounts({
      ...base,
      returnedOrderValue: 100,
      cancelledOrderValue: 50,
      unproccessedOrderValue: 200,
      orderDiscounts: [
        { orderDiscountAmount: 10.1, type: 1 },
        { orderDiscountAmount: 20.2, type: 1 },
      ],
      orderFees: [{ orderFeeAmount: 49, type: 1 }],
    });
    expect(rows.map((r) => r.id)).toEqual([
      'ordered',
      'invoiced',
      'returned',
      'cancelled',
      'unprocessed',
      'discount',
      'freight',
      'total',
      'toPay',
    ]);
    expect(rows.find((r) => r.id === 'discount')?.amount).toBe(-30.3);
    expect(rows.find((r) => r.id === 'freight')?.amount).toBe(49);
  });

  test('an amount the provider leaves out is not listed', () => {
    const withoutInvoiced = { ...base, invoicedOrderValue: undefined };
    expect(purchaseAmounts(withoutInvoiced).map((r) => r.id)).not.toContain('invoiced');
  });
});
