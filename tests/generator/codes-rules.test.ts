import { describe, expect, it } from 'vitest';
import {
  activeInvoiceKind,
  activePayments,
  bankSlug,
  canPay,
  codeRules,
  isActiveInvoice,
  isActivePayment,
  isActiveRefund,
  isTodo,
  monthsBefore,
  needsPendingPolling,
  orderStateOf,
  preferencesFromApi,
  quickInvoiceList,
  signedAmount,
  sortTransactions,
  todoList,
  withMovedFlags,
  type ActiveInvoiceAccount,
  type ActivePaymentOrder,
} from '../../generated/codes.js';

// The rules of core §3, §4 and §9 (schema/codes.yaml `rules`, docs/decisions/0003 and 0004),
// tested through the generated helpers. Each table row quotes the spec phrase it checks.

/** A delivered, due 14-day purchase with one line and nothing that blocks paying. */
const order = (over: Partial<ActivePaymentOrder> = {}): ActivePaymentOrder => ({
  orderStatusWeb: 1,
  orderStatus: 2,
  orderType: '04',
  paymentStatus: 0,
  orderInvoiceAmount: 100,
  hasRefund: false,
  orderlines: [{ SKU: '1' }],
  ...over,
});

describe('canPay (core §4 Rules)', () => {
  const freepart = { orderType: '08', orderStatus: 1 } as const;
  it.each<[string, Partial<ActivePaymentOrder>, boolean]>([
    ['delivered and due', {}, true],
    ['delivered and due (web status 2)', { orderStatusWeb: 2 }, true],
    ['returned and due', { orderStatus: 3 }, true],
    ['due but only booked', { orderStatus: 1 }, false],
    ['due but cancelled', { orderStatus: 4 }, false],
    ['delivered but paid', { orderStatusWeb: 3 }, false],
    ['delivered but paused', { orderStatusWeb: 6 }, false],
    ['delivered but scheduled', { orderStatusWeb: 901 }, false],
    ['delivered but in debt collection', { orderStatusWeb: 14 }, false],
    ['"false when paymentStatus is 5"', { paymentStatus: 5 }, false],
    ['"or a refund exists" (hasRefund)', { hasRefund: true }, false],
    ['"or is pending" (refundStatus PENDING)', { refundStatus: 'PENDING' }, false],
    ['a created refund (refundStatus CREATED)', { refundStatus: 'CREATED' }, false],
    [
      '"for freepart also true when state is partly-paid"',
      { ...freepart, orderStatusWeb: 13 },
      true,
    ],
    ['"... or paid"', { ...freepart, orderStatusWeb: 3 }, true],
    [
      '"and the invoice amount is above 0" (0)',
      { ...freepart, orderStatusWeb: 13, orderInvoiceAmount: 0 },
      false,
    ],
    [
      'freepart partly-paid with payment status 5',
      { ...freepart, orderStatusWeb: 13, paymentStatus: 5 },
      false,
    ],
    ['freepart paid with a refund', { ...freepart, orderStatusWeb: 3, hasRefund: true }, false],
    [
      'freepart partly-paid with a pending refund',
      { ...freepart, orderStatusWeb: 13, refundStatus: 'PENDING' },
      false,
    ],
    ['freepart due and delivered', { orderType: '08' }, true],
    ['freepart due but booked', { ...freepart }, false],
    ['partly-paid pay-later (not freepart)', { orderType: '05', orderStatusWeb: 13 }, false],
    ['paid konto purchase (not freepart)', { orderType: '02', orderStatusWeb: 3 }, false],
    ['an unknown web status', { orderStatusWeb: 99 }, false],
  ])('%s: %s', (_name, over, expected) => {
    expect(canPay(order(over))).toBe(expected);
  });

  it('reads the blocked payment status from constants.yaml', () => {
    expect(codeRules.canPay.blockedPaymentStatus).toBe(5);
  });

  it('reads the state from the web status, so an overdue purchase is due', () => {
    expect(orderStateOf({ orderStatusWeb: 2 })).toBe('due');
    expect(orderStateOf({ orderStatusWeb: 99 })).toBeUndefined();
    expect(canPay({ ...order(), daysToDueDate: -3 } as ActivePaymentOrder)).toBe(true);
  });
});

