import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryTerms } from '../../generated/countries/index.js';
import type {
  LoanCalculatorResult,
  LoanIntervals,
  Problem,
} from '../../generated/entities/types.js';
import { annuityMinor, effectiveRate, loanProduct } from '../../sandbox/loan/calculator.js';
import { engines, openTestDatabase, testApi, type TestApi, type TestDatabase } from './support.js';

describe('loan calculator arithmetic', () => {
  it('annuity: exact and rounded half up to the minor unit', () => {
    // 12 000.00 at 0 % over 12 months: 1 000.00.
    expect(annuityMinor(1200000n, 0, 12)).toBe(100000n);
    // 10 000 at 12 % over 12 months: the textbook 888.49 (r = 1 %).
    expect(annuityMinor(1000000n, 1200, 12)).toBe(88849n);
    // Against a float reference for the Swedish limits.
    for (const [amount, rate, months] of [
      [1000000n, 655, 12],
      [40000000n, 655, 180],
      [1234567n, 2600, 60],
    ] as const) {
      const r = rate / 120000;
      const float = (Number(amount) * r) / (1 - (1 + r) ** -months);
      expect(Math.abs(Number(annuityMinor(amount, rate, months)) - float)).toBeLessThan(0.51);
    }
  });

  it('effective rate: no fees gives (1 + r/12)^12 − 1', () => {
    expect(effectiveRate(1000000n, 88849n, 12)).toBe(12.68);
    expect(effectiveRate(1200000n, 100000n, 12)).toBe(0);
  });

  it('the Swedish konto example (10 000 kr, 12 months, 953 kr) against the country terms', () => {
    const konto = countryTerms('se').rates.konto;
    if (!konto.available || !konto.example.available) throw new Error('se konto terms');
    const example = konto.example;
    // The stated total is the stated monthly amount times the months.
    expect(example.monthlyAmount.minor * example.months).toBe(example.totalAmount.minor);
    // The pure annuity at the nominal rate is below the stated amount; the stated effective rate
    // (29.91 %) is what the stated amount implies once fees are included, so the example is not
    // reproducible from the nominal rate alone.
    const annuity = annuityMinor(
      BigInt(example.amount.minor),
      Math.round(konto.nominal * 100),
      example.months,
    );
    expect(Number(annuity)).toBeLessThan(example.monthlyAmount.minor);
    expect(
      effectiveRate(BigInt(example.amount.minor), BigInt(example.monthlyAmount.minor), 12),
    ).toBeGreaterThan(konto.nominal);
  });

  it('references name the country; dk has no loan', () => {
    expect(loanProduct('se').kind).toBe('product');
    expect(loanProduct('PRIVATE_LOAN_NO').kind).toBe('product');
    expect(loanProduct('privateloan-dk')).toEqual({ kind: 'notOffered', country: 'dk' });
    expect(loanProduct('privateloan-xx').kind).toBe('unknownReference');
  });
});

describe.each(engines)('loan on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  const json = async <T>(path: string, status: number): Promise<T> => {
    const res = await api.request(path);
    expect(res.status, path).toBe(status);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db);
  });
  afterAll(() => t.drop());

  it('getPartnerIntervals: the country loan terms; dk and unknown references 404', async () => {
    expect(
      await json<LoanIntervals>('/service/loan/partnerIntervals?reference=privateloan-se', 200),
    ).toEqual({
      minAmount: 10000,
      maxAmount: 400000,
      minYears: 1,
      maxYears: 15,
      interestFrom: 6.55,
      interestTo: 26,
    });
    expect(
      await json<LoanIntervals>('/service/loan/partnerIntervals?reference=no', 200),
    ).toMatchObject({
      minAmount: 2000,
      maxAmount: 30000,
      maxYears: 5,
      interestFrom: 28.44,
    });
    expect(await json<LoanIntervals>('/service/loan/partnerIntervals?reference=fi', 200)).toEqual({
      minAmount: 100,
      maxAmount: 3000,
      minYears: 1,
      maxYears: 5,
    });
    await json<Problem>('/service/loan/partnerIntervals?reference=dk', 404);
    await json<Problem>('/service/loan/partnerIntervals?reference=zz', 404);
    await json<Problem>('/service/loan/partnerIntervals?reference=bad%20ref', 400);
    expect(api.errors).toEqual([]);
  });

  it('getPartnerQuery: price example; out-of-range amount or years 422 naming the field', async () => {
    const se = await json<LoanCalculatorResult>(
      '/service/loan/partnerQuery?reference=se&amount=10000&years=1',
      200,
    );
    expect(se).toEqual({
      amount: 10000,
      years: 1,
      yearlyInterest: 6.55,
      effectiveInterest: 6.75,
      arrangementFee: 0,
      adminFee: 0,
      monthlyAmount: fromCents(annuityMinor(1000000n, 655, 12)),
      numberOfMonths: 12,
      totalRepayment: fromCents(annuityMinor(1000000n, 655, 12) * 12n),
    });
    expect(se.monthlyAmount).toBe(863.19);
    const no = await json<LoanCalculatorResult>(
      '/service/loan/partnerQuery?reference=no&amount=30000&years=5',
      200,
    );
    expect(no.numberOfMonths).toBe(60);
    expect(no.yearlyInterest).toBe(28.44);
    expect(no.totalRepayment).toBeCloseTo(no.monthlyAmount * 60, 2);

    const cases: [string, number, string | null][] = [
      ['reference=se&amount=9999.99&years=1', 422, 'amount'],
      ['reference=se&amount=400000.01&years=1', 422, 'amount'],
      ['reference=no&amount=5000&years=6', 422, 'years'],
      ['reference=se&amount=10000&years=16', 400, 'years'],
      ['reference=se&amount=10.001&years=1', 400, 'amount'],
      ['reference=dk&amount=10000&years=1', 404, null],
      ['reference=fi&amount=1000&years=1', 404, null], // no published rate
    ];
    for (const [q, status, field] of cases) {
      const problem = await json<Problem>(`/service/loan/partnerQuery?${q}`, status);
      if (field)
        expect(
          problem.errors?.map((e) => e.field),
          q,
        ).toContain(field);
    }
    expect(api.errors).toEqual([]);
  });
});

function fromCents(minor: bigint): number {
  return Number(minor) / 100;
}
