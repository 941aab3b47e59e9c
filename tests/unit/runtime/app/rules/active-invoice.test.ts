/**
 * Core §4 Rules, word for word: "Active invoice: account status is new, scheduled or
 * cancel-initiated; current date is not 'null'; adjusted amount above 0; no refund (hasRefund, or
 * refundStatus PENDING or CREATED). An invoice matching an existing refund is an active refund."
 */
import { describe, expect, test } from 'vitest';
import {
  activeInvoiceAccounts,
  isActiveInvoice,
  isActiveInvoiceOf,
} from '../../../../../runtime/shared/domain/active-invoice.js';
import {
  activeRefundAccounts,
  isActiveRefund,
  isActiveRefundOf,
} from '../../../../../runtime/shared/domain/active-refund.js';

interface Account {
  currentInvoiceStatus?: number;
  currentInvoiceDate: string;
  adjustedFullInvoiceAmount: number;
  hasRefund: boolean;
  refundStatus?: 'PENDING' | 'CREATED';
}

const open: Account = {
  currentInvoiceStatus: 1,
  currentInvoiceDate: '2026-11-13',
  adjustedFullInvoiceAmount: 1025,
  hasRefund: false,
};

// [what the spec says, the account, active invoice, active refund]
const cases: [string, Account, boolean, boolean][] = [
  ['status new', open, true, false],
  ['status scheduled (901)', { ...open, currentInvoiceStatus: 901 }, true, false],
  ['status cancel-initiated (904)', { ...open, currentInvoiceStatus: 904 }, true, false],
  ['status processing (2) is not listed', { ...open, currentInvoiceStatus: 2 }, false, false],
  ['status paid (3) is not listed', { ...open, currentInvoiceStatus: 3 }, false, false],
  ['status autogiro (4) is not listed', { ...open, currentInvoiceStatus: 4 }, false, false],
  ['status free (5) is not listed', { ...open, currentInvoiceStatus: 5 }, false, false],
  [
    'status debt collection (10) is not listed',
    { ...open, currentInvoiceStatus: 10 },
    false,
    false,
  ],
  ['no status', { ...open, currentInvoiceStatus: undefined }, false, false],
  ["current date 'null'", { ...open, currentInvoiceDate: 'null' }, false, false],
  ['adjusted amount 0 is not above 0', { ...open, adjustedFullInvoiceAmount: 0 }, false, false],
  ['adjusted amount below 0', { ...open, adjustedFullInvoiceAmount: -10 }, false, false],
  ['adjusted amount just above 0', { ...open, adjustedFullInvoiceAmount: 0.01 }, true, false],
  ['hasRefund: an active refund', { ...open, hasRefund: true }, false, true],
  ['refundStatus PENDING: an active refund', { ...open, refundStatus: 'PENDING' }, false, true],
  ['refundStatus CREATED: an active refund', { ...open, refundStatus: 'CREATED' }, false, true],
  // Issue 11: se Lars's konto (refund CREATED, the return took the invoice to 0) read as a
  // new invoice of 0 to pay in se, while dk Ida's (refund CREATED, 599) read as a refund.
  [
    'refund CREATED on an invoice of 0: still an active refund, never 0 to pay',
    { ...open, adjustedFullInvoiceAmount: 0, hasRefund: true, refundStatus: 'CREATED' },
    false,
    true,
  ],
  [
    'refund PENDING on an invoice below 0: an active refund',
    { ...open, adjustedFullInvoiceAmount: -450, refundStatus: 'PENDING' },
    false,
    true,
  ],
  [
    'a refund on a scheduled invoice (901): an active refund',
    { ...open, currentInvoiceStatus: 901, hasRefund: true },
    false,
    true,
  ],
  [
    'a refund on a paid invoice is no active refund',
    { ...open, currentInvoiceStatus: 3, hasRefund: true },
    false,
    false,
  ],
  [
    "a refund with current date 'null' is no active refund",
    { ...open, currentInvoiceDate: 'null', refundStatus: 'PENDING' },
    false,
    false,
  ],
];

describe('active invoice and active refund (core §4 Rules)', () => {
  test.each(cases)('%s', (_, account, invoice, refund) => {
    expect(isActiveInvoice(account)).toBe(invoice);
    expect(isActiveRefund(account)).toBe(refund);
    expect(isActiveInvoiceOf(account, account.currentInvoiceDate)).toBe(invoice);
    expect(isActiveRefundOf(account, account.currentInvoiceDate)).toBe(refund);
  });

  test('only the current invoice of an account is its active invoice or refund', () => {
    expect(isActiveInvoiceOf(open, '2026-10-14')).toBe(false);
    expect(isActiveRefundOf({ ...open, hasRefund: true }, '2026-10-14')).toBe(false);
  });

  test('the lists keep the accounts the rules pick, in order', () => {
    const refund = { ...open, hasRefund: true };
    const paid = { ...open, currentInvoiceStatus: 3 };
    const scheduled = { ...open, currentInvoiceStatus: 901 };
    const accounts = [refund, open, paid, scheduled];
    expect(activeInvoiceAccounts(accounts)).toEqual([open, scheduled]);
    expect(activeRefundAccounts(accounts)).toEqual([refund]);
  });
});
