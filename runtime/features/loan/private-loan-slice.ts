/**
 * The part of a country's loan terms the private-loan pages show: the public page's loader takes
 * it at build time, with the calculator's starting values and their price worked out here, so the
 * prerendered page already shows a full example; the logged-in customer's page takes it from the
 * terms it has (features/loan/offer-page.tsx).
 */
import type { CountryTerms } from '../../../generated/countries/index.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { moneyValue, type MoneyValue } from '../../shared/i18n/public-format.js';
import type { LoanFigures, LoanLimits, LoanPricing } from './loan-calculator.js';
import { initialValues, termsFigures } from './terms-price.js';
import type { LoanEligibility } from './eligibility.js';

export interface PrivateLoanSlice {
  readonly currency: string;
  readonly minAmount: MoneyValue;
  readonly maxAmount: MoneyValue;
  readonly limits: LoanLimits;
  readonly pricing: LoanPricing;
  readonly rate: { readonly min: number; readonly max: number } | null;
  readonly payout: { readonly maxDays: number; readonly messageId: MessageId };
  readonly paymentFreeMonths: { readonly perYear: number; readonly fee: MoneyValue } | null;
  readonly additionalLoan: { readonly after: number; readonly max: MoneyValue } | null;
  readonly eligibility: LoanEligibility;
  readonly calculator: {
    readonly titleId: MessageId;
    /** The credit partner's reference of the country's loan product. */
    readonly reference: string;
    readonly amount: number;
    readonly years: number;
    /** The price of the starting values at the terms' rate; null without a published rate. */
    readonly figures: LoanFigures | null;
  } | null;
  readonly faqTitleId: MessageId | null;
}

/** The slice, or null where the country has no private loan (the page is not built there). */
export function privateLoanSlice(terms: CountryTerms): PrivateLoanSlice | null {
  const loan = terms.loan;
  if (!loan.available || !terms.offers.privateLoan.available) return null;
  const limits: LoanLimits = {
    minAmount: loan.minAmount.amount,
    maxAmount: loan.maxAmount.amount,
    minYears: loan.minYears,
    maxYears: loan.maxYears,
  };
  const rate = loan.interestRate.available
    ? { min: loan.interestRate.min, max: loan.interestRate.max }
    : null;
  const pricing: LoanPricing = { decimals: terms.money.decimals, nominalRate: rate?.min ?? null };
  const start = initialValues(limits);
  const { eligibility: e, paymentFreeMonths: free, additionalLoan: more } = loan;
  return {
    currency: terms.money.currency,
    minAmount: moneyValue(loan.minAmount),
    maxAmount: moneyValue(loan.maxAmount),
    limits,
    pricing,
    rate,
    payout: { maxDays: loan.payout.maxDays, messageId: loan.payout.messageId },
    paymentFreeMonths: free.available
      ? { perYear: free.perYear, fee: moneyValue(free.feeAmount) }
      : null,
    additionalLoan: more.available
      ? { after: more.afterPunctualInstalments, max: moneyValue(more.maxTotalBalanceAmount) }
      : null,
    eligibility: {
      minAge: e.minAge,
      minIncome: e.minIncome.available
        ? { amount: moneyValue(e.minIncome.amount), per: e.minIncome.per }
        : null,
      noPaymentRemarks: e.noPaymentRemarks === true,
      repaidByAge: e.repaidByAge,
    },
    calculator: loan.page.calculator
      ? {
          titleId: loan.page.calculatorTitleMessageId,
          reference: loan.partnerReference,
          ...start,
          figures: termsFigures(start.amount, start.years, pricing),
        }
      : null,
    faqTitleId: loan.page.faq ? loan.page.faqTitleMessageId : null,
  };
}
