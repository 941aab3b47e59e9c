/**
 * The insurance's rules (runtime/features/insurance/rules.ts), table-driven from the terms: the
 * premium with its minimum (spec 001 §9), who can apply under which occupation (§6), and where a
 * customer stands at a brand (spec 000 §6: only a konto carries it).
 */
import { describe, expect, it } from 'vitest';
import { countryCodes, countryTerms } from '../../../../../generated/countries/index.js';
import type { InvoiceAccount } from '../../../../../generated/entities/types.js';
import {
  applicationState,
  canApplyAs,
  carriesPpi,
  insuredKontos,
  monthlyPremiumMinor,
  OCCUPATIONS,
} from '../../../../../runtime/features/insurance/rules.js';

const offered = countryCodes.map((country) => {
  const terms = countryTerms(country);
  if (!terms.insurance.available) throw new Error(`${country}: the spec offers ppi everywhere`);
  return { country, terms, insurance: terms.insurance };
});

describe('the monthly premium', () => {
  // [debt, percent, minimum, premium], minor units.
  const cases: readonly [number, number, number, number][] = [
    [600_000, 0.67, 1900, 4020], // 6 000 kr: 40,20 kr
    [100_000, 0.67, 1900, 1900], // 670 öre is below the 19 kr minimum
    [283_600, 0.67, 1900, 1900], // 19,0012 kr rounds to 19,00
    [300_000, 0.67, 1900, 2010],
    [14_925, 0.67, 100, 100], // Finland: 1 EUR minimum
    [1_000_000, 0.67, 100, 6700],
    [7_463, 0.67, 0, 50], // 0.5 of a minor unit rounds up
    [0, 0.67, 1900, 1900], // nothing owed: the minimum
    [-5_000, 0.67, 1900, 1900], // a credit balance: the minimum
  ];
  it.each(cases)('%i at %d %% (min %i) is %i', (debt, percent, minimum, premium) => {
    expect(monthlyPremiumMinor(debt, percent, minimum)).toBe(premium);
  });

  it.each(offered)(
    '$country: the terms give 0.67 % and a minimum of 19 kr or 1 EUR',
    ({ insurance }) => {
      const { percent, minMonthlyAmount } = insurance.premium;
      expect(percent).toBe(0.67);
      expect(monthlyPremiumMinor(0, percent, minMonthlyAmount.minor)).toBe(minMonthlyAmount.minor);
      expect(minMonthlyAmount.minor).toBe(minMonthlyAmount.currency === 'EUR' ? 100 : 1900);
    },
  );
});

describe('who can apply under which occupation', () => {
  const rows = offered.flatMap(({ country, insurance }) =>
    OCCUPATIONS.map((occupation) => ({
      country,
      occupation,
      expected: occupation === 'employee' ? true : insurance.eligibility[occupation].available,
      eligibility: insurance.eligibility,
    })),
  );
  it.each(rows)('$country, $occupation: $expected', ({ occupation, eligibility, expected }) => {
    expect(canApplyAs(occupation, eligibility)).toBe(expected);
  });

  it("the employee months are the spec's: se 3, no 3, fi 7, dk 3", () => {
    expect(
      Object.fromEntries(
        offered.map(({ country, insurance }) => [
          country,
          insurance.eligibility.employee.minMonthsEmployed,
        ]),
      ),
    ).toEqual({ se: 3, no: 3, fi: 7, dk: 3 });
  });
});

const account = (over: Partial<InvoiceAccount>): InvoiceAccount =>
  ({
    accountBrand: 'nordpay',
    accountNumber: 'SE-K-1',
    type: 'konto',
    hasPPI: false,
    balance: 6000,
    ...over,
  }) as InvoiceAccount;

describe('where a customer stands at a brand', () => {
  const terms = countryTerms('se');
  const cases: readonly [string, readonly InvoiceAccount[], string][] = [
    ['no account', [], 'noKonto'],
    ['a monthly account only', [account({ type: 'monthly' })], 'noKonto'],
    ['a konto at another brand', [account({ accountBrand: 'fjallmode' })], 'noKonto'],
    ['a konto without it', [account({})], 'canApply'],
    ['a konto with it', [account({ hasPPI: true })], 'insured'],
    [
      'a konto whose ppi info says insured',
      [account({ ppiInformation: { brand: 'nordpay', insured: true } })],
      'insured',
    ],
  ];
  it.each(cases)('%s: %s', (_, accounts, kind) => {
    expect(applicationState(accounts, 'nordpay', terms).kind).toBe(kind);
  });

  it('a country without the insurance offers it to nobody', () => {
    const none = { ...terms, offers: { ...terms.offers, ppi: { available: false } } };
    expect(applicationState([account({})], 'nordpay', none as typeof terms).kind).toBe(
      'notOffered',
    );
  });

  it('only kontos carry it, and connected-ppis lists each insured one', () => {
    const accounts = [
      account({ hasPPI: true }),
      account({ accountBrand: 'fjallmode', accountNumber: 'SE-K-2', hasPPI: true }),
      account({ accountBrand: 'skogsport', accountNumber: 'SE-K-3' }),
      account({ type: 'monthly', accountNumber: 'SE-M-4', hasPPI: true }),
    ];
    expect(accounts.map(carriesPpi)).toEqual([true, true, false, false]);
    expect(insuredKontos(accounts).map((a) => a.accountNumber)).toEqual(['SE-K-1', 'SE-K-2']);
  });
});
