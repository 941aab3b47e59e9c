import { describe, expect, it } from 'vitest';
import { formatDate, formatMinor, formatMoney } from '../../generated/countries/format.js';
import {
  countryCodes,
  countryLocale,
  countryTerms,
  defaultCountry,
  isCountryCode,
  localeCountry,
  type CountryCode,
  type Money,
} from '../../generated/countries/index.js';

// Every figure below is copied from the country-terms specification (spec 001, sections 1, 4, 6
// and 9), not from the YAML: the test proves the files, and the code generated from them, say
// what the spec says.

/** A no-break space, as Intl writes it between digit groups and before the currency. */
const _ = '\u00a0';

/** Reads a dotted path, failing loudly when a term is switched off or missing. */
function term(country: CountryCode, path: string): unknown {
  let node: unknown = countryTerms(country);
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(key in node)) {
      throw new Error(`${country}: no ${path} (stopped at ${key})`);
    }
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const money = (country: CountryCode, path: string): Money => term(country, path) as Money;

describe('countries', () => {
  it('are se, no, fi, dk with se the default', () => {
    expect(countryCodes).toEqual(['se', 'no', 'fi', 'dk']);
    expect(defaultCountry).toBe('se');
  });

  it.each([
    ['se', 'sv', 'sv-SE', 'SEK'],
    ['no', 'nb', 'nb-NO', 'NOK'],
    ['fi', 'fi', 'fi-FI', 'EUR'],
    ['dk', 'da', 'da-DK', 'DKK'],
  ] as const)('%s speaks %s (%s) and pays in %s with 2 decimals', (cc, locale, tag, currency) => {
    expect(countryLocale[cc]).toBe(locale);
    expect(localeCountry[locale]).toBe(cc);
    expect(countryTerms(cc)).toMatchObject({ locale, languageTag: tag });
    expect(countryTerms(cc).money).toMatchObject({ currency, decimals: 2 });
  });

  it('recognises only the four country codes', () => {
    expect(['se', 'no', 'fi', 'dk', 'sv', 'SE', '', 'toString'].map(isCountryCode)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('fees (spec 001 section 9)', () => {
  it.each([
    ['se', 'fees.monthlyInvoice.amount', 29],
    ['se', 'fees.kontoAdmin.amount', 29],
    ['se', 'fees.splitAdmin.amount', 39],
    ['se', 'fees.splitSetUp.purchaseAboveAmount', 1500],
    ['no', 'fees.monthlyInvoice.amount', 29],
    ['no', 'fees.kontoAdmin.amount', 29],
    ['no', 'fees.splitAdmin.amount', 39],
    ['no', 'fees.splitSetUp.purchaseAboveAmount', 1500],
    ['fi', 'fees.monthlyInvoice.amount', 2.9],
    ['fi', 'fees.kontoAdmin.amount', 2.9],
  ] as const)('%s %s is %d', (cc, path, amount) => {
    const m = money(cc, path);
    expect(m.amount).toBe(amount);
    expect(m.minor).toBe(Math.round(amount * 100));
    expect(m.currency).toBe(countryTerms(cc).money.currency);
  });

  it.each(['se', 'no'] as const)(
    '%s split set-up fees are 99, 199, 299, 399 over 3, 6, 12, 18 months',
    (cc) => {
      const byTerm = term(cc, 'fees.splitSetUp.byTerm') as ReadonlyArray<{
        months: number;
        amount: Money;
      }>;
      expect(byTerm.map((t) => [t.months, t.amount.minor])).toEqual([
        [3, 9900],
        [6, 19900],
        [12, 29900],
        [18, 39900],
      ]);
    },
  );

  it.each([
    ['fi', 'splitSetUp'],
    ['fi', 'splitAdmin'],
    ['dk', 'splitSetUp'],
    ['dk', 'monthlyInvoice'],
    ['dk', 'kontoAdmin'],
    ['se', 'snooze'],
    ['no', 'snooze'],
  ] as const)('%s fees.%s is not shown, so it is switched off with a note', (cc, fee) => {
    expect(countryTerms(cc).fees[fee]).toMatchObject({
      available: false,
      note: expect.any(String),
    });
  });
});

describe('rates and worked examples', () => {
  it.each([
    ['se', 20.28, 29.91],
    ['no', 20.28, 29.91],
    ['fi', 19.92, 29.46],
  ] as const)('%s konto: nominal %d %%, effective %d %%', (cc, nominal, effective) => {
    expect(countryTerms(cc).rates.konto).toMatchObject({ available: true, nominal, effective });
  });

  it('fi account credit: 21 % plus 4.8 % limit interest, effective 29.1 %', () => {
    expect(countryTerms('fi').rates.accountCredit).toMatchObject({
      available: true,
      nominal: 21,
      limitInterest: 4.8,
      effective: 29.1,
    });
    expect(countryTerms('se').rates.accountCredit.available).toBe(false);
  });

  it.each([
    ['se', 'rates.konto.example', 10000, 12, 953, 11436],
    ['no', 'rates.konto.example', 10000, 12, 953, 11436],
    ['fi', 'rates.konto.example', 1000, 12, 95.23, 1142.76],
    ['fi', 'rates.accountCredit.example', 400, 12, 39, 468],
  ] as const)(
    '%s %s: %d over %d months, %d a month, %d in total',
    (cc, path, amount, months, monthly, total) => {
      expect(money(cc, `${path}.amount`).amount).toBe(amount);
      expect(term(cc, `${path}.months`)).toBe(months);
      expect(money(cc, `${path}.monthlyAmount`).amount).toBe(monthly);
      expect(money(cc, `${path}.totalAmount`).minor).toBe(Math.round(total * 100));
    },
  );

  it.each(['se', 'no', 'fi'] as const)('%s konto instalments run up to 36 months', (cc) => {
    expect(countryTerms(cc).instalments.konto).toMatchObject({ available: true, maxMonths: 36 });
  });
});

describe('private loan', () => {
  it.each([
    ['se', 10000, 400000, 1, 15],
    ['no', 2000, 30000, 1, 5],
    ['fi', 100, 3000, 1, 5],
  ] as const)('%s lends %d to %d over %d to %d years', (cc, min, max, minYears, maxYears) => {
    const { loan } = countryTerms(cc);
    if (!loan.available) throw new Error(`${cc} must offer the loan`);
    expect([loan.minAmount.amount, loan.maxAmount.amount, loan.minYears, loan.maxYears]).toEqual([
      min,
      max,
      minYears,
      maxYears,
    ]);
    expect(loan.page).toMatchObject({ calculator: true, faq: true });
  });

  it('is not offered in Denmark, and the offer is off there too', () => {
    expect(countryTerms('dk').loan.available).toBe(false);
    expect(countryTerms('dk').offers.privateLoan.available).toBe(false);
  });

  it('rates: se 6.55-26 %, no a nominal 28.44 %, fi the Finnish credit rate 19.92 % (decision 0009)', () => {
    expect(term('se', 'loan.interestRate')).toMatchObject({ min: 6.55, max: 26 });
    expect(term('no', 'loan.interestRate')).toMatchObject({
      basis: 'nominal',
      min: 28.44,
      max: 28.44,
    });
    expect(term('fi', 'loan.interestRate')).toMatchObject({
      basis: 'nominal',
      min: 19.92,
      max: 19.92,
    });
    expect(term('fi', 'loan.interestRate.min')).toBe(term('fi', 'rates.konto.nominal'));
  });

  it('payout: se 1-3 bank days, no within 3 working days, fi about 2 bank days', () => {
    expect(term('se', 'loan.payout')).toMatchObject({
      minDays: 1,
      maxDays: 3,
      dayKind: 'bankDays',
    });
    expect(term('no', 'loan.payout')).toMatchObject({ maxDays: 3, dayKind: 'workingDays' });
    expect(term('fi', 'loan.payout')).toMatchObject({
      maxDays: 2,
      dayKind: 'bankDays',
      approximate: true,
    });
  });

  it('fi: an additional loan after 4 punctual instalments, at most 6000 EUR in all', () => {
    expect(term('fi', 'loan.additionalLoan.afterPunctualInstalments')).toBe(4);
    expect(money('fi', 'loan.additionalLoan.maxTotalBalanceAmount').amount).toBe(6000);
  });

  it('no: two payment-free months a year at 150 kr', () => {
    expect(term('no', 'loan.paymentFreeMonths.perYear')).toBe(2);
    expect(money('no', 'loan.paymentFreeMonths.feeAmount').minor).toBe(15000);
  });

  it.each([
    ['se', 20, null, 84000, 'year', 'fixed'],
    ['fi', 24, null, 800, 'month', 'gross'],
    ['no', null, 80, 200000, 'year', 'notStated'],
  ] as const)(
    '%s eligibility: age %s, repaid by %s, income %d a %s (%s)',
    (cc, age, byAge, income, per, basis) => {
      expect(term(cc, 'loan.eligibility.minAge')).toBe(age);
      expect(term(cc, 'loan.eligibility.repaidByAge')).toBe(byAge);
      expect(money(cc, 'loan.eligibility.minIncome.amount').amount).toBe(income);
      expect(term(cc, 'loan.eligibility.minIncome')).toMatchObject({ per, basis });
    },
  );

  it('se: no payment remarks', () => {
    expect(term('se', 'loan.eligibility.noPaymentRemarks')).toBe(true);
  });
});

describe('insurance', () => {
  it.each([
    ['se', 'outstandingDebt', 19, 50000],
    ['no', 'outstandingDebt', 19, 50000],
    ['fi', 'balanceLastDayOfMonth', 1, 6000],
    ['dk', 'balance', 19, 50000],
  ] as const)(
    '%s: 0.67 %% of %s, at least %d a month, death cover up to %d',
    (cc, basis, min, death) => {
      expect(term(cc, 'insurance.premium')).toMatchObject({ percent: 0.67, basis });
      expect(money(cc, 'insurance.premium.minMonthlyAmount').amount).toBe(min);
      expect(money(cc, 'insurance.cover.deathMaxAmount').amount).toBe(death);
      expect(term(cc, 'insurance.cover.sicknessOrUnemployment')).toEqual({
        afterDays: 30,
        maxMonths: 12,
      });
      expect(term(cc, 'insurance.cover.hospitalAfterDays')).toBe(5);
    },
  );

  it('se pays at most 12 monthly amounts; fi covers a stay abroad up to 12 months', () => {
    expect(term('se', 'insurance.cover.maxMonthlyAmounts')).toBe(12);
    expect(term('fi', 'insurance.cover.stayAbroad')).toMatchObject({
      available: true,
      maxMonths: 12,
    });
  });

  it('no says "from 0.67 %"', () => {
    expect(term('no', 'insurance.premium.displayedAsFrom')).toBe(true);
  });

  it.each([
    ['se', 3, false, false, false],
    ['dk', 3, true, false, true],
    ['no', 3, true, false, false],
    ['fi', 7, true, true, false],
  ] as const)(
    '%s employees: %d months, permanent %s, in the country %s, unemployment fund %s',
    (cc, months, permanent, inCountry, fund) => {
      expect(term(cc, 'insurance.eligibility.employee')).toEqual({
        minMonthsEmployed: months,
        permanentJob: permanent,
        employedInCountry: inCountry,
        unemploymentFundMember: fund,
      });
    },
  );

  it.each(['se', 'no', 'fi', 'dk'] as const)(
    '%s: private person, konto with ppi, resident, no overlapping insurance',
    (cc) => {
      expect(term(cc, 'insurance.eligibility')).toMatchObject({
        privatePerson: true,
        kontoWithPpi: true,
        residentInCountry: true,
        noOverlappingInsurance: true,
        selfEmployed: { available: false },
        pensioner: { available: false },
      });
    },
  );

  it('only dk has coverage popups per employee, self-employed and pensioner', () => {
    expect(countryTerms('dk').insurance).toMatchObject({ coveragePopups: { available: true } });
    for (const cc of ['se', 'no', 'fi'] as const) {
      expect(term(cc, 'insurance.coveragePopups.available')).toBe(false);
    }
  });
});

describe('free month, snooze, payments and timings', () => {
  it('fi free month: after 3 punctual payments, 2 a year, not consecutive', () => {
    expect(countryTerms('fi').paymentFreeMonth).toMatchObject({
      earnedAfterPunctualPayments: 3,
      maxPerCalendarYear: 2,
      consecutiveAllowed: false,
    });
    expect(countryTerms('no').paymentFreeMonth).toMatchObject({ maxPerCalendarYear: 2 });
    expect(money('no', 'paymentFreeMonth.feeAmount').minor).toBe(15000);
    expect(countryTerms('se').paymentFreeMonth.usableOnceEarned).toBe(true);
    expect(countryTerms('dk').paymentFreeMonth.usableOnceEarned).toBe(true);
  });

  it('snooze: se, no, dk 10 or 30 days; fi keeps both readings and offers 14 or 30', () => {
    for (const cc of ['se', 'no', 'dk'] as const)
      expect(countryTerms(cc).snooze.days).toEqual([10, 30]);
    expect(countryTerms('fi').snooze.days).toEqual([14, 30]);
    expect(countryTerms('fi').snooze.readings.map((r) => r.days)).toEqual([
      [10, 14, 30],
      [14, 30],
    ]);
  });

  it.each([
    ['se', ['trustly', 'swish']],
    ['no', ['trustly', 'vipps']],
    ['fi', []],
    ['dk', ['trustly', 'mobilepay']],
  ] as const)('%s pays with %j', (cc, methods) => {
    const on = Object.entries(countryTerms(cc).payments.methods)
      .filter(([, m]) => m.available)
      .map(([name]) => name);
    expect(on).toEqual(methods);
  });

  it('mobilepay (dk) shows only while the mobilepay feature toggle is on', () => {
    expect(countryTerms('dk').payments.methods.mobilepay).toMatchObject({
      available: true,
      featureToggle: 'mobilepay',
    });
  });

  it.each([
    ['se', 'bankgiro', 'ocr'],
    ['no', 'iban', 'kid'],
    ['fi', 'iban', 'finnishReference'],
    ['dk', 'iban', 'rf'],
  ] as const)('%s bank transfer: %s with a %s reference', (cc, account, reference) => {
    expect(countryTerms(cc).payments.bankTransfer).toMatchObject({ account, reference });
  });

  it.each([
    ['se', null, 3],
    ['no', null, 3],
    ['fi', null, 3],
    ['dk', 1, 3],
  ] as const)('%s debits payments within %s-%d days; refunds take 2-5 days', (cc, min, max) => {
    expect(countryTerms(cc).timings.paymentDebited).toMatchObject({ minDays: min, maxDays: max });
    expect(countryTerms(cc).timings.refund).toMatchObject({ minDays: 2, maxDays: 5 });
  });

  it('no and fi: a bank payment shows in 1-3 business days', () => {
    for (const cc of ['no', 'fi'] as const) {
      expect(countryTerms(cc).timings.bankPaymentVisible).toMatchObject({
        minDays: 1,
        maxDays: 3,
        dayKind: 'businessDays',
      });
    }
  });
});

describe('support, invoice dates, login and pages', () => {
  it('fi invoices: Mon-Thu 8-16, Fri 8-14; dk Mon-Fri 07:30-18:00; se and no not shown', () => {
    expect(term('fi', 'support.openingHours.weekly')).toEqual([
      { days: ['mon', 'tue', 'wed', 'thu'], opens: '08:00', closes: '16:00' },
      { days: ['fri'], opens: '08:00', closes: '14:00' },
    ]);
    expect(term('dk', 'support.openingHours.weekly')).toEqual([
      { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '07:30', closes: '18:00' },
    ]);
    expect(countryTerms('se').support.openingHours.available).toBe(false);
    expect(countryTerms('no').support.openingHours.available).toBe(false);
  });

  it('invoices go out around the 15th; the fixed date lists are recorded as the readings give them', () => {
    for (const cc of countryCodes)
      expect(countryTerms(cc).invoiceBatches.sentAroundDayOfMonth).toBe(15);
    expect(term('fi', 'invoiceBatches.fixedDates.readings')).toEqual([
      { view: 'fi', first: '2024-12-12', last: '2026-01-12', count: 14 },
    ]);
    expect(term('no', 'invoiceBatches.fixedDates.readings')).toEqual([
      { view: 'no', first: '2024-12-10', last: '2026-01-07', count: null },
    ]);
  });

  it('login: BankID in Sweden, the OIDC brokers elsewhere, e-mail everywhere', () => {
    expect(countryTerms('se').login.providers).toEqual(['bankid', 'bankid-demo', 'email']);
    for (const cc of ['no', 'fi', 'dk'] as const) {
      expect(countryTerms(cc).login.providers).toEqual([
        'criipto',
        'criipto-demo',
        'signicat',
        'signicat-demo',
        'email',
      ]);
    }
    expect(countryTerms('se').login.finnishLoginNotice).toMatchObject({
      available: true,
      linkToCountry: 'fi',
    });
  });

  it('annual interest statement in se and no only; notifications texts as the spec has them', () => {
    expect(
      countryCodes.map((cc) => countryTerms(cc).pages.annualInterestStatement.available),
    ).toEqual([true, true, false, false]);
    expect(countryCodes.map((cc) => term(cc, 'pages.notifications.textsInSpec'))).toEqual([
      'written',
      'todo',
      'todo',
      'placeholder',
    ]);
  });

  it('interest-free split: described for se and no, not shown for fi and dk', () => {
    expect(countryCodes.map((cc) => countryTerms(cc).offers.interestFreeSplit.available)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('money formatting (Norwegian ends with kr, Finnish with EUR, no trailing ,00)', () => {
  it.each([
    [1234.5, 'no', `1${_}234,50${_}kr`],
    [29, 'no', `29${_}kr`],
    [100, 'fi', `100${_}EUR`],
    [95.23, 'fi', `95,23${_}EUR`],
    [1142.76, 'fi', `1${_}142,76${_}EUR`],
    [10000, 'se', `10${_}000${_}kr`],
    [0.5, 'se', `0,50${_}kr`],
    [1234.5, 'dk', `1.234,50${_}kr.`],
    [19, 'dk', `19${_}kr.`],
    [0, 'no', `0${_}kr`],
  ] as const)('%d in %s is %s', (amount, cc, shown) => {
    expect(formatMoney(amount, cc)).toBe(shown);
  });

  it('keeps a trailing zero that is not a whole ,00', () => {
    expect(formatMoney(12.3, 'fi')).toBe(`12,30${_}EUR`);
  });

  it('formats Money from the terms through its minor units', () => {
    expect(formatMoney(countryTerms('fi').fees.monthlyInvoice.amount, 'fi')).toBe(`2,90${_}EUR`);
    expect(formatMinor(2900, 'no')).toBe(`29${_}kr`);
  });

  it('suffixes money in another currency with its code', () => {
    expect(formatMinor(10000, 'se', 'EUR')).toBe(`100${_}EUR`);
  });

  it('writes negative amounts with the locale minus sign', () => {
    expect(formatMinor(-1230, 'no')).toBe(`\u221212,30${_}kr`);
  });
});

describe('date formatting', () => {
  const day = new Date(2025, 0, 15);
  it.each([
    ['se', 'iso', '2025-01-15'],
    ['dk', 'iso', '2025-01-15'],
    ['se', 'long', '15 januari 2025'],
    ['no', 'long', '15. januar 2025'],
    ['fi', 'monthYear', 'tammikuu 2025'],
    ['dk', 'month', 'januar'],
  ] as const)('%s %s is %s', (cc, style, shown) => {
    expect(formatDate(day, style, cc)).toBe(shown);
  });
});
