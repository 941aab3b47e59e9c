/**
 * The part of a country's terms the payment-options page shows, taken by its loader at build
 * time: only what is offered, without the editors' notes, so nothing else reaches the page.
 */
import type { CountryTerms, Fee, WorkedExample } from '../../../generated/countries/index.js';
import { effectiveRate } from '../domain/effective-rate.js';
import { daySpan, moneyValue, type DaySpan, type MoneyValue } from '../i18n/public-format.js';

export interface FeeValue {
  readonly amount: MoneyValue;
  readonly per: 'invoice' | 'month' | 'purchase';
}

/**
 * A representative example (SE KkrL 7 §, NO finansavtaleloven, FI KSL 7:8, DK kreditaftaleloven):
 * the terms' worked example with everything the law asks next to it. The effective rate is the
 * example's own, worked out from its payments (shared/domain/effective-rate.ts), so the figures of
 * one sentence always agree.
 */
export interface ExampleValue {
  readonly amount: MoneyValue;
  readonly months: number;
  readonly nominal: number;
  readonly effective: number;
  /** The monthly payment, the monthly fee included. */
  readonly monthlyAmount: MoneyValue;
  /** What the credit costs: the total paid back less the amount. */
  readonly totalCost: MoneyValue;
  readonly totalAmount: MoneyValue;
}

/** The konto's example names its monthly fee (included in the monthly amount). */
export interface KontoExampleValue extends ExampleValue {
  readonly fee: MoneyValue;
}

/** The account credit's example names the interest charged on the limit as well. */
export interface CreditExampleValue extends ExampleValue {
  readonly limitInterest: number;
}

export type MethodId = 'swish' | 'trustly' | 'vipps' | 'mobilepay';

export interface PaymentOptionsSlice {
  readonly invoices: {
    readonly fourteenDays: boolean;
    readonly payLater: boolean;
    readonly xDays: boolean;
  };
  readonly monthly: { readonly fee: FeeValue | null; readonly sentAroundDay: number } | null;
  readonly konto: {
    readonly maxMonths: number | null;
    /** Konto invoices are sent around this day of the month, as monthly ones (spec 001 §9). */
    readonly sentAroundDay: number;
    readonly adminFee: FeeValue | null;
    readonly rates: { readonly nominal: number; readonly effective: number } | null;
    readonly example: KontoExampleValue | null;
  } | null;
  readonly accountCredit: {
    readonly nominal: number;
    readonly limitInterest: number;
    readonly effective: number;
    readonly example: CreditExampleValue | null;
  } | null;
  readonly split: {
    readonly minAmount: MoneyValue;
    readonly setUp: readonly { readonly months: number; readonly amount: MoneyValue }[];
    readonly adminFee: FeeValue | null;
  } | null;
  /** Ways to pay; one behind a feature toggle shows only when the toggle is on. */
  readonly methods: readonly { readonly id: MethodId; readonly featureToggle: string | null }[];
  readonly bankTransfer: { readonly account: string; readonly reference: string };
  readonly timings: {
    readonly paymentDebited: DaySpan | null;
    readonly bankPaymentVisible: DaySpan | null;
    readonly refund: DaySpan | null;
  };
  readonly snoozeDays: readonly number[] | null;
}

const fee = (f: Fee): FeeValue | null =>
  f.available ? { amount: moneyValue(f.amount), per: f.per } : null;

/** The worked example of the terms with its effective rate and credit cost; null without one. */
function example(e: WorkedExample, nominal: number): ExampleValue | null {
  if (!e.available) return null;
  return {
    amount: moneyValue(e.amount),
    months: e.months,
    nominal,
    effective: effectiveRate({
      paidOut: e.amount.minor,
      instalment: e.monthlyAmount.minor,
      months: e.months,
    }),
    monthlyAmount: moneyValue(e.monthlyAmount),
    totalCost: { minor: e.totalAmount.minor - e.amount.minor, currency: e.amount.currency },
    totalAmount: moneyValue(e.totalAmount),
  };
}

/**
 * The konto's example, shown only with its monthly fee: an example that left out a fee the
 * customer pays would not be representative.
 */
function kontoExample(terms: CountryTerms): KontoExampleValue | null {
  const { konto } = terms.rates;
  const fee = terms.fees.kontoAdmin;
  if (!konto.available || !fee.available || fee.per !== 'month') return null;
  const worked = example(konto.example, konto.nominal);
  return worked && { ...worked, fee: moneyValue(fee.amount) };
}

function creditExample(
  e: WorkedExample,
  nominal: number,
  limitInterest: number,
): CreditExampleValue | null {
  const worked = example(e, nominal);
  return worked && { ...worked, limitInterest };
}

const methodIds: readonly MethodId[] = ['swish', 'trustly', 'vipps', 'mobilepay'];

export function paymentOptionsSlice(terms: CountryTerms): PaymentOptionsSlice {
  const { offers, fees, rates } = terms;
  const konto = rates.konto;
  const credit = rates.accountCredit;
  const setUp = fees.splitSetUp;
  return {
    invoices: {
      fourteenDays: offers.fourteenDayInvoice.available,
      payLater: offers.payLaterInvoice.available,
      xDays: offers.xDayInvoice.available,
    },
    monthly: offers.monthlyInvoice.available
      ? { fee: fee(fees.monthlyInvoice), sentAroundDay: terms.invoiceBatches.sentAroundDayOfMonth }
      : null,
    konto: offers.konto.available
      ? {
          maxMonths: terms.instalments.konto.available ? terms.instalments.konto.maxMonths : null,
          sentAroundDay: terms.invoiceBatches.sentAroundDayOfMonth,
          adminFee: fee(fees.kontoAdmin),
          rates: konto.available ? { nominal: konto.nominal, effective: konto.effective } : null,
          example: kontoExample(terms),
        }
      : null,
    accountCredit: credit.available
      ? {
          nominal: credit.nominal,
          limitInterest: credit.limitInterest,
          effective: credit.effective,
          example: creditExample(credit.example, credit.nominal, credit.limitInterest),
        }
      : null,
    split:
      offers.interestFreeSplit.available && setUp.available
        ? {
            minAmount: moneyValue(setUp.purchaseAboveAmount),
            setUp: setUp.byTerm.map((t) => ({ months: t.months, amount: moneyValue(t.amount) })),
            adminFee: fee(fees.splitAdmin),
          }
        : null,
    methods: methodIds.flatMap((id) => {
      const method = terms.payments.methods[id];
      return method.available ? [{ id, featureToggle: method.featureToggle }] : [];
    }),
    bankTransfer: {
      account: terms.payments.bankTransfer.account,
      reference: terms.payments.bankTransfer.reference,
    },
    timings: {
      paymentDebited: daySpan(terms.timings.paymentDebited),
      bankPaymentVisible: daySpan(terms.timings.bankPaymentVisible),
      refund: offers.refund.available ? daySpan(terms.timings.refund) : null,
    },
    snoozeDays: offers.snooze.available ? terms.snooze.days : null,
  };
}
