/**
 * The private loan's pure rules, from the spec and the country terms: who can get the loan (spec
 * 001 6), the calculator prefilled for a logged-in customer, the representative example's total
 * credit cost, and what a failed price query means (no figures when the partner cannot be reached).
 */
import { describe, expect, it } from 'vitest';
import { countryTerms, type CountryCode } from '../../../../../generated/countries/index.js';
import { eligibilityCriteria } from '../../../../../runtime/features/loan/eligibility.js';
import {
  chosenQuery,
  failureOf,
  partnerFigures,
} from '../../../../../runtime/features/loan/loan-calculator.js';
import { prefilledValues } from '../../../../../runtime/features/loan/prefill.js';
import { initialValues, termsFigures } from '../../../../../runtime/features/loan/terms-price.js';
import { privateLoanSlice } from '../../../../../runtime/features/loan/private-loan-slice.js';

const sliceOf = (cc: CountryCode) => {
  const slice = privateLoanSlice(countryTerms(cc));
  if (!slice) throw new Error(`no loan in ${cc}`);
  return slice;
};

describe('eligibility (spec 001 6)', () => {
  // Each requirement as its sentence id and its figure (money in minor units).
  const table: [CountryCode, [string, number | null][]][] = [
    // "Sweden: age 20 or older, no payment remarks, fixed income of at least 84 000 kr per year."
    [
      'se',
      [
        ['minAge', 20],
        ['minIncomePerYear', 8_400_000],
        ['noPaymentRemarks', null],
      ],
    ],
    // "Finland: age 24, gross income 800 EUR per month."
    [
      'fi',
      [
        ['minAge', 24],
        ['minIncomePerMonth', 80_000],
      ],
    ],
    // "Norway: income at least 200 000 kr, loan repaid by age 80."
    [
      'no',
      [
        ['minIncomePerYear', 20_000_000],
        ['repaidByAge', 80],
      ],
    ],
  ];

  it.each(table)('%s: the requirements said before applying', (cc, expected) => {
    const said = eligibilityCriteria(sliceOf(cc).eligibility).map(({ id, values }) => {
      const figure = Object.values(values)[0];
      return [
        id.replace('page.privateLoan.faq.eligibility.', ''),
        figure === undefined ? null : typeof figure === 'number' ? figure : figure.minor,
      ];
    });
    expect(said).toEqual(expected);
  });

  it('dk: no loan, so nothing to be eligible for', () => {
    expect(privateLoanSlice(countryTerms('dk'))).toBeNull();
  });
});

describe('the calculator prefilled for a logged-in customer', () => {
  const cases: [CountryCode, string | null, string | null, 'chosen' | 'start'][] = [
    ['se', '50000', '5', 'chosen'],
    ['se', '10000', '1', 'chosen'],
    ['se', '400000', '15', 'chosen'],
    ['se', '9999', '5', 'start'],
    ['se', '50000', '16', 'start'],
    ['se', null, '5', 'start'],
    ['se', 'abc', '5', 'start'],
    ['no', '30000', '5', 'chosen'],
    ['no', '30001', '5', 'start'],
    ['no', '2000', '6', 'start'],
    ['fi', '1500', '3', 'chosen'],
    ['fi', '99', '3', 'start'],
    ['fi', '1500', '0', 'start'],
  ];
  it.each(cases)('%s: amount %s over %s years -> %s', (cc, amount, years, expected) => {
    const { limits } = sliceOf(cc);
    const values = prefilledValues(limits, { amount, years });
    expect(values).toEqual(
      expected === 'chosen'
        ? { amount: Number(amount), years: Number(years) }
        : initialValues(limits),
    );
  });

  it('carries what was chosen in the address, and nothing when nothing valid was', () => {
    expect(chosenQuery({ amount: 25000, years: 3 })).toEqual({ amount: '25000', years: '3' });
    expect(chosenQuery(null)).toEqual({});
  });
});

describe('the representative example', () => {
  it('the total credit cost is everything repaid beyond the amount (partner answer)', () => {
    const figures = partnerFigures(
      {
        amount: 25000,
        years: 3,
        effectiveInterest: 6.75,
        yearlyInterest: 6.55,
        arrangementFee: 395,
        adminFee: 25,
        monthlyAmount: 791.11,
        numberOfMonths: 36,
        totalRepayment: 28874.96,
      },
      2,
    );
    expect(figures).toMatchObject({
      amountMinor: 2_500_000,
      arrangementFeeMinor: 39_500,
      adminFeeMinor: 2_500,
      totalRepaymentMinor: 2_887_496,
      totalCostMinor: 387_496,
    });
  });

  it.each(['se', 'no', 'fi'] as const)(
    '%s: the prerendered start has every figure, its cost the interest over the term',
    (cc) => {
      const slice = sliceOf(cc);
      const start = initialValues(slice.limits);
      const figures = termsFigures(start.amount, start.years, slice.pricing);
      expect(figures).not.toBeNull();
      if (!figures) return;
      expect(figures.numberOfMonths).toBe(start.years * 12);
      expect(figures.totalCostMinor).toBe(figures.totalRepaymentMinor - figures.amountMinor);
      expect(figures.totalCostMinor).toBeGreaterThan(0);
      expect(figures.effectiveInterest).toBeGreaterThan(figures.yearlyInterest);
    },
  );
});

describe('a failed price query', () => {
  const table: [number | null, ReturnType<typeof failureOf>][] = [
    [400, 'invalid'],
    [422, 'invalid'],
    // The partner cannot be reached: no figures, and the page says so.
    [null, 'unreachable'],
    [500, 'unreachable'],
    [502, 'unreachable'],
    [503, 'unreachable'],
    [504, 'unreachable'],
    // The partner does not price this loan.
    [404, 'unavailable'],
  ];
  it.each(table)('%s -> %s', (status, failure) => {
    expect(failureOf(status)).toBe(failure);
  });
});
