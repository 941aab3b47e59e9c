/**
 * "Compare before committing" (issue 14): the rows of a due purchase's comparison, only for the
 * options it offers, every figure from the provider's answer (the snooze fee) or the country's
 * terms (split fees, the konto example), and no total where none is known (konto).
 */
import { describe, expect, it } from 'vitest';
import { countryTerms } from '../../../../../generated/countries/index.js';
import { compareRows } from '../../../../../runtime/features/purchases/compare.js';
import { dueDateAfter } from '../../../../../runtime/shared/domain/due-date-after.js';

const order: Parameters<typeof compareRows>[0] = {
  dueDate: '2025-01-28',
  snoozePossibilities: [
    { snoozeDays: 10, snoozeFee: 29 },
    { snoozeDays: 30, snoozeFee: 49 },
  ],
  currentDebtOnOrderInvoice: undefined,
  orderInvoiceAmount: 2999,
};

describe('compareRows', () => {
  it('se: pay now, postpone 10 and 30, split over each term, move to konto (the example)', () => {
    const rows = compareRows(
      order,
      ['pay', 'bank', 'snooze', 'return', 'split', 'moveToKonto'],
      countryTerms('se'),
    );
    expect(rows).toEqual([
      { kind: 'payNow', extra: 0, total: 2999 },
      { kind: 'snooze', days: 10, dueDate: '2025-02-07', extra: 29, total: 3028 },
      { kind: 'snooze', days: 30, dueDate: '2025-02-27', extra: 49, total: 3048 },
      { kind: 'split', months: 3, monthly: 1071.67, extra: 216, total: 3215 },
      { kind: 'split', months: 6, monthly: 572, extra: 433, total: 3432 },
      { kind: 'split', months: 12, monthly: 313.84, extra: 767, total: 3766 },
      { kind: 'split', months: 18, monthly: 227.78, extra: 1101, total: 4100 },
      {
        kind: 'moveToKonto',
        example: { amount: 10000, months: 12, total: 11436 },
        // The example's own effective rate (12 payments of 953 kr for 10 000 kr), so the
        // sentence's figures agree.
        effectiveRate: 28.74,
      },
    ]);
  });

  it('only what the purchase offers', () => {
    expect(compareRows(order, ['pay'], countryTerms('se')).map((r) => r.kind)).toEqual(['payNow']);
  });

  it("no: Sweden's example, on the same terms; dk: no konto, so the row says nothing is known", () => {
    expect(compareRows(order, ['moveToKonto'], countryTerms('no'))).toEqual([
      {
        kind: 'moveToKonto',
        example: { amount: 10000, months: 12, total: 11436 },
        effectiveRate: 28.74,
      },
    ]);
    expect(compareRows(order, ['moveToKonto'], countryTerms('dk'))).toEqual([
      { kind: 'moveToKonto', example: null, effectiveRate: null },
    ]);
  });

  it('fi: the fees the provider sends for 14 and 30 days, in euros', () => {
    const fi: Parameters<typeof compareRows>[0] = {
      ...order,
      orderInvoiceAmount: 89.9,
      snoozePossibilities: [
        { snoozeDays: 14, snoozeFee: 2.95 },
        { snoozeDays: 30, snoozeFee: 4.95 },
      ],
    };
    expect(compareRows(fi, ['snooze'], countryTerms('fi'))).toEqual([
      { kind: 'snooze', days: 14, dueDate: '2025-02-11', extra: 2.95, total: 92.85 },
      { kind: 'snooze', days: 30, dueDate: '2025-02-27', extra: 4.95, total: 94.85 },
    ]);
  });
});

describe('dueDateAfter', () => {
  it.each([
    ['2025-01-28', 10, '2025-02-07'],
    ['2025-02-20', 14, '2025-03-06'],
    ['2024-02-20', 10, '2024-03-01'],
    ['2025-12-15', 30, '2026-01-14'],
    ['2025-03-25', 10, '2025-04-04'],
  ] as const)('%s + %d days is %s', (date, days, after) => {
    expect(dueDateAfter(date, days)).toBe(after);
  });
});
