/**
 * The overview rules, table-driven from the spec's wording: the quick invoice list (core §9), the
 * home's first 3 purchases (core §9), the payments due in the greeting and the to-do list (core §4
 * Rules), the payments overview's sections (core §2).
 */
import { describe, expect, it } from 'vitest';
import type { PaymentsOverview } from '../../../../../generated/entities/types.js';
import type { OverviewItem } from '../../../../../runtime/features/overview/items.js';
import {
  homePurchases,
  overviewSections,
  paymentsDueCount,
  quickInvoices,
  todoItems,
} from '../../../../../runtime/features/overview/sections.js';
import { invoiceStatusCodes, orderWebStatusCodes } from '../../../../../generated/codes.js';
import { account, invoice, order } from './build.js';

const TODAY = { country: 'se', today: '2026-11-15' } as const;

/** One account with an invoice per due date, each invoiced the month before it is due. */
function accountDue(...dueDates: string[]) {
  const invoices = dueDates.map((dueDate, i) =>
    invoice({ dueDate, invoiceDate: `${dueDate.slice(0, 8)}0${(i % 9) + 1}` }),
  );
  return account({ invoices, currentInvoiceDate: 'null', currentInvoiceStatus: 3 });
}

describe('quick invoice list: "5 invoices when the short flag is set, else the full list; sorted by due date newest first"', () => {
  const dues = [
    '2026-03-30',
    '2026-07-30',
    '2026-01-30',
    '2026-05-30',
    '2026-02-28',
    '2026-06-30',
    '2026-04-30',
  ];
  const data: PaymentsOverview = { orders: [], accounts: [accountDue(...dues)] };
  const sortedDesc = [...dues].sort().reverse();

  it.each([
    { short: true, expected: sortedDesc.slice(0, 5) },
    { short: false, expected: sortedDesc },
  ])(
    'short $short gives $expected.length invoices, newest due date first',
    ({ short, expected }) => {
      expect(quickInvoices(data, { ...TODAY, short }).map((i) => i.dueDate)).toEqual(expected);
    },
  );

  it('takes the invoices of every account together', () => {
    const two: PaymentsOverview = {
      orders: [],
      accounts: [
        accountDue('2026-01-30', '2026-03-30'),
        { ...accountDue('2026-02-28'), accountBrand: 'fjallmode', accountNumber: '6001' },
      ],
    };
    expect(quickInvoices(two, { ...TODAY, short: true }).map((i) => [i.brand, i.dueDate])).toEqual([
      ['skogsport', '2026-03-30'],
      ['fjallmode', '2026-02-28'],
      ['skogsport', '2026-01-30'],
    ]);
  });

  it('has fewer than 5 when there are fewer, and none without accounts', () => {
    expect(
      quickInvoices(
        { orders: [], accounts: [accountDue('2026-01-30')] },
        { ...TODAY, short: true },
      ),
    ).toHaveLength(1);
    expect(quickInvoices(undefined, { ...TODAY, short: true })).toEqual([]);
  });

  it('links each invoice to its invoice page by brand and invoice date', () => {
    const [first] = quickInvoices(
      { orders: [], accounts: [accountDue('2026-01-30')] },
      { ...TODAY, short: true },
    );
    expect(first?.to).toEqual({
      route: 'app-invoices-brand-id',
      params: { brand: 'skogsport', id: '2026-01-01' },
    });
  });
});

describe('home purchases: "first 3 orders"', () => {
  it.each([0, 1, 3, 5])('of %i purchases shows at most 3, newest first', (count) => {
    const orders = Array.from({ length: count }, (_, i) =>
      order({ orderID: `${100 + i}`, orderDate: `2026-10-0${i + 1}` }),
    );
    const shown = homePurchases({ orders, accounts: [] });
    expect(shown.map((item) => item.orderId)).toEqual(
      orders
        .map((o) => o.orderID)
        .reverse()
        .slice(0, 3),
    );
  });
});

