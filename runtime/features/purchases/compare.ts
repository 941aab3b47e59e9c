/**
 * "Compare before committing" (issue 14, beyond the spec): what each option a due purchase offers
 * would cost in total, side by side. Only the options the purchase offers (actions.ts), and only
 * figures someone gave us: pay now is what is owed; a postponement adds the fee the provider sends
 * with it (snoozePossibilities); a split adds the country's set-up and admin fees
 * (shared/domain/split-cost.ts); a move to konto costs interest over a time the customer picks
 * later, so its total is not known in advance and the row says so, with the country's worked
 * example or its rate (countries/<cc>.yaml rates.konto) as an example only.
 */
import type { CountryTerms } from '../../../generated/countries/index.js';
import type { Order } from '../../../generated/entities/types.js';
import { dueDateAfter } from '../../shared/domain/due-date-after.js';
import { effectiveRate } from '../../shared/domain/effective-rate.js';
import { owedOnPurchase } from '../../shared/domain/shown-amount.js';
import { splitCosts } from '../../shared/domain/split-cost.js';
import type { PurchaseActionId } from './actions.js';

/** The country's worked konto example (major units), as the terms state it. */
export interface KontoExample {
  readonly amount: number;
  readonly months: number;
  readonly total: number;
}

export type CompareRow =
  | { readonly kind: 'payNow'; readonly extra: number; readonly total: number }
  | {
      readonly kind: 'snooze';
      readonly days: number;
      /** The due date after it, YYYY-MM-DD, when the purchase has one. */
      readonly dueDate: string | null;
      readonly extra: number;
      readonly total: number;
    }
  | {
      readonly kind: 'split';
      readonly months: number;
      readonly monthly: number;
      readonly extra: number;
      readonly total: number;
    }
  | {
      readonly kind: 'moveToKonto';
      readonly example: KontoExample | null;
      /** The effective rate in percent: the example's own, else the terms' when they give it. */
      readonly effectiveRate: number | null;
    };

type CompareOrder = Pick<
  Order,
  'dueDate' | 'snoozePossibilities' | 'currentDebtOnOrderInvoice' | 'orderInvoiceAmount'
>;

const cents = (value: number): number => Math.round(value * 100) / 100;

function kontoRow(terms: Pick<CountryTerms, 'rates'>): CompareRow {
  const rates = terms.rates.konto;
  if (!rates.available) return { kind: 'moveToKonto', example: null, effectiveRate: null };
  const { example } = rates;
  return {
    kind: 'moveToKonto',
    example: example.available
      ? {
          amount: example.amount.amount,
          months: example.months,
          total: example.totalAmount.amount,
        }
      : null,
    // The rate shown beside the example's figures is theirs, so the sentence agrees with itself.
    effectiveRate: example.available
      ? effectiveRate({
          paidOut: example.amount.minor,
          instalment: example.monthlyAmount.minor,
          months: example.months,
        })
      : rates.effective,
  };
}

/** The rows of the comparison, in the order of the purchase's actions. */
export function compareRows(
  order: CompareOrder,
  offered: readonly PurchaseActionId[],
  terms: Pick<CountryTerms, 'offers' | 'fees' | 'rates'>,
): CompareRow[] {
  const owed = owedOnPurchase(order);
  const rows: CompareRow[] = [];
  for (const action of offered) {
    if (action === 'pay') rows.push({ kind: 'payNow', extra: 0, total: owed });
    if (action === 'snooze') {
      for (const choice of order.snoozePossibilities ?? []) {
        rows.push({
          kind: 'snooze',
          days: choice.snoozeDays,
          dueDate: order.dueDate ? dueDateAfter(order.dueDate, choice.snoozeDays) : null,
          extra: choice.snoozeFee,
          total: cents(owed + choice.snoozeFee),
        });
      }
    }
    if (action === 'split') {
      for (const cost of splitCosts(owed, terms)) {
        rows.push({
          kind: 'split',
          months: cost.months,
          monthly: cost.monthly,
          extra: cost.fees,
          total: cost.total,
        });
      }
    }
    if (action === 'moveToKonto') rows.push(kontoRow(terms));
  }
  return rows;
}
