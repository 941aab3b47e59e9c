/**
 * The part of a country's terms the payment-options page shows, taken by its loader at build
 * time: only what is offered, without the editors' notes, so nothing else reaches the page.
 */
import type { CountryTerms, Fee, WorkedExample } from '../../../generated/countries/index.js';
import { daySpan, moneyValue, type DaySpan, type MoneyValue } from '../i18n/public-format.js';

export interface FeeValue {
  readonly amount: MoneyValue;
  readonly per: 'invoice' | 'month' | 'purchase';
}

export interface ExampleValue {
  readonly amount: MoneyValue;
  readonly months: number;
  readonly monthlyAmount: MoneyValue;
  readonly totalAmount: MoneyValue;
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
    readonly example: ExampleValue | null;
  } | null;
  readonly accountCredit: {
    readonly nominal: number;
    readonly limitInterest: number;
    readonly effective: number;
    readonly example: ExampleValue | null;
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

const example = (e: WorkedExample): ExampleValue | null =>
  e.available
    ? {
        amount: moneyValue(e.amount),
        months: e.months,
        monthlyAmount: moneyValue(e.monthlyAmount),
        totalAmount: moneyValue(e.totalAmount),
      }
    : null;

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
          example: konto.available ? example(konto.example) : null,
        }
      : null,
    accountCredit: credit.available
      ? {
          nominal: credit.nominal,
          limitInterest: credit.limitInterest,
          effective: credit.effective,
          example: example(credit.example),
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