describe('active invoice (core §4 Rules)', () => {
  const account = (over: Partial<ActiveInvoiceAccount> = {}): ActiveInvoiceAccount => ({
    currentInvoiceStatus: 1,
    currentInvoiceDate: '2026-11-15',
    adjustedFullInvoiceAmount: 450,
    hasRefund: false,
    ...over,
  });
  it.each<[string, Partial<ActiveInvoiceAccount>, 'invoice' | 'refund' | undefined]>([
    ['"account status is new"', {}, 'invoice'],
    ['"... scheduled" (901)', { currentInvoiceStatus: 901 }, 'invoice'],
    ['"... or cancel-initiated" (904)', { currentInvoiceStatus: 904 }, 'invoice'],
    ['autogiro (4) is not among them', { currentInvoiceStatus: 4 }, undefined],
    ['processing (2)', { currentInvoiceStatus: 2 }, undefined],
    ['paid (3)', { currentInvoiceStatus: 3 }, undefined],
    ['free (5)', { currentInvoiceStatus: 5 }, undefined],
    ['debt collection (10)', { currentInvoiceStatus: 10 }, undefined],
    ['no status', { currentInvoiceStatus: undefined }, undefined],
    ['"current date is not \'null\'"', { currentInvoiceDate: 'null' }, undefined],
    ['no current date at all', { currentInvoiceDate: undefined }, undefined],
    ['"adjusted amount above 0" (0)', { adjustedFullInvoiceAmount: 0 }, undefined],
    ['a negative adjusted amount', { adjustedFullInvoiceAmount: -20 }, undefined],
    ['"no refund (hasRefund" -> an active refund', { hasRefund: true }, 'refund'],
    ['"refundStatus PENDING" -> an active refund', { refundStatus: 'PENDING' }, 'refund'],
    ['"or CREATED)" -> an active refund', { refundStatus: 'CREATED' }, 'refund'],
    ['a refund on a paid invoice', { hasRefund: true, currentInvoiceStatus: 3 }, undefined],
    [
      // The refund decides before the amount (issue 11): a refund that took the invoice to 0
      // is still the refund's, not an invoice of 0 to pay.
      'a refund without an amount due is still an active refund',
      { hasRefund: true, adjustedFullInvoiceAmount: 0 },
      'refund',
    ],
  ])('%s', (_name, over, expected) => {
    const a = account(over);
    expect(activeInvoiceKind(a)).toBe(expected);
    expect(isActiveInvoice(a)).toBe(expected === 'invoice');
    expect(isActiveRefund(a)).toBe(expected === 'refund');
  });
});

describe('to-do list and active payments (core §4 Rules)', () => {
  // Web status -> "orders with state due"
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [3, false],
    [6, false],
    [9, false],
    [13, false],
    [14, false],
    [901, false],
    [904, false],
  ])('web status %i is in the to-do list: %s', (orderStatusWeb, expected) => {
    expect(isTodo({ orderStatusWeb })).toBe(expected);
  });

  it('keeps the to-do list in the order given', () => {
    const list = [
      { orderStatusWeb: 2, id: 'a' },
      { orderStatusWeb: 3 },
      { orderStatusWeb: 1, id: 'b' },
    ];
    expect(todoList(list)).toEqual([list[0], list[2]]);
  });

  it.each<[string, Partial<ActivePaymentOrder>, boolean]>([
    ['"due ... orders that have order lines and are payable"', {}, true],
    ['due but not payable (booked)', { orderStatus: 1 }, false],
    ['due and payable without order lines', { orderlines: [] }, false],
    ['"scheduled" without canPay ("or scheduled/cancel-initiated")', { orderStatusWeb: 901 }, true],
    ['"cancel-initiated" without canPay', { orderStatusWeb: 904 }, true],
    ['scheduled without order lines', { orderStatusWeb: 901, orderlines: [] }, false],
    [
      'scheduled with payment status 5 (still listed)',
      { orderStatusWeb: 901, paymentStatus: 5 },
      true,
    ],
    ['paid (not an active state)', { orderStatusWeb: 3 }, false],
    [
      'freepart partly-paid, payable but not in an active state',
      { orderType: '08', orderStatusWeb: 13 },
      false,
    ],
    ['due with a refund', { hasRefund: true }, false],
  ])('%s: %s', (_name, over, expected) => {
    expect(isActivePayment(order(over))).toBe(expected);
  });

  it('filters active payments in the order given', () => {
    const list = [order({ orderStatusWeb: 904 }), order({ orderStatusWeb: 3 }), order()];
    expect(activePayments(list)).toEqual([list[0], list[2]]);
  });
});

