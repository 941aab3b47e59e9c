/**
 * Core §3 Invoice, derived fields; §4 Rules (moved-to-monthly flag, active invoice, customer
 * actions); §7 invoice PDF path. One account builder, each case names what the spec says.
 */
import { describe, expect, test } from 'vitest';
import { countryTerms, type CountryTerms } from '../../../../../generated/countries/index.js';
import type { Invoice, InvoiceAccount } from '../../../../../generated/entities/types.js';
import { accountBrandSlug } from '../../../../../runtime/shared/domain/account-brand.js';
import { invoiceOptions } from '../../../../../runtime/features/invoices/actions.js';
import {
  daysBetween,
  deriveAccount,
  deriveAccounts,
} from '../../../../../runtime/shared/domain/invoice-derive.js';
import { invoicePdfPath } from '../../../../../runtime/features/invoices/pdf.js';
import {
  findInvoice,
  invoiceHistory,
  invoicesOfType,
  upcomingInvoices,
} from '../../../../../runtime/features/invoices/select.js';
import { invoiceShownState } from '../../../../../runtime/shared/domain/invoice-state.js';

const invoice = (
  invoiceDate: string,
  dueDate: string,
  paymentMethod: Invoice['paymentMethod'] = '02',
  amounts: Partial<Invoice> = {},
): Invoice => ({
  invoiceDate,
  dueDate,
  brand: 'nordpayfinans',
  paymentMethod,
  fullInvoiceAmount: 1025,
  minAmountToPay: 475,
  transactions: [],
  ...amounts,
});

const account = (over: Partial<InvoiceAccount> = {}): InvoiceAccount => ({
  accountBrand: 'nordpayfinans',
  accountBrandDisplay: 'Nordpay',
  accountCompany: '02',
  accountNumber: 'SE-K-1',
  type: 'konto',
  invoices: [invoice('2026-10-14', '2026-11-13'), invoice('2026-11-13', '2026-12-13')],
  currentInvoiceDate: '2026-11-13',
  currentInvoiceStatus: 1,
  adjustedFullInvoiceAmount: 1025,
  balance: 11500,
  minimumAmountToPay: 475,
  hasRefund: false,
  paymentMethodCustomer: '02',
  hasPPI: false,
  ...over,
});

const context = { country: 'se', today: '2026-11-20' } as const;
const derive = (over: Partial<InvoiceAccount> = {}) => {
  const view = deriveAccount(account(over), context);
  if (!view) throw new Error('no view');
  return view;
};

