/** The order of an invoice's transactions (schema/codes.yaml `rules.transactionSort`, core §9). */
import { transactionSortRule } from './rules/transaction-sort.js';
import { sortBy } from './sort.js';

/** The fields the transaction sort reads. */
export interface SortableTransaction {
  readonly sign: string;
  readonly transactionAmount: number | string;
  readonly transactionDescription: string;
  readonly presentationOrder: number;
  readonly transactionTypeType?: number;
  readonly orderNumber?: string;
}

/** The signed amount of a transaction: its sign joined to its amount, parsed as a decimal (core §9). */
export function signedAmount(
  transaction: Pick<SortableTransaction, 'sign' | 'transactionAmount'>,
): number {
  return Number.parseFloat(`${transaction.sign}${transaction.transactionAmount}`);
}

/** Invoice transactions in presentation order, then description, then signed amount (core §9). */
export function sortTransactions<T extends SortableTransaction>(transactions: readonly T[]): T[] {
  return sortBy(transactions, transactionSortRule.keys, (t, field) =>
    field === 'signedAmount' ? signedAmount(t) : t[field],
  );
}
