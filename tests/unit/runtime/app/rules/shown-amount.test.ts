/**
 * The one figure a purchase or invoice is shown with on every screen (issue 11): three personas
 * whose screens disagreed, each with its right figure by the spec's fields, and the overview rows
 * (home, payments overview) built from the same derivation as the purchase and invoice pages.
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../../generated/entities/types.js';
import { deriveAccount } from '../../../../../runtime/shared/domain/invoice-derive.js';
import { invoiceItem, purchaseItem } from '../../../../../runtime/features/overview/items.js';
import { purchaseAmounts } from '../../../../../runtime/features/purchases/amounts.js';
import { orderDisplayState } from '../../../../../runtime/shared/domain/display-state.js';
import {
  invoiceFigure,
  owedOnPurchase,
  purchaseFigure,
  purchaseValue,
} from '../../../../../runtime/shared/domain/shown-amount.js';
import { account, invoice, order } from '../overview/build.js';

// The seeded shapes (sandbox/seed/seed.ts turns the personas into these fields).
const fiEmiliaFI6002 = order({
  brand: 'nordpay',
  orderID: 'FI6002',
  orderValue: 179.8,
  totalOrderAmount: 179.8,
  cancelledOrderValue: 89.9,
  invoicedOrderValue: 89.9,
  orderInvoiceAmount: 89.9,
  currentDebtOnOrderInvoice: 89.9,
});
const seOlleSE6002 = order({
  orderID: 'SE6002',
  orderType: '08',
  orderStatusWeb: 13,
  orderValue: 18000,
  totalOrderAmount: 18000,
  invoicedOrderValue: 18000,
  orderInvoiceAmount: 15000,
  currentDebtOnOrderInvoice: 15000,
});
const seLarsSE4002Paused = order({
  orderID: 'SE4002',
  orderStatusWeb: 6,
  orderValue: 1596,
  totalOrderAmount: 1596,
  orderInvoiceAmount: 1596,
  currentDebtOnOrderInvoice: 1596,
});
const paid = order({ orderStatusWeb: 3, orderInvoiceAmount: 0, currentDebtOnOrderInvoice: 0 });

const purchaseCases: [string, Order, { kind: string; amount: number }][] = [
  [
    'fi Emilia FI6002, one of two lines cancelled: 89,90 owed',
    fiEmiliaFI6002,
    { kind: 'toPay', amount: 89.9 },
  ],
  [
    'se Olle SE6002, split partly paid: 15 000 left',
    seOlleSE6002,
    { kind: 'toPay', amount: 15000 },
  ],
  [
    'se Lars SE4002, paused for a return: 1 596 paused',
    seLarsSE4002Paused,
    { kind: 'paused', amount: 1596 },
  ],
  ['a paid purchase: its value', paid, { kind: 'value', amount: 599 }],
  [
    'currentDebtOnOrderInvoice wins over orderInvoiceAmount',
    order({ orderInvoiceAmount: 599, currentDebtOnOrderInvoice: 200 }),
    { kind: 'toPay', amount: 200 },
  ],
  [
    'a refund on its way: nothing to pay, the value',
    order({ hasRefund: true, refundStatus: 'PENDING', orderInvoiceAmount: 599 }),
    { kind: 'value', amount: 599 },
  ],
  [
    'not invoiced: the value less what was cancelled',
    order({
      orderStatusWeb: 0,
      orderInvoiceAmount: 0,
      totalOrderAmount: 300,
      cancelledOrderValue: 100,
    }),
    { kind: 'value', amount: 200 },
  ],
];

describe('a purchase has one figure, and every screen takes it', () => {
  it.each(purchaseCases)('%s', (_, o, expected) => {
    const state = orderDisplayState(o)?.state;
    expect(purchaseFigure(o, state)).toEqual(expected);
    // The overview rows (home, payments overview, to-do) show the same figure.
    expect(purchaseItem(o)?.amount).toBe(expected.amount);
    // The purchase page's amounts end with it, under the same name (nothing to pay: the total).
    const last = purchaseAmounts(o, state).at(-1);
    if (expected.kind === 'value') expect(last?.id).toBe('total');
    else expect(last).toEqual({ id: expected.kind, amount: expected.amount });
  });

  it('owed is never below 0 and never the order value', () => {
    expect(owedOnPurchase({ orderInvoiceAmount: -5 })).toBe(0);
    expect(owedOnPurchase(fiEmiliaFI6002)).not.toBe(fiEmiliaFI6002.totalOrderAmount);
    expect(purchaseValue(fiEmiliaFI6002)).toBe(89.9);
  });
});

describe('an invoice has one figure, and every screen takes it', () => {
  const TODAY = { country: 'no', today: '2026-11-15' } as const;
  // no Jonas: the monthly invoice paid in full and processing (2), 459 of 459 paid.
  const noJonas = account({
    accountBrand: 'nordpay',
    type: 'monthly',
    invoices: [invoice({ invoiceDate: '2026-10-28', fullInvoiceAmount: 459, minAmountToPay: 459 })],
    currentInvoiceDate: '2026-10-28',
    currentInvoiceStatus: 2,
    adjustedFullInvoiceAmount: 0,
  });
  const partlyPaid = account({ adjustedFullInvoiceAmount: 700 });
  const cases: [string, ReturnType<typeof account>, { kind: string; amount: number }][] = [
    ['no Jonas, processing monthly invoice: its 459', noJonas, { kind: 'invoice', amount: 459 }],
    ['an active invoice partly paid: what is left', partlyPaid, { kind: 'toPay', amount: 700 }],
  ];
  it.each(cases)('%s', (_, acc, expected) => {
    const view = deriveAccount(acc, TODAY);
    const current = view?.current;
    if (!view || !current) throw new Error('no current invoice');
    expect(invoiceFigure(acc, current)).toEqual(expected);
    expect(invoiceItem(view, current)?.amount).toBe(expected.amount);
  });
});
