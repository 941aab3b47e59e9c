/**
 * The amount a payment step carries (issue 13; route rule paymentAmount, validator paymentAmount):
 * an amount in the query is kept only when it is well formed and between the minimum and the
 * total, otherwise the total is paid; and the amount the customer types, in the way people write
 * it in the four countries.
 */
import { describe, expect, it } from 'vitest';
import { amountQuery, chosenAmount } from '../../../../../runtime/features/payments/amount.js';
import { parseTypedAmount } from '../../../../../runtime/features/payments/amount-step.js';

const payable = { minimum: 100, total: 1234.5 };
const chosen = (query: string) => chosenAmount(new URLSearchParams(query), payable);

describe('chosenAmount', () => {
  it.each([
    ['amount=500', 500],
    ['amount=100', 100],
    ['amount=1234.5', 1234.5],
    ['amount=1234.50', 1234.5],
    ['amount=250.05', 250.05],
    ['amount=999.9', 999.9],
  ])('%s in range is kept: %s', (query, amount) => {
    expect(chosen(query)).toBe(amount);
  });

  it.each([
    ['no amount', ''],
    ['below the minimum', 'amount=99.99'],
    ['above the total', 'amount=1234.51'],
    ['far above', 'amount=1000000'],
    ['zero', 'amount=0'],
    ['an exponent', 'amount=1e3'],
    ['negative', 'amount=-1'],
    ['three decimals', 'amount=12.345'],
    ['empty', 'amount='],
    ['letters', 'amount=abc'],
    ['digits and letters', 'amount=500kr'],
    ['a comma', 'amount=500,50'],
    ['a leading zero', 'amount=0500'],
    ['a space', 'amount=%20500'],
    ['a plus', 'amount=%2B500'],
    ['hexadecimal', 'amount=0x1F4'],
    ['Infinity', 'amount=Infinity'],
    ['NaN', 'amount=NaN'],
    ['a trailing point', 'amount=500.'],
  ])('%s falls back to the total (%s)', (_name, query) => {
    expect(chosen(query)).toBe(payable.total);
  });

  it('the first amount of a repeated query is the one read', () => {
    expect(chosen('amount=200&amount=300')).toBe(200);
  });

  it('where the minimum is the total, only the total', () => {
    const fixed = { minimum: 80, total: 80 };
    expect(chosenAmount(new URLSearchParams('amount=80'), fixed)).toBe(80);
    expect(chosenAmount(new URLSearchParams('amount=40'), fixed)).toBe(80);
  });

  it('amountQuery writes what chosenAmount reads back', () => {
    for (const amount of [100, 250.05, 999.9, 1234.5]) {
      expect(chosen(`amount=${amountQuery(amount)}`)).toBe(amount);
    }
    expect(amountQuery(1234.5)).toBe('1234.5');
    expect(amountQuery(100)).toBe('100');
    expect(amountQuery(0.1 + 0.2)).toBe('0.3');
  });
});

describe('parseTypedAmount', () => {
  it.each([
    ['1 234,50', 1234.5],
    ['1234.5', 1234.5],
    ['1234,5', 1234.5],
    ['1234', 1234],
    ['  100  ', 100],
    ['1\u00a0234,50', 1234.5],
    ['1\u202f234', 1234],
    ['12 345 678', 12345678],
    ['0,05', 0.05],
  ])('%j is %s', (text, amount) => {
    expect(parseTypedAmount(text)).toBe(amount);
  });

  it.each([
    '12,3,4',
    '1.234,50',
    '1,234.50',
    '',
    ' ',
    'abc',
    '100 kr',
    '-5',
    '+5',
    '1e3',
    '100,',
    ',5',
    '.5',
    '0x10',
    'Infinity',
  ])('%j is not an amount', (text) => {
    expect(parseTypedAmount(text)).toBeNaN();
  });
});
