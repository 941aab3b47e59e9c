import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryCodes, countryTerms, type CountryCode } from '../../generated/countries/index.js';
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

  it("references are the country terms' partnerReference, exactly; dk has none", () => {
    for (const cc of ['se', 'no', 'fi'] as const) {
      const loan = countryTerms(cc).loan;
      if (!loan.available) throw new Error(`${cc} loan terms`);
      expect(loanProduct(loan.partnerReference)).toMatchObject({
        kind: 'product',
        product: { country: cc },
      });
    }
    // The reference is the partner's product id, not a pattern around a country code.
    expect(loanProduct('se').kind).toBe('unknownReference');
    expect(loanProduct('PRIVATELOAN-SE').kind).toBe('unknownReference');
    expect(loanProduct('privateloan-dk').kind).toBe('unknownReference');
    expect(loanProduct('privateloan-xx').kind).toBe('unknownReference');
  });

  it('every country that offers the loan has a rate to price it and a reference of its own', () => {
    const offering = countryCodes.filter((cc) => countryTerms(cc).offers.privateLoan.available);
    expect(offering).toEqual(['se', 'no', 'fi']);
    const references = offering.map((cc) => {
      const found = loanProduct(loanReferenceOf(cc));
      if (found.kind !== 'product') throw new Error(`${cc}: ${found.kind}`);
      expect(found.product.nominalRateHp, cc).not.toBeNull();
      return loanReferenceOf(cc);
    });
    expect(new Set(references).size).toBe(references.length);
  });
});

/** The country's loan reference from its terms (the loan must be offered). */
function loanReferenceOf(cc: CountryCode): string {
  const loan = countryTerms(cc).loan;
  if (!loan.available) throw new Error(`${cc} has no loan`);
  return loan.partnerReference;
}

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
      await json<LoanIntervals>('/service/loan/partnerIntervals?reference=privateloan-no', 200),
    ).toMatchObject({
      minAmount: 2000,
      maxAmount: 30000,
      maxYears: 5,
      interestFrom: 28.44,
    });
    // Finland (spec 001 §5, §9): 100-3000 EUR over 1-5 years, with the rate of its terms.
    expect(
      await json<LoanIntervals>('/service/loan/partnerIntervals?reference=privateloan-fi', 200),
    ).toEqual({
      minAmount: 100,
      maxAmount: 3000,
      minYears: 1,
      maxYears: 5,
      interestFrom: 19.92,
      interestTo: 19.92,
    });
    await json<Problem>('/service/loan/partnerIntervals?reference=privateloan-dk', 404);
    await json<Problem>('/service/loan/partnerIntervals?reference=zz', 404);
    await json<Problem>('/service/loan/partnerIntervals?reference=bad%20ref', 400);
    expect(api.errors).toEqual([]);
  });

  it('getPartnerQuery: price example; out-of-range amount or years 422 naming the field', async () => {
    const se = await json<LoanCalculatorResult>(
      '/service/loan/partnerQuery?reference=privateloan-se&amount=10000&years=1',
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
      '/service/loan/partnerQuery?reference=privateloan-no&amount=30000&years=5',
      200,
    );
    expect(no.numberOfMonths).toBe(60);
    expect(no.yearlyInterest).toBe(28.44);
    expect(no.totalRepayment).toBeCloseTo(no.monthlyAmount * 60, 2);

    // Finland prices like Sweden and Norway: 1000 EUR over 1 year at its 19.92 % nominal rate.
    const fi = await json<LoanCalculatorResult>(
      '/service/loan/partnerQuery?reference=privateloan-fi&amount=1000&years=1',
      200,
    );
    expect(fi).toEqual({
      amount: 1000,
      years: 1,
      yearlyInterest: 19.92,
      effectiveInterest: effectiveRate(100000n, annuityMinor(100000n, 1992, 12), 12),
      arrangementFee: 0,
      adminFee: 0,
      monthlyAmount: fromCents(annuityMinor(100000n, 1992, 12)),
      numberOfMonths: 12,
      totalRepayment: fromCents(annuityMinor(100000n, 1992, 12) * 12n),
    });
    expect(fi.monthlyAmount).toBe(92.6);
    const fiLongest = await json<LoanCalculatorResult>(
      '/service/loan/partnerQuery?reference=privateloan-fi&amount=3000&years=5',
      200,
    );
    expect(fiLongest.numberOfMonths).toBe(60);

    const cases: [string, number, string | null][] = [
      ['reference=privateloan-se&amount=9999.99&years=1', 422, 'amount'],
      ['reference=privateloan-se&amount=400000.01&years=1', 422, 'amount'],
      ['reference=privateloan-no&amount=5000&years=6', 422, 'years'],
      ['reference=privateloan-fi&amount=99&years=1', 422, 'amount'],
      ['reference=privateloan-fi&amount=3001&years=1', 422, 'amount'],
      ['reference=privateloan-fi&amount=1000&years=6', 422, 'years'],
      ['reference=privateloan-se&amount=10000&years=16', 400, 'years'],
      ['reference=privateloan-se&amount=10.001&years=1', 400, 'amount'],
      ['reference=privateloan-dk&amount=10000&years=1', 404, null],
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
