import { describe, expect, it } from 'vitest';
import {
  countryLocale,
  countryTerms,
  type CountryCode,
} from '../../../../generated/countries/index.js';
import { validatorsByCountry } from '../../../../generated/validators/index.js';
import { catalogueOf, ensureCatalogue } from '../../../../runtime/shared/i18n/catalogue.js';
import { createTexts } from '../../../../runtime/shared/i18n/texts.js';
import {
  amountError,
  failureOf,
  parseNumber,
  partnerFigures,
  yearsError,
} from '../../../../runtime/features/loan/loan-calculator.js';
import {
  annuityMinor,
  initialValues,
  termsFigures,
} from '../../../../runtime/features/loan/terms-price.js';
import { privateLoanSlice } from '../../../../runtime/features/loan/private-loan-slice.js';
import { loanProduct, priceLoan } from '../../../../sandbox/loan/calculator.js';

const loanCountries = ['se', 'no', 'fi'] as const;
const sliceOf = (cc: CountryCode) => {
  const slice = privateLoanSlice(countryTerms(cc));
  if (!slice) throw new Error(`no loan in ${cc}`);
  return slice;
};

describe('annuity', () => {
  it('is the textbook monthly payment, rounded half up to the minor unit', () => {
    // 100 000,00 at 12 % over 12 months: 8 884,878… -> 8 884,88
    expect(annuityMinor(10_000_000, 12, 12)).toBe(888_488);
    // no interest: the amount spread evenly, rounded half up
    expect(annuityMinor(100_000, 0, 12)).toBe(8_333);
    expect(annuityMinor(100_006, 0, 12)).toBe(8_334);
  });

  it('agrees to the öre with the credit partner of the sandbox for every country and term', () => {
    for (const cc of loanCountries) {
      const slice = sliceOf(cc);
      const found = loanProduct(slice.calculator?.reference ?? '');
      if (found.kind !== 'product') throw new Error('product expected');
      const { minAmount, maxAmount } = slice.limits;
      const between = Math.round(minAmount + (maxAmount - minAmount) * 0.3087);
      for (let years = slice.limits.minYears; years <= slice.limits.maxYears; years++) {
        for (const amount of [minAmount, between, maxAmount]) {
          const partner = priceLoan(found.product, BigInt(amount * 100), years);
          const local = termsFigures(amount, years, slice.pricing);
          expect(local?.monthlyAmountMinor).toBe(Number(partner.monthlyAmountMinor));
          expect(local?.totalRepaymentMinor).toBe(Number(partner.totalRepaymentMinor));
          expect(local?.effectiveInterest).toBeCloseTo(partner.effectiveRate, 2);
        }
      }
    }
  });

  it('prices nothing locally where the terms publish no rate', () => {
    expect(termsFigures(1000, 2, { decimals: 2, nominalRate: null })).toBeNull();
  });
});

describe('limits and validation', () => {
  it('reads numbers as people type them', () => {
    expect(parseNumber('150 000')).toBe(150000);
    expect(parseNumber('150\u00a0000')).toBe(150000);
    expect(parseNumber('2,5')).toBe(2.5);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('-5')).toBeNull();
    expect(parseNumber('12abc')).toBeNull();
  });

  it.each(loanCountries)(
    '%s: agrees with the generated validators at and beyond the limits',
    (cc) => {
      const { limits } = sliceOf(cc);
      const v = validatorsByCountry[cc];
      const amounts = [
        limits.minAmount - 1,
        limits.minAmount,
        limits.minAmount + 0.5,
        limits.maxAmount,
        limits.maxAmount + 1,
      ];
      for (const amount of amounts) {
        expect(amountError(amount, limits) === null).toBe(v.loanAmount?.safeParse(amount).success);
      }
      for (const years of [
        limits.minYears - 1,
        limits.minYears,
        limits.maxYears,
        limits.maxYears + 1,
        1.5,
      ]) {
        expect(yearsError(years, limits) === null).toBe(v.loanTermYears?.safeParse(years).success);
      }
      expect(amountError(null, limits)?.id).toBe('validation.loanAmount');
    },
  );

  it.each([
    ['se', 'Ange ett belopp mellan', 'Välj en återbetalningstid mellan 1 och 15 år.'],
    ['no', 'Oppgi et beløp mellom', 'Velg en nedbetalingstid mellom 1 og 5 år.'],
    ['fi', 'Anna summa väliltä', 'Valitse laina-aika väliltä 1–5 vuotta.'],
    ['dk', 'Angiv et beløb mellem', 'Vælg en løbetid mellem 1 og 5 år.'],
  ] as const)('%s: messages in the language', async (cc, amountStart, yearsText) => {
    await ensureCatalogue(cc);
    const t = createTexts(catalogueOf(cc), `${countryLocale[cc]}-${cc.toUpperCase()}`);
    const limits = { minAmount: 100, maxAmount: 3000, minYears: 1, maxYears: cc === 'se' ? 15 : 5 };
    const amount = amountError(50, limits);
    const years = yearsError(0, limits);
    if (!amount || !years) throw new Error('errors expected');
    expect(t(amount.id, { min: amount.min, max: amount.max })).toContain(amountStart);
    expect(t(years.id, { min: years.min, max: years.max })).toBe(yearsText);
  });

  it('starts in the middle of the ranges, at a round amount', () => {
    expect(
      initialValues({ minAmount: 10000, maxAmount: 400000, minYears: 1, maxYears: 15 }),
    ).toEqual({
      amount: 210000,
      years: 8,
    });
    expect(initialValues({ minAmount: 100, maxAmount: 3000, minYears: 1, maxYears: 5 })).toEqual({
      amount: 1600,
      years: 3,
    });
  });
});

describe('the credit partner', () => {
  it('falls back locally only when unreachable', () => {
    expect(failureOf(null)).toBe('unreachable');
    expect(failureOf(503)).toBe('unreachable');
    expect(failureOf(504)).toBe('unreachable');
    expect(failureOf(422)).toBe('invalid');
    expect(failureOf(404)).toBe('unavailable');
  });

  it('turns the answer into exact minor units', () => {
    const figures = partnerFigures(
      {
        amount: 1000.1,
        years: 1,
        effectiveInterest: 6.75,
        yearlyInterest: 6.55,
        arrangementFee: 0,
        adminFee: 0.3,
        monthlyAmount: 86.43,
        numberOfMonths: 12,
        totalRepayment: 1037.16,
      },
      2,
    );
    expect(figures.amountMinor).toBe(100010);
    expect(figures.adminFeeMinor).toBe(30);
    expect(figures.totalRepaymentMinor).toBe(103716);
  });
});
