import { describe, expect, it } from 'vitest';
import { effectiveRate } from '../../../../runtime/shared/domain/effective-rate.js';
import { annuityMinor } from '../../../../runtime/features/loan/terms-price.js';

// The expected values were computed apart from the code under test, by solving the directive's
// equation for the yearly rate X directly (Σ instalment · (1 + X)^(−k/12)), not the monthly rate.
describe('the effective rate (EU consumer-credit formula)', () => {
  it('is the nominal rate compounded monthly when nothing but interest is paid', () => {
    // 1 % a month: (1.01)^12 − 1 = 12.6825 %
    expect(effectiveRate({ paidOut: 10_000_000, instalment: 888_488, months: 12 })).toBe(12.68);
    // 6.55 % nominal over five years compounds to 6.75 %
    const monthly = annuityMinor(1_000_000, 6.55, 60);
    expect(effectiveRate({ paidOut: 1_000_000, instalment: monthly, months: 60 })).toBe(6.75);
  });

  it('is 0 when nothing is paid beyond the credit', () => {
    expect(effectiveRate({ paidOut: 1200, instalment: 100, months: 12 })).toBe(0);
    expect(effectiveRate({ paidOut: 1200, instalment: 90, months: 12 })).toBe(0);
  });

  it('counts monthly fees paid with the instalments', () => {
    // An interest-free split of 1 200 over 12 months with a fee of 10 a month.
    expect(effectiveRate({ paidOut: 1200, instalment: 110, months: 12 })).toBe(19.53);
  });

  it('counts a fee paid at the start as less credit received', () => {
    // 1 000 repaid as 12 × 100; with a set-up fee of 50 less is received for the same payments.
    const plain = effectiveRate({ paidOut: 1000, instalment: 100, months: 12 });
    const withFee = effectiveRate({ paidOut: 1000, instalment: 100, months: 12, upfrontFee: 50 });
    expect(plain).toBe(41.3);
    expect(withFee).toBe(56.28);
  });

  it('agrees with the worked examples of the country terms', () => {
    // Sweden: 10 000 kr over 12 months at 953 kr a month (the konto fee included).
    expect(effectiveRate({ paidOut: 10_000, instalment: 953, months: 12 })).toBe(28.74);
    // Finland: 1 000 € at 95.23 € a month; the account credit 400 € at 39 € a month.
    expect(effectiveRate({ paidOut: 1000, instalment: 95.23, months: 12 })).toBe(28.55);
    expect(effectiveRate({ paidOut: 400, instalment: 39, months: 12 })).toBe(34.52);
  });
});
