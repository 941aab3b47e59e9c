/**
 * The lines of an invoice in the order they are shown (core §9): "Transactions sorted by
 * presentation order, description, amount; amount is the sign joined to the amount and parsed as
 * decimal." The sort keys are data (schema/codes.yaml rules.transactionSort) applied by the
 * generated `sortTransactions`; this module adds what a line shows: its signed amount and the
 * code of its type.
 */
import { isCode } from '../../../generated/codes/lookup.js';
import {
  type TransactionTypeCode,
  transactionTypeCodes,
} from '../../../generated/codes/tables/transaction-type.js';
import {
  signedAmount,
  type SortableTransaction,
  sortTransactions,
} from '../../../generated/codes/transactions.js';

export { signedAmount, sortTransactions };

export interface ShownTransaction<T> {
  readonly transaction: T;
  /** The sign joined to the amount: negative is money in the customer's favour. */
  readonly amount: number;
  /** The transaction type code when the code table knows it (100, 220, 320, 330, 410). */
  readonly type: TransactionTypeCode | undefined;
}

/** An invoice's lines sorted for display, each with its signed amount and known type. */
export function shownTransactions<T extends SortableTransaction>(
  transactions: readonly T[],
): ShownTransaction<T>[] {
  return sortTransactions(transactions).map((transaction) => ({
    transaction,
    amount: signedAmount(transaction),
    type: isCode(transactionTypeCodes, transaction.transactionTypeType)
      ? transaction.transactionTypeType
      : undefined,
  }));
}
