import { loanProduct, priceLoan } from '../../loan/calculator.js';
import type { LoanProduct } from '../../loan/calculator.js';
import { formatMinor, fromMinor, toMinor } from '../../money.js';
import type { HandlerTable } from '../handler.js';
import { ProblemError, problemTypes, unauthorized } from '../problem.js';
import {
  applicationAnswer,
  applicationByReference,
  startApplication,
} from '../../loan/applications.js';

function productOf(reference: string | undefined): LoanProduct {
  const found = loanProduct(reference ?? '');
  if (found.kind === 'product') return found.product;
  if (found.kind === 'notOffered') {
    throw new ProblemError(
      404,
      'Not Found',
      `The private loan is not offered in ${found.country}.`,
    );
  }
  throw new ProblemError(404, 'Not Found', `No loan product has the reference ${reference ?? ''}.`);
}

const outOfRange = (field: string, messageId: string, detail: string) =>
  new ProblemError(422, 'Unprocessable Content', detail, {
    type: problemTypes.validation,
    errors: [{ field, messageId, detail }],
  });

/** The credit partner's loan intervals and price examples (api.yaml tag `loan`). */
export const loanHandlers: HandlerTable = {
  async getPartnerIntervals({ query }) {
    const p = productOf(query['reference']);
    return {
      body: {
        minAmount: fromMinor(p.minAmountMinor),
        maxAmount: fromMinor(p.maxAmountMinor),
        minYears: p.minYears,
        maxYears: p.maxYears,
        ...(p.interestFrom === null ? {} : { interestFrom: p.interestFrom }),
        ...(p.interestTo === null ? {} : { interestTo: p.interestTo }),
      },
    };
  },

  async getPartnerQuery({ query }) {
    const p = productOf(query['reference']);
    if (p.nominalRateHp === null) {
      throw new ProblemError(
        404,
        'Not Found',
        `The credit partner publishes no interest rate for the loan in ${p.country}, so there is no price example.`,
      );
    }
    const range = `The amount must be between ${formatMinor(p.minAmountMinor)} and ${formatMinor(p.maxAmountMinor)}.`;
    let amount: bigint;
    try {
      // Through Number: the parameter check allows forms like 1e4, which are whole amounts.
      amount = toMinor(Number(query['amount']));
    } catch {
      throw outOfRange('amount', 'validation.loanAmount', range);
    }
    const years = Number(query['years']);
    if (amount < p.minAmountMinor || amount > p.maxAmountMinor) {
      throw outOfRange('amount', 'validation.loanAmount', range);
    }
    if (!Number.isInteger(years) || years < p.minYears || years > p.maxYears) {
      throw outOfRange(
        'years',
        'validation.loanTermYears',
        `The term must be between ${p.minYears} and ${p.maxYears} years.`,
      );
    }
    const price = priceLoan(p, amount, years);
    return {
      body: {
        amount: fromMinor(price.amountMinor),
        years: price.years,
        effectiveInterest: price.effectiveRate,
        yearlyInterest: price.nominalRate,
        arrangementFee: fromMinor(price.arrangementFeeMinor),
        adminFee: fromMinor(price.adminFeeMinor),
        monthlyAmount: fromMinor(price.monthlyAmountMinor),
        numberOfMonths: price.months,
        totalRepayment: fromMinor(price.totalRepaymentMinor),
      },
    };
  },

  /**
   * The customer's application for the offer they saw: priced again by the partner and kept with
   * the application, whose page (the answer's redirectUrl, at the sandbox's own address) shows
   * it filled in with the customer's details and sends the browser back to returnPath.
   */
  async startLoanApplication({ db, session, body, now, links }) {
    if (!session) throw unauthorized('Log in first.');
    const row = await startApplication(db, session.customerId, body, now, links.app);
    return { body: applicationAnswer(row, links.sandbox), status: 201 };
  },

  async getLoanApplication({ db, session, params, links }) {
    if (!session) throw unauthorized('Log in first.');
    const row = await applicationByReference(db, params['reference'] ?? '', session.customerId);
    if (!row) throw new ProblemError(404, 'Not Found', 'No loan application has this reference.');
    return { body: applicationAnswer(row, links.sandbox) };
  },
};