describe('payments due (the greeting): active payments plus accounts with an active invoice', () => {
  it.each([
    { name: 'a due purchase that can be paid', orders: [order()], accounts: [], due: 1 },
    {
      name: 'a scheduled purchase (901)',
      orders: [order({ orderStatusWeb: 901 })],
      accounts: [],
      due: 1,
    },
    {
      name: 'a cancel-initiated purchase (904)',
      orders: [order({ orderStatusWeb: 904 })],
      accounts: [],
      due: 1,
    },
    {
      name: 'a due purchase without order lines',
      orders: [order({ orderlines: [] })],
      accounts: [],
      due: 0,
    },
    {
      name: 'a due purchase with a refund',
      orders: [order({ refundStatus: 'PENDING' })],
      accounts: [],
      due: 0,
    },
    { name: 'a paid purchase', orders: [order({ orderStatusWeb: 3 })], accounts: [], due: 0 },
    { name: 'an account with a new invoice', orders: [], accounts: [account()], due: 1 },
    {
      name: 'an account with nothing to pay',
      orders: [],
      accounts: [account({ adjustedFullInvoiceAmount: 0 })],
      due: 0,
    },
    {
      name: "an account whose date is 'null'",
      orders: [],
      accounts: [account({ currentInvoiceDate: 'null' })],
      due: 0,
    },
    { name: 'a purchase and an account', orders: [order()], accounts: [account()], due: 2 },
  ])('$name: $due', ({ orders, accounts, due }) => {
    expect(paymentsDueCount({ orders, accounts })).toBe(due);
  });
});

describe('to-do list: "orders with state due"', () => {
  it.each([
    { web: 1, listed: true },
    { web: 2, listed: true },
    { web: 0, listed: false },
    { web: 3, listed: false },
    { web: 6, listed: false },
    { web: 8, listed: false },
    { web: 14, listed: false },
    { web: 901, listed: false },
    { web: 904, listed: false },
  ] as const)('web status $web: listed $listed', ({ web, listed }) => {
    expect(todoItems({ orders: [order({ orderStatusWeb: web })], accounts: [] })).toHaveLength(
      listed ? 1 : 0,
    );
  });

  it('shows an overdue purchase with its days late, soonest due first', () => {
    const items = todoItems({
      orders: [
        order({ orderID: 'b', dueDate: '2026-12-01' }),
        order({ orderID: 'a', dueDate: '2026-11-01', daysToDueDate: -14 }),
      ],
      accounts: [],
    });
    expect(items.map((i) => [i.orderId, i.state, i.daysLate])).toEqual([
      ['a', 'overdue', 14],
      ['b', 'due', undefined],
    ]);
  });
});

describe('payments overview sections', () => {
  const section = (data: PaymentsOverview) => {
    const sections = overviewSections(data, TODAY);
    return Object.entries(sections).flatMap(([name, items]: [string, OverviewItem[]]) =>
      items.map((item) => `${name}:${item.state}`),
    );
  };

  it.each([
    { name: 'due purchase', data: { orders: [order()], accounts: [] }, expected: ['toPay:due'] },
    {
      name: 'debt collection',
      data: { orders: [order({ orderStatusWeb: 14 })], accounts: [] },
      expected: ['toPay:debt-collection'],
    },
    {
      name: 'scheduled purchase',
      data: { orders: [order({ orderStatusWeb: 901 })], accounts: [] },
      expected: ['scheduled:scheduled'],
    },
    {
      name: 'cancel-initiated purchase',
      data: { orders: [order({ orderStatusWeb: 904 })], accounts: [] },
      expected: ['scheduled:cancel-initiated'],
    },
    {
      name: 'processing purchase',
      data: { orders: [order({ orderStatusWeb: 8 })], accounts: [] },
      expected: ['processing:processing'],
    },
    {
      name: 'paused purchase',
      data: { orders: [order({ orderStatusWeb: 6 })], accounts: [] },
      expected: ['processing:paused'],
    },
    {
      name: 'returned with refund',
      data: { orders: [order({ orderStatusWeb: 7, hasRefund: true })], accounts: [] },
      expected: ['processing:pendingRefund'],
    },
    {
      name: 'not invoiced',
      data: { orders: [order({ orderStatusWeb: 0 })], accounts: [] },
      expected: ['upcoming:new'],
    },
    {
      name: 'paid after delivery',
      data: { orders: [order({ orderStatusWeb: 9 })], accounts: [] },
      expected: ['upcoming:pending'],
    },
    {
      name: 'paid purchase',
      data: { orders: [order({ orderStatusWeb: 3 })], accounts: [] },
      expected: ['history:paid'],
    },
    {
      name: 'billed through the konto',
      data: { orders: [order({ orderStatusWeb: 5 })], accounts: [] },
      expected: ['history:konto'],
    },
    {
      name: 'new konto invoice',
      data: { orders: [], accounts: [account()] },
      expected: ['toPay:due'],
    },
    {
      name: 'overdue konto invoice',
      data: { orders: [], accounts: [account({ invoices: [invoice({ dueDate: '2026-11-10' })] })] },
      expected: ['toPay:overdue'],
    },
    {
      name: 'scheduled monthly invoice',
      data: { orders: [], accounts: [account({ type: 'monthly', currentInvoiceStatus: 901 })] },
      expected: ['scheduled:scheduled'],
    },
    {
      name: 'konto invoice in 904',
      data: { orders: [], accounts: [account({ currentInvoiceStatus: 904 })] },
      expected: ['scheduled:cancel-initiated'],
    },
    {
      name: 'konto invoice processing',
      data: { orders: [], accounts: [account({ currentInvoiceStatus: 2 })] },
      expected: ['processing:processing'],
    },
    {
      name: 'konto in debt collection',
      data: { orders: [], accounts: [account({ currentInvoiceStatus: 10 })] },
      expected: ['toPay:debt-collection'],
    },
    {
      name: 'past invoices are paid history',
      data: {
        orders: [],
        accounts: [
          account({
            invoices: [invoice(), invoice({ invoiceDate: '2026-10-01', dueDate: '2026-10-30' })],
          }),
        ],
      },
      expected: ['toPay:due', 'history:paid'],
    },
  ])('$name', ({ data, expected }) => {
    expect(section(data as PaymentsOverview)).toEqual(expected);
  });
});

