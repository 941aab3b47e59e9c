/** The payment-free month's rules as said per country (spec 001 §4, countries/*.yaml). */
import { describe, expect, it } from 'vitest';
import { countryTerms } from '../../../../../generated/countries/index.js';
import { freeMonthRules, refusalOf } from '../../../../../runtime/features/free-month/rules.js';

describe('freeMonthRules', () => {
  it.each([
    [
      'fi',
      [
        { id: 'flow.freeMonth.rule.earnedAfter', values: { count: 3 } },
        { id: 'flow.freeMonth.rule.perYear', values: { max: 2 } },
        { id: 'flow.freeMonth.rule.notConsecutive' },
      ],
    ],
    ['no', [{ id: 'flow.freeMonth.rule.perYear', values: { max: 2 } }]],
    ['se', [{ id: 'flow.freeMonth.rule.onceEarned' }]],
    ['dk', [{ id: 'flow.freeMonth.rule.onceEarned' }]],
  ] as const)('%s', (country, expected) => {
    expect(freeMonthRules(countryTerms(country))).toEqual(expected);
  });

  it('says no rule the terms do not give', () => {
    const terms = countryTerms('se');
    const none = {
      paymentFreeMonth: {
        ...terms.paymentFreeMonth,
        usableOnceEarned: null,
        earnedAfterPunctualPayments: null,
        maxPerCalendarYear: null,
        consecutiveAllowed: null,
      },
    };
    expect(freeMonthRules(none)).toEqual([]);
  });
});

describe('refusalOf', () => {
  it.each([
    ['flow.freeMonth.refused.consecutive', 'flow.freeMonth.refused.consecutive'],
    ['flow.freeMonth.refused.perYear', 'flow.freeMonth.refused.perYear'],
    ['flow.freeMonth.refused.notEarned', 'flow.freeMonth.refused.notEarned'],
    ['error.somethingElse', 'flow.freeMonth.refused.notEarned'],
    [undefined, 'flow.freeMonth.refused.notEarned'],
  ] as const)('%s reads as %s', (given, shown) => {
    expect(refusalOf(given)).toBe(shown);
  });
});
