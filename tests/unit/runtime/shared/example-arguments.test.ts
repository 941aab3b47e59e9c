import { describe, expect, it } from 'vitest';
import { countryCodes, countryTerms } from '../../../../generated/countries/index.js';
import { createFormat } from '../../../../runtime/shared/i18n/public-format.js';
import {
  creditExampleArguments,
  kontoExampleArguments,
} from '../../../../runtime/shared/terms/example-arguments.js';
import { paymentOptionsSlice } from '../../../../runtime/shared/terms/payment-options-slice.js';

/** What the consumer-credit laws ask every representative example to name. */
const required = [
  'amount',
  'months',
  'nominal',
  'effective',
  'monthlyAmount',
  'totalCost',
  'totalAmount',
];

const countries = countryCodes.map((cc) => {
  const terms = countryTerms(cc);
  const slice = paymentOptionsSlice(terms);
  return {
    cc,
    f: createFormat(cc, terms.languageTag),
    konto: slice.konto?.example ?? null,
    credit: slice.accountCredit?.example ?? null,
  };
});
const withKonto = countries.flatMap(({ cc, f, konto }) => (konto ? [{ cc, f, konto }] : []));
const withCredit = countries.flatMap(({ cc, f, credit }) => (credit ? [{ cc, f, credit }] : []));

describe('representative examples as message arguments', () => {
  it('the terms give a konto example in Sweden and Finland, and an account credit one in Finland', () => {
    expect(withKonto.map((c) => c.cc)).toEqual(expect.arrayContaining(['se', 'fi']));
    expect(withCredit.map((c) => c.cc)).toEqual(['fi']);
  });

  it.each(withKonto)('$cc: the konto example names every figure, formatted', ({ f, konto }) => {
    const args = kontoExampleArguments(f, konto);
    expect(Object.keys(args).sort()).toEqual([...required, 'fee'].sort());
    expect(args.amount).toBe(f.money(konto.amount));
    expect(args.effective).toBe(f.percent(konto.effective));
    expect(args.fee).toBe(f.money(konto.fee));
  });

  it.each(withCredit)(
    '$cc: the account credit example adds the interest on the limit',
    ({ f, credit }) => {
      const args = creditExampleArguments(f, credit);
      expect(Object.keys(args).sort()).toEqual([...required, 'limitInterest'].sort());
      expect(args.limitInterest).toBe(f.percent(credit.limitInterest));
    },
  );
});