/** The names of the sections an item is listed in. */
function sectionsOf(data: PaymentsOverview, key: string): string[] {
  return Object.entries(overviewSections(data, TODAY)).flatMap(([name, items]) =>
    (items as OverviewItem[]).some((item) => item.key === key) ? [name] : [],
  );
}

describe('every row home shows is in exactly one section of the payments overview', () => {
  // The section per invoice status of an account's current invoice (due in two weeks, 1 200 owed).
  const byInvoiceStatus: Record<number, string> = {
    1: 'toPay',
    2: 'processing',
    3: 'history',
    4: 'scheduled',
    5: 'history', // a payment-free month used: nothing is owed this month, nothing under way
    10: 'toPay',
    901: 'scheduled',
    904: 'scheduled',
  };

  it('the table covers every invoice status code', () => {
    expect(
      Object.keys(byInvoiceStatus)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(invoiceStatusCodes.map((c) => c.code).sort((a, b) => a - b));
  });

  it.each(invoiceStatusCodes.map((c) => ({ ...c, section: byInvoiceStatus[c.code] })))(
    'a current invoice in status $code ($key) is in $section',
    ({ code, section }) => {
      for (const amount of [1200, 0]) {
        const data: PaymentsOverview = {
          orders: [],
          accounts: [
            account({
              currentInvoiceStatus: code,
              adjustedFullInvoiceAmount: amount,
              type: 'konto',
            }),
          ],
        };
        const [item] = quickInvoices(data, { ...TODAY, short: true });
        expect(item, `status ${code} is on home`).toBeDefined();
        const listed = sectionsOf(data, item?.key ?? '');
        expect(listed, `status ${code}, ${amount} left`).toHaveLength(1);
        // With nothing left, an invoice that would be paid or scheduled is settled.
        if (amount > 0) expect(listed).toEqual([section]);
      }
    },
  );

  it.each(orderWebStatusCodes.flatMap((c) => [true, false].map((refund) => ({ ...c, refund }))))(
    'a purchase in web status $code ($key), refund $refund, is in one section',
    ({ code, refund }) => {
      for (const daysToDueDate of [10, -3]) {
        const data: PaymentsOverview = {
          orders: [order({ orderStatusWeb: code, hasRefund: refund, daysToDueDate })],
          accounts: [],
        };
        const [item] = homePurchases(data);
        expect(item, `web status ${code} is on home`).toBeDefined();
        expect(sectionsOf(data, item?.key ?? ''), `web status ${code}`).toHaveLength(1);
      }
    },
  );

  it('no Jonas: a konto invoice made payment-free, with the fee on it, is in the history', () => {
    const data: PaymentsOverview = {
      orders: [],
      accounts: [account({ currentInvoiceStatus: 5, adjustedFullInvoiceAmount: 150 })],
    };
    expect(overviewSections(data, TODAY).history.map((item) => item.state)).toEqual(['free']);
  });
});
