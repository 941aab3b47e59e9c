/**
 * The shape of the rules of schema/codes.yaml (docs/decisions/0003-payability-rules.md): the
 * generated data of ./rules/ must fit it, and the helpers that apply a rule read it.
 */
import type { DisplayStateCode } from './tables/display-state.js';
import type { InvoiceStatusCode } from './tables/invoice-status.js';
import type { MandateStatusCode } from './tables/mandate-status.js';
import type { OrderStatusCode } from './tables/order-status.js';
import type { OrderTypeCode } from './tables/order-type.js';
import type { OrderWebStatusCode } from './tables/order-web-status.js';
import type { PaymentMethodCode } from './tables/payment-method.js';
import type { RefundStatusCode } from './tables/refund-status.js';

/** One clause of canPay: the purchase can be paid when every condition the clause names holds. */
export interface CanPayClause {
  readonly orderStatuses?: readonly OrderStatusCode[];
  readonly orderTypes?: readonly OrderTypeCode[];
  readonly states?: readonly DisplayStateCode[];
  readonly invoiceAmountAbove?: number;
}

/** A sort: a field and its direction (desc is newest first for dates). */
export interface SortOrder<F extends string> {
  readonly field: F;
  readonly direction: 'asc' | 'desc';
}

export type InvoiceSortField = 'dueDate' | 'invoiceDate';
export type TransactionSortField =
  | 'presentationOrder'
  | 'transactionDescription'
  | 'signedAmount'
  | 'transactionAmount'
  | 'transactionTypeType'
  | 'orderNumber';

/** The shape of the rules, by name. */
export interface CodeRules {
  readonly refund: { readonly refundStatuses: readonly RefundStatusCode[] };
  readonly canPay: {
    readonly blockedPaymentStatus: number;
    readonly blockedByRefund: boolean;
    readonly when: readonly CanPayClause[];
  };
  readonly activeInvoice: {
    readonly invoiceStatuses: readonly InvoiceStatusCode[];
    readonly noDate: string;
    readonly amountAbove: number;
    readonly refundMakesActiveRefund: boolean;
  };
  readonly todo: { readonly states: readonly DisplayStateCode[] };
  readonly activePayments: {
    readonly states: readonly DisplayStateCode[];
    readonly needsOrderLines: boolean;
    readonly orInStates: readonly DisplayStateCode[];
  };
  readonly pendingPolling: { readonly status: OrderWebStatusCode & InvoiceStatusCode };
  readonly movedFlag: {
    readonly sort: SortOrder<InvoiceSortField>;
    readonly after: PaymentMethodCode;
    readonly flagged: PaymentMethodCode;
  };
  readonly transactionSort: { readonly keys: readonly SortOrder<TransactionSortField>[] };
  readonly quickInvoiceList: {
    readonly shortCount: number;
    readonly sort: SortOrder<InvoiceSortField>;
    readonly cutoffMonths: number;
    readonly applyCutoff: boolean;
  };
  readonly bankSlug: {
    readonly separator: string;
    readonly transliterate: Readonly<Record<string, string>>;
    readonly fixed: readonly { readonly name: string; readonly slug: string }[];
  };
  readonly preferences: {
    readonly maskCharacter: string;
    readonly mandateStatus: {
      readonly withBankAccount: MandateStatusCode;
      readonly withoutBankAccount: MandateStatusCode;
    };
  };
}