describe('pending polling (core §4 Rules: status 904)', () => {
  it.each<[string, Parameters<typeof needsPendingPolling>[0], boolean]>([
    ['nothing', {}, false],
    ['an open purchase cancel-initiated', { orders: [{ orderStatusWeb: 904 }] }, true],
    ['a purchase scheduled', { orders: [{ orderStatusWeb: 901 }] }, false],
    ["the open account's current invoice 904", { accounts: [{ currentInvoiceStatus: 904 }] }, true],
    ['an account scheduled', { accounts: [{ currentInvoiceStatus: 901 }] }, false],
    ['an invoice in a list 904', { invoices: [{ status: 904 }] }, true],
    ['no open purchase (undefined)', { orders: [undefined], accounts: [null] }, false],
    [
      'one 904 among many',
      { orders: [{ orderStatusWeb: 1 }, { orderStatusWeb: 904 }], accounts: [] },
      true,
    ],
  ])('%s: %s', (_name, items, expected) => {
    expect(needsPendingPolling(items)).toBe(expected);
  });
});

describe("moved flag (core §4 Rules: a '03' invoice follows a '02' invoice)", () => {
  const inv = (dueDate: string, paymentMethod: string) => ({ dueDate, paymentMethod });
  it.each<[string, Array<ReturnType<typeof inv>>, string[], boolean[]]>([
    [
      'a 03 right after a 02, newest first',
      [inv('2026-08-31', '03'), inv('2026-09-30', '02'), inv('2026-07-31', '03')],
      ['2026-09-30', '2026-08-31', '2026-07-31'],
      [false, true, false],
    ],
    [
      'only 02 invoices',
      [inv('2026-01-31', '02'), inv('2026-02-28', '02')],
      ['2026-02-28', '2026-01-31'],
      [false, false],
    ],
    [
      'a 02 after a 03 is not flagged',
      [inv('2026-02-28', '03'), inv('2026-01-31', '02')],
      ['2026-02-28', '2026-01-31'],
      [false, false],
    ],
    [
      'an invoice of another method between them',
      [inv('2026-03-31', '02'), inv('2026-02-28', '04'), inv('2026-01-31', '03')],
      ['2026-03-31', '2026-02-28', '2026-01-31'],
      [false, false, false],
    ],
    ['no invoices', [], [], []],
  ])('%s', (_name, invoices, order, flags) => {
    const result = withMovedFlags(invoices);
    expect(result.map((i) => i.dueDate)).toEqual(order);
    expect(result.map((i) => i.movedToKonto)).toEqual(flags);
  });
});

describe('transactions (core §9: presentation order, description, amount)', () => {
  const t = (
    presentationOrder: number,
    transactionDescription: string,
    sign: string,
    amount: number,
  ) => ({
    presentationOrder,
    transactionDescription,
    sign,
    transactionAmount: amount,
  });

  it.each([
    ['+', 100, 100],
    ['-', 100, -100],
    ['-', 12.5, -12.5],
    ['+', 0.1, 0.1],
    ['', 7, 7],
  ])('"the sign joined to the amount parsed as decimal": %s%s is %s', (sign, amount, expected) => {
    expect(signedAmount({ sign, transactionAmount: amount })).toBe(expected);
  });

  it('sorts by presentation order, then description, then signed amount', () => {
    const list = [
      t(2, 'Köp', '+', 50),
      t(1, 'Inbetalning', '-', 200),
      t(2, 'Köp', '-', 10),
      t(1, 'Ingående saldo', '+', 300),
      t(2, 'Avgift', '+', 29),
    ];
    expect(sortTransactions(list)).toEqual([list[1], list[3], list[4], list[2], list[0]]);
    expect(list[0]?.presentationOrder).toBe(2); // the input is not changed
  });
});

