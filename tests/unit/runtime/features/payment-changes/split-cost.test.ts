/**
 * What an interest-free split costs (shared/domain/split-cost.ts), from each country's terms
 * (spec 001 §9: "purchases above 1 500 kr; admin fee 39 kr per month; set-up fees 99, 199, 299,
 * 399 kr"): only where the terms offer it and above the limit, every term with the set-up fee of
 * the term plus the admin fee of each month, and a monthly amount whose months cover the total.
 */
import { describe, expect, it } from 'vitest';
import { countryTerms, type CountryCode } from '../../../../../generated/countries/index.js';
import { splitAllowedFor, splitCosts } from '../../../../../runtime/shared/domain/split-cost.js';

describe('splitCosts', () => {
  it.each([
    // [country, owed, months, set-up, fees, total, monthly]
    ['se', 2499, 3, 99, 99 + 3 * 39, 2499 + 99 + 117, 905],
    ['se', 2499, 6, 199, 199 + 6 * 39, 2932, 488.67],
    ['se', 2499, 12, 299, 299 + 12 * 39, 3266, 272.17],
    ['se', 2499, 18, 399, 399 + 18 * 39, 3600, 200],
    ['no', 1500.01, 3, 99, 216, 1716.01, 572.01],
  ] as const)('%s: %d over %d months', (country, owed, months, setUp, fees, total, monthly) => {
    const cost = splitCosts(owed, countryTerms(country)).find((c) => c.months === months);
    expect(cost).toEqual({ months, setUpFee: setUp, monthlyFee: 39, fees, total, monthly });
  });

  it('the months together never fall short of the total', () => {
    for (const owed of [1500.01, 1777.77, 2499, 9999.99]) {
      for (const cost of splitCosts(owed, countryTerms('se'))) {
        expect(Math.round(cost.monthly * 100) * cost.months).toBeGreaterThanOrEqual(
          Math.round(cost.total * 100),
        );
        expect(Math.round(cost.monthly * 100) * (cost.months - 1)).toBeLessThan(
          Math.round(cost.total * 100),
        );
      }
    }
  });

  it.each([
    ['se', 1500, false],
    ['se', 1500.01, true],
    ['no', 1501, true],
    ['fi', 5000, false],
    ['dk', 5000, false],
  ] as [CountryCode, number, boolean][])(
    '%s: %d is split: %s (above the limit, where the terms offer it)',
    (country, owed, allowed) => {
      expect(splitAllowedFor(owed, countryTerms(country))).toBe(allowed);
      expect(splitCosts(owed, countryTerms(country)).map((c) => c.months)).toEqual(
        allowed ? [3, 6, 12, 18] : [],
      );
    },
  );
});
