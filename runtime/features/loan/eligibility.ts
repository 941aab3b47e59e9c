/**
 * Who can get the private loan (spec 001 6), as the sentences the pages say: from the country's
 * loan terms (countries/<cc>.yaml loan.eligibility), in the order a customer checks them (age,
 * income, payment remarks, age at the end of the loan). The public page's questions and the
 * logged-in customer's offer say the same list, before anyone applies.
 */
import type { MessageId } from '../../../generated/messages/index.js';
import type { MoneyValue } from '../../shared/i18n/public-format.js';

export interface LoanEligibility {
  readonly minAge: number | null;
  readonly minIncome: { readonly amount: MoneyValue; readonly per: 'year' | 'month' } | null;
  readonly noPaymentRemarks: boolean;
  readonly repaidByAge: number | null;
}

/** One requirement: its sentence and what fills it in (money still to be formatted). */
export interface Criterion {
  readonly id: MessageId;
  readonly values: Readonly<Record<string, number | MoneyValue>>;
}

export function eligibilityCriteria(e: LoanEligibility): Criterion[] {
  const criteria: Criterion[] = [];
  if (e.minAge !== null)
    criteria.push({ id: 'page.privateLoan.faq.eligibility.minAge', values: { minAge: e.minAge } });
  if (e.minIncome)
    criteria.push({
      id:
        e.minIncome.per === 'year'
          ? 'page.privateLoan.faq.eligibility.minIncomePerYear'
          : 'page.privateLoan.faq.eligibility.minIncomePerMonth',
      values: { minIncome: e.minIncome.amount },
    });
  if (e.noPaymentRemarks)
    criteria.push({ id: 'page.privateLoan.faq.eligibility.noPaymentRemarks', values: {} });
  if (e.repaidByAge !== null)
    criteria.push({
      id: 'page.privateLoan.faq.eligibility.repaidByAge',
      values: { age: e.repaidByAge },
    });
  return criteria;
}