describe('quick invoice list (core §9)', () => {
  const invoices = [
    '2025-01-31',
    '2026-10-31',
    '2024-03-31',
    '2026-09-30',
    '2026-08-31',
    '2026-07-31',
    '2026-06-30',
  ].map((dueDate) => ({ dueDate }));
  const newestFirst = [...invoices.map((i) => i.dueDate)].sort().reverse();

  it.each([
    ['"5 invoices when the short flag is set"', true, newestFirst.slice(0, 5)],
    ['"else the full list"', false, newestFirst],
  ])('%s, "sorted by due date newest first"', (_name, short, expected) => {
    const list = quickInvoiceList(invoices, { short, today: '2026-11-22' });
    expect(list.invoices.map((i) => i.dueDate)).toEqual(expected);
  });

  it('"an 18-month cutoff is computed but not visibly applied"', () => {
    const list = quickInvoiceList(invoices, { short: false, today: '2026-11-22' });
    expect(list.cutoffDate).toBe('2025-05-22');
    expect(list.cutoffApplied).toBe(false);
    expect(list.invoices.map((i) => i.dueDate)).toContain('2024-03-31');
  });

  it.each([
    ['2026-11-22', 18, '2025-05-22'],
    ['2026-08-31', 18, '2025-02-28'],
    ['2028-08-31', 6, '2028-02-29'],
    ['2026-01-15', 1, '2025-12-15'],
    ['2026-03-31', 0, '2026-03-31'],
  ])('%s minus %i months is %s', (date, months, expected) => {
    expect(monthsBefore(date, months)).toBe(expected);
  });

  it('takes a Date as its local calendar day', () => {
    expect(monthsBefore(new Date(2026, 10, 22, 23, 30), 18)).toBe('2025-05-22');
  });
});

describe('bank slug (core §3 User)', () => {
  it.each([
    ['Skandinaviska Enskilda Banken', 'seb'],
    ['SKANDINAVISKA ENSKILDA BANKEN', 'seb'],
    ['Svenska Handelsbanken', 'handelsbanken'],
    ['Svenska  Handelsbanken ', 'handelsbanken'],
    ['Swedbank', 'swedbank'],
    ['Länsförsäkringar Bank', 'lansforsakringar-bank'],
    ['Ålandsbanken', 'alandsbanken'],
    ['Danske Bank', 'danske-bank'],
    ['SpareBank 1 Sør-Norge', 'sparebank-1-sor-norge'],
    ['Nordea Bank Abp', 'nordea-bank-abp'],
    ['Andelskassen Fælleskassen', 'andelskassen-faelleskassen'],
    ['Handelsbanken', 'handelsbanken'],
    ['', ''],
    [null, ''],
  ])('%s -> %s', (name, slug) => {
    expect(bankSlug(name)).toBe(slug);
  });
});

describe('preferences from the provider (core §3 User)', () => {
  it.each([
    [
      '"mandateStatus lowercased", "bankAccount masked, asterisks removed"',
      { mandateStatus: 'LINKED', bankAccount: '******1234', bank: 'Swedbank' },
      { mandateStatus: 'linked', bankAccount: '1234', bank: 'swedbank' },
    ],
    [
      '"unlinked when empty"',
      { mandateStatus: 'UNLINKED', bankAccount: '', bank: '' },
      { mandateStatus: 'unlinked', bankAccount: '', bank: '' },
    ],
    [
      '"linked when a bankAccount exists" (no status sent)',
      { bankAccount: '****5678', bank: 'Skandinaviska Enskilda Banken' },
      { mandateStatus: 'linked', bankAccount: '5678', bank: 'seb' },
    ],
    [
      'an unknown status with only a mask is unlinked',
      { mandateStatus: 'PENDING', bankAccount: '****', bank: null },
      { mandateStatus: 'unlinked', bankAccount: '', bank: '' },
    ],
    ['nothing at all', {}, { mandateStatus: 'unlinked', bankAccount: '', bank: '' }],
  ])('%s', (_name, api, expected) => {
    expect(preferencesFromApi(api)).toEqual(expected);
  });
});