describe('derived invoice fields (core §3)', () => {
  test('the own brand arrives by its invoice name, its company code or its slug', () => {
    expect(accountBrandSlug('nordpayfinans')).toBe('nordpay');
    expect(accountBrandSlug('NP')).toBe('nordpay');
    expect(accountBrandSlug('Fjallmode')).toBe('fjallmode');
    expect(accountBrandSlug('unknown')).toBeUndefined();
    expect(deriveAccounts([account({ accountBrand: 'unknown' }), account()], context)).toHaveLength(
      1,
    );
  });

  test('status: paid for past invoices, otherwise the current status', () => {
    const view = derive({ currentInvoiceStatus: 901 });
    expect(view.invoices.map((i) => [i.invoiceDate, i.status])).toEqual([
      ['2026-11-13', 901],
      ['2026-10-14', 3],
    ]);
    expect(view.current?.invoiceDate).toBe('2026-11-13');
  });

  test('days to due date, type, count, path and brand name', () => {
    const [current, past] = derive().invoices;
    expect(current).toMatchObject({
      daysToDueDate: 23,
      type: 'konto',
      invoiceCount: 2,
      invoicePath: '/se/app/invoices/nordpay/2026-11-13',
      accountBrandDisplay: 'Nordpay',
      current: true,
    });
    expect(past?.daysToDueDate).toBe(-7);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  test.each([
    ['03', 'monthly'],
    ['02', 'konto'],
    ['04', 'invoice'],
    ['08', 'invoice'],
  ] as const)('payment method %s is type %s', (method, type) => {
    const view = derive({ invoices: [invoice('2026-11-13', '2026-12-13', method)] });
    expect(view.invoices[0]?.type).toBe(type);
  });

  test("no current invoice when the current date is 'null'", () => {
    expect(derive({ currentInvoiceDate: 'null' }).current).toBeUndefined();
  });

  test('the current invoice is listed even when the provider sends it apart', () => {
    const current = invoice('2026-12-13', '2027-01-12');
    const view = derive({ currentInvoice: current, currentInvoiceDate: '2026-12-13' });
    expect(view.invoices.map((i) => i.invoiceDate)).toEqual([
      '2026-12-13',
      '2026-11-13',
      '2026-10-14',
    ]);
  });
});

describe('moved-to-monthly flag (core §4: a 03 invoice following a 02 invoice, by due date newest first)', () => {
  // Invoices listed newest due date first, as the rule sorts them; "follows" is list order.
  const cases: [string, Invoice['paymentMethod'][], boolean[]][] = [
    ['a 03 right after a 02 is flagged', ['02', '03'], [false, true]],
    ['a 02 after a 03 is not', ['03', '02'], [false, false]],
    ['only the 03 right after the 02', ['02', '03', '03'], [false, true, false]],
    ['a lone 03 is not', ['03'], [false]],
  ];
  test.each(cases)('%s', (_, newestFirst, flags) => {
    // given oldest first, so the sort is what puts them in order
    const invoices = [...newestFirst]
      .reverse()
      .map((m, i) => invoice(`2026-0${i + 1}-01`, `2026-0${i + 1}-28`, m));
    const view = derive({ invoices, currentInvoiceDate: 'null' });
    expect(view.invoices.map((i) => i.paymentMethod)).toEqual(newestFirst);
    expect(view.invoices.map((i) => i.movedToKonto)).toEqual(flags);
  });
});

describe('shown state of an invoice (core §4 Display states)', () => {
  test.each([
    ['new and not yet due: due', {}, '2026-11-13', { state: 'due' }],
    ['a past invoice: paid', {}, '2026-10-14', { state: 'paid' }],
    ['scheduled 901', { currentInvoiceStatus: 901 }, '2026-11-13', { state: 'scheduled' }],
    ['autogiro 4', { currentInvoiceStatus: 4 }, '2026-11-13', { state: 'scheduled' }],
    ['904', { currentInvoiceStatus: 904 }, '2026-11-13', { state: 'cancel-initiated' }],
    ['free 5', { currentInvoiceStatus: 5 }, '2026-11-13', { state: 'free' }],
    ['processing 2', { currentInvoiceStatus: 2 }, '2026-11-13', { state: 'processing' }],
    [
      'debt collection 10',
      { currentInvoiceStatus: 10 },
      '2026-11-13',
      { state: 'debt-collection' },
    ],
    ['active refund', { refundStatus: 'PENDING' }, '2026-11-13', { state: 'pendingRefund' }],
  ] as const)('%s', (_, over, date, shown) => {
    const view = derive(over);
    const found = view.invoices.find((i) => i.invoiceDate === date);
    if (!found) throw new Error('missing');
    expect(invoiceShownState(view.account, found)).toEqual(shown);
  });

  test('a due invoice past its due date is overdue by its days late', () => {
    const view = deriveAccount(account(), { country: 'se', today: '2026-12-16' });
    expect(invoiceShownState(view!.account, view!.current!)).toEqual({
      state: 'overdue',
      daysLate: 3,
    });
  });
});

describe('what the customer can do (core §4 Customer actions)', () => {
  const se: Pick<CountryTerms, 'offers'> = countryTerms('se');
  const ids = (over: Partial<InvoiceAccount>, date = '2026-11-13', terms = se) => {
    const view = derive(over);
    const found = view.invoices.find((i) => i.invoiceDate === date)!;
    const options = invoiceOptions(view.account, found, terms);
    return [options.actions.map((a) => a.id), options.notice];
  };

  test.each([
    ['a new konto invoice', {}, [['pay', 'amount', 'bank', 'autogiro', 'freeMonth'], null]],
    [
      'a new monthly invoice (no payment-free month, minimum equals the total)',
      {
        type: 'monthly',
        invoices: [invoice('2026-11-13', '2026-12-13', '03', { minAmountToPay: 1025 })],
      },
      [['pay', 'bank', 'autogiro'], null],
    ],
    [
      'a scheduled payment can be cancelled',
      { currentInvoiceStatus: 901 },
      [['cancelAutogiro'], 'scheduled'],
    ],
    ['a cancellation in progress', { currentInvoiceStatus: 904 }, [[], 'cancelling']],
    ['debt collection cannot be paid here', { currentInvoiceStatus: 10 }, [[], 'debtCollection']],
    ['an active refund is not paid', { hasRefund: true }, [[], 'refund']],
    ['a payment being processed', { currentInvoiceStatus: 2 }, [[], 'processing']],
    ['nothing left to pay', { adjustedFullInvoiceAmount: 0 }, [[], null]],
  ] as const)('%s', (_, over, expected) => {
    expect(ids(over as Partial<InvoiceAccount>)).toEqual(expected);
  });

  test('a past invoice offers nothing', () => {
    expect(ids({}, '2026-10-14')).toEqual([[], null]);
  });

  test('no payment-free month where the country does not offer it', () => {
    const terms = {
      offers: { ...se.offers, paymentFreeMonth: { available: false as const, note: 'x' } },
    };
    expect(ids({}, '2026-11-13', terms)[0]).not.toContain('freeMonth');
  });

  test('actions link to the invoice flow steps', () => {
    const view = derive();
    const routes = invoiceOptions(view.account, view.current!, se).actions.map((a) => a.route);
    expect(routes).toEqual([
      'app-invoices-brand-id-steps-select',
      'app-invoices-brand-id-steps-amount',
      'app-invoices-brand-id-steps-bank',
      'app-invoices-brand-id-steps-pay',
      'app-invoices-brand-id-steps-freemonth',
    ]);
  });
});

describe('lists', () => {
  const konto = account();
  const monthly = account({
    accountBrand: 'fjallmode',
    accountNumber: 'SE-M-1',
    type: 'monthly',
    invoices: [invoice('2026-11-18', '2026-12-18', '03')],
    currentInvoiceDate: '2026-11-18',
  });
  const views = deriveAccounts([konto, monthly], context);

  test('by type, newest due date first', () => {
    expect(invoicesOfType(views, 'konto').map((l) => l.invoice.invoiceDate)).toEqual([
      '2026-11-13',
      '2026-10-14',
    ]);
    expect(invoicesOfType(views, 'monthly').map((l) => l.view.brand)).toEqual(['fjallmode']);
    expect(invoicesOfType(views, 'invoice')).toEqual([]);
  });

  test('upcoming: the current invoices, soonest due first; history: the rest', () => {
    expect(upcomingInvoices(views).map((l) => l.invoice.invoiceDate)).toEqual([
      '2026-11-13',
      '2026-11-18',
    ]);
    expect(invoiceHistory(views).map((l) => l.invoice.invoiceDate)).toEqual(['2026-10-14']);
  });

  test.each([
    ['brand and date', 'nordpay', '2026-10-14', '2026-10-14'],
    ['date alone, in any account', undefined, '2026-11-18', '2026-11-18'],
    ['brand alone: its current invoice', 'fjallmode', undefined, '2026-11-18'],
    ['a date the brand does not have', 'fjallmode', '2026-10-14', undefined],
    ['neither', undefined, undefined, undefined],
  ] as const)('find by %s', (_, brand, id, found) => {
    expect(findInvoice(views, brand, id)?.invoice.invoiceDate).toBe(found);
  });
});

describe('invoice PDF (core §7: company id by brand and country, default 02)', () => {
  test.each([
    ['nordpay', 'se', '/download/INVOICE/nordpay/02_SE-K-1_2026-11-13.pdf'],
    ['nordpay', 'no', '/download/INVOICE/nordpay/22_SE-K-1_2026-11-13.pdf'],
    ['fjallmode', 'fi', '/download/INVOICE/fjallmode/37_SE-K-1_2026-11-13.pdf'],
    ['kustkok', 'se', '/download/INVOICE/kustkok/02_SE-K-1_2026-11-13.pdf'],
  ] as const)('%s in %s', (brand, country, path) => {
    expect(invoicePdfPath(brand, country, 'SE-K-1', '2026-11-13')).toBe(path);
  });
});
