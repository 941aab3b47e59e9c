/**
 * Core §9: "Transactions sorted by presentation order, description, amount; amount is the sign
 * joined to the amount and parsed as decimal."
 */
import { describe, expect, test } from 'vitest';
import {
  shownTransactions,
  signedAmount,
  sortTransactions,
} from '../../../../../runtime/shared/domain/transactions.js';

interface Line {
  presentationOrder: number;
  transactionDescription: string;
  sign: '+' | '-';
  transactionAmount: number;
  transactionTypeType: number;
}
const line = (
  presentationOrder: number,
  transactionDescription: string,
  sign: '+' | '-',
  transactionAmount: number,
  transactionTypeType = 410,
): Line => ({
  presentationOrder,
  transactionDescription,
  sign,
  transactionAmount,
  transactionTypeType,
});
const key = (l: Line) =>
  `${l.presentationOrder} ${l.transactionDescription} ${l.sign}${l.transactionAmount}`;

// [what decides, lines as given, expected order]
const cases: [string, Line[], string[]][] = [
  [
    'presentation order first',
    [line(3, 'A', '+', 1), line(1, 'Z', '+', 9), line(2, 'M', '-', 5)],
    ['1 Z +9', '2 M -5', '3 A +1'],
  ],
  [
    'then description, for the same presentation order',
    [
      line(1, 'Purchase', '+', 10),
      line(1, 'Opening balance', '+', 900),
      line(1, 'Bankgiro payment', '-', 98),
    ],
    ['1 Bankgiro payment -98', '1 Opening balance +900', '1 Purchase +10'],
  ],
  [
    'then the signed amount: a minus amount comes before a plus one',
    [line(1, 'Return', '+', 5), line(1, 'Return', '-', 50), line(1, 'Return', '+', 1)],
    ['1 Return -50', '1 Return +1', '1 Return +5'],
  ],
  [
    'the amount as a decimal, not as text (9 before 10)',
    [line(2, 'Fee', '+', 10), line(2, 'Fee', '+', 9.5)],
    ['2 Fee +9.5', '2 Fee +10'],
  ],
  [
    'presentation order outranks the amount',
    [line(2, 'A', '-', 1000), line(1, 'A', '+', 1000)],
    ['1 A +1000', '2 A -1000'],
  ],
];

describe('invoice transactions (core §9)', () => {
  test.each(cases)('%s', (_, lines, expected) => {
    expect(sortTransactions(lines).map(key)).toEqual(expected);
  });

  test.each([
    ['+', 12.5, 12.5],
    ['-', 12.5, -12.5],
    ['-', 0, -0],
  ] as const)('sign %s joined to %s is %s', (sign, amount, signed) => {
    expect(signedAmount({ sign, transactionAmount: amount })).toBe(signed);
  });

  test('a shown line carries its signed amount and its known type', () => {
    const shown = shownTransactions([
      line(2, 'Payment', '-', 98, 220),
      line(1, 'Odd', '+', 1, 999),
    ]);
    expect(shown.map((s) => [s.amount, s.type])).toEqual([
      [1, undefined],
      [-98, 220],
    ]);
  });

  test('the given list is left as it was', () => {
    const lines = [line(2, 'B', '+', 1), line(1, 'A', '+', 1)];
    sortTransactions(lines);
    expect(lines.map(key)).toEqual(['2 B +1', '1 A +1']);
  });
});
