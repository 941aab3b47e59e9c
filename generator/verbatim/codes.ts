/**
 * Every status and type code table (schema/codes.yaml). Per table: the codes as data, the union
 * of its codes (`<Table>Code`, also `<Table>`), the union of its keys (`<Table>Key`) and a
 * key-to-code object (`<Table>.paid === 3`); the data is codes-data.ts, re-exported here. The
 * helpers below answer the spec's mapping rules and apply the rules of codes.yaml.
 */
import type { MessageId } from './messages/index.js';
import {
  codeRules,
  codeTables,
  displayStateOfOrderWebStatus,
  errorPageStatusFallback,
  invoiceTypeCodes,
  invoiceTypeFallback,
  type DisplayStateCode,
  type ErrorPageStatusCode,
  type InvoiceStatusCode,
  type InvoiceTypeCode,
  type LoginStateCode,
  type MandateStatusCode,
  type OrderStatusCode,
  type OrderTypeCode,
  type OrderWebStatusCode,
  type PaymentMethodCode,
  type RefundStatusCode,
  type orderTypeCodes,
} from './codes-data.js';

export * from './codes-data.js';

/** One code of any table. `messageId` is set for tables customers see (labelled tables). */
export interface CodeEntry {
  readonly code: string | number;
  readonly key: string;
  readonly messageId?: MessageId;
}

export type CodeTableName = keyof typeof codeTables;
export type CodeEntryOf<T extends CodeTableName> = (typeof codeTables)[T]['codes'][number];
export type CodeOf<T extends CodeTableName> = CodeEntryOf<T>['code'];

/** The entry of `value` in `table`, or undefined when the table does not list it. */
export function findCode<T extends CodeTableName>(
  table: T,
  value: unknown,
): CodeEntryOf<T> | undefined {
  const codes: readonly CodeEntry[] = codeTables[table].codes;
  return codes.find((entry) => entry.code === value) as CodeEntryOf<T> | undefined;
}

/** Whether `value` is a code of `table` (exact type: 3 is not '3'). */
export function isCode<T extends CodeTableName>(table: T, value: unknown): value is CodeOf<T> {
  return findCode(table, value) !== undefined;
}

/** The tables whose every code has a text (the labelled tables). */
export type LabelledTableName = {
  [T in CodeTableName]: CodeEntryOf<T> extends { readonly messageId: MessageId } ? T : never;
}[CodeTableName];

/**
 * The message id of a code's text, for labelled tables: always one for a code of a labelled table,
 * undefined for a value the table does not list or a table without texts.
 */
export function codeMessageId<T extends LabelledTableName>(table: T, value: CodeOf<T>): MessageId;
export function codeMessageId(table: CodeTableName, value: unknown): MessageId | undefined;
export function codeMessageId(table: CodeTableName, value: unknown): MessageId | undefined {
  const entry: CodeEntry | undefined = findCode(table, value);
  return entry?.messageId;
}

/**
 * The payment method an order web status implies (core §4 Rules): 4 or 12 gives '03', 5 or 10
 * gives '02', any other status keeps the order's own method (any order-type code: '04' 14days,
 * '05' paylater, '08' freepart, '13' xDaysInvoice, ...). Every payment method is an order type
 * too (checked), so for an order-type `own` the answer is an order type.
 */
export function derivePaymentMethod<T extends string = OrderTypeCode>(
  webStatus: number,
  own: T,
): PaymentMethodCode | T {
  const entry: { readonly code: number; readonly paymentMethod?: PaymentMethodCode } | undefined =
    findCode('orderWebStatus', webStatus);
  return entry?.paymentMethod ?? own;
}

/** The payment method of a purchase: derivePaymentMethod of its web status and its own method. */
export function orderPaymentMethod(order: {
  readonly orderStatusWeb: number;
  readonly paymentMethodOrder: OrderTypeCode;
}): OrderTypeCode {
  return derivePaymentMethod(order.orderStatusWeb, order.paymentMethodOrder);
}

/** Invoice type of a payment method (core §3): '02' konto, '03' monthly, otherwise invoice. */
export function invoiceTypeOf(paymentMethod: string | null | undefined): InvoiceTypeCode {
  for (const entry of invoiceTypeCodes) {
    const withMethod: { readonly code: InvoiceTypeCode; readonly paymentMethod?: string } = entry;
    if (withMethod.paymentMethod !== undefined && withMethod.paymentMethod === paymentMethod) {
      return entry.code;
    }
  }
  return invoiceTypeFallback;
}

/** Method names Trustly takes for an order type (core §7). */
export type TrustlyMethod = Extract<
  (typeof orderTypeCodes)[number],
  { trustlyMethod: string }
>['trustlyMethod'];

/** The Trustly method of an order type, when the type has one. */
export function trustlyMethodOf(orderType: string): TrustlyMethod | undefined {
  const entry: { readonly code: string; readonly trustlyMethod?: TrustlyMethod } | undefined =
    findCode('orderType', orderType);
  return entry?.trustlyMethod;
}

/**
 * The login state a BankID failure code ends in, the QR variant when the QR code on another
 * device was used; undefined for pending hints and unknown codes.
 */
export function loginStateOfBankIdHint(hint: string, viaQr = false): LoginStateCode | undefined {
  const entry:
    | {
        readonly code: string;
        readonly loginState?: LoginStateCode;
        readonly qrLoginState?: LoginStateCode;
      }
    | undefined = findCode('bankIdHint', hint);
  return (viaQr ? entry?.qrLoginState : undefined) ?? entry?.loginState;
}

/** The status the error page shows for an HTTP status: 404, 503 or 504, any other as 504 (core §2). */
export function errorPageStatusOf(status: number): ErrorPageStatusCode {
  return isCode('errorPageStatus', status) ? status : errorPageStatusFallback;
}

// ---------------------------------------------------------------------------------------------
// Rules (schema/codes.yaml `rules`; docs/decisions/0003-payability-rules.md). The data decides;
// the helpers below only apply it. Each helper takes the few fields it reads, so the generated
// entity types (Order, InvoiceAccount, Invoice, Transaction) fit without an import.

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

/** The shape of the rules; the generated data below must fit it. */
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

function among(list: readonly unknown[], value: unknown): boolean {
  return list.includes(value);
}

/** The fields the refund rule reads (an Order and an InvoiceAccount have them). */
export interface RefundFields {
  readonly hasRefund?: boolean | null;
  readonly refundStatus?: string | null;
}

/** A refund exists or is pending: hasRefund, or refundStatus PENDING or CREATED (core §4). */
export function hasRefundOrPending(item: RefundFields): boolean {
  return item.hasRefund === true || among(codeRules.refund.refundStatuses, item.refundStatus);
}

/**
 * The state the rules read for a purchase: the display state of its web status. Overdue is how a
 * due purchase past its date is shown, so for the rules it is due. Undefined for an unknown status.
 */
export function orderStateOf(order: {
  readonly orderStatusWeb: number;
}): DisplayStateCode | undefined {
  return isCode('orderWebStatus', order.orderStatusWeb)
    ? displayStateOfOrderWebStatus[order.orderStatusWeb]
    : undefined;
}

/** What canPay reads of a purchase. */
export interface CanPayOrder extends RefundFields {
  readonly orderStatusWeb: number;
  readonly orderStatus: number;
  readonly orderType: string;
  readonly paymentStatus: number;
  readonly orderInvoiceAmount: number;
}

function clauseHolds(
  clause: CanPayClause,
  order: CanPayOrder,
  state: DisplayStateCode | undefined,
): boolean {
  return (
    (clause.orderStatuses === undefined || among(clause.orderStatuses, order.orderStatus)) &&
    (clause.orderTypes === undefined || among(clause.orderTypes, order.orderType)) &&
    (clause.states === undefined || among(clause.states, state)) &&
    (clause.invoiceAmountAbove === undefined ||
      order.orderInvoiceAmount > clause.invoiceAmountAbove)
  );
}

/**
 * Whether the customer can pay a purchase now (core §4 Rules canPay): false when paymentStatus
 * is blocked (5) or a refund exists or is pending; true when delivered or returned and due; for
 * freepart also when partly-paid or paid with an invoice amount above 0.
 */
export function canPay(order: CanPayOrder): boolean {
  const rule = codeRules.canPay;
  if (order.paymentStatus === rule.blockedPaymentStatus) return false;
  if (rule.blockedByRefund && hasRefundOrPending(order)) return false;
  const state = orderStateOf(order);
  return rule.when.some((clause) => clauseHolds(clause, order, state));
}

/** What the active-invoice rule reads of an account. */
export interface ActiveInvoiceAccount extends RefundFields {
  readonly currentInvoiceStatus?: number | null;
  readonly currentInvoiceDate?: string | null;
  readonly adjustedFullInvoiceAmount: number;
}

/**
 * 'invoice' when an account's current invoice is active (status new, scheduled or
 * cancel-initiated; a date that is not 'null'; an amount above 0; no refund), 'refund' when it
 * is open (status and date) and has a refund, whatever its amount (an active refund), otherwise
 * undefined (core §4 Rules).
 */
export function activeInvoiceKind(account: ActiveInvoiceAccount): 'invoice' | 'refund' | undefined {
  const rule = codeRules.activeInvoice;
  const date = account.currentInvoiceDate;
  const open =
    among(rule.invoiceStatuses, account.currentInvoiceStatus) &&
    typeof date === 'string' &&
    date !== rule.noDate;
  if (!open) return undefined;
  // A refund decides before the amount: the refund may already have taken the amount to 0, and
  // such an invoice is still the refund's, never an invoice of 0 to pay (issue 11).
  if (hasRefundOrPending(account)) return rule.refundMakesActiveRefund ? 'refund' : undefined;
  return account.adjustedFullInvoiceAmount > rule.amountAbove ? 'invoice' : undefined;
}

export function isActiveInvoice(account: ActiveInvoiceAccount): boolean {
  return activeInvoiceKind(account) === 'invoice';
}

export function isActiveRefund(account: ActiveInvoiceAccount): boolean {
  return activeInvoiceKind(account) === 'refund';
}

/** Whether a purchase belongs in the to-do list (core §4 Rules: orders with state due). */
export function isTodo(order: { readonly orderStatusWeb: number }): boolean {
  return among(codeRules.todo.states, orderStateOf(order));
}

/** The to-do list: the purchases with state due, in the order given. */
export function todoList<T extends { readonly orderStatusWeb: number }>(orders: readonly T[]): T[] {
  return orders.filter(isTodo);
}

/** What the active-payments rule reads of a purchase. */
export interface ActivePaymentOrder extends CanPayOrder {
  readonly orderlines: readonly unknown[];
}

/**
 * Whether a purchase is an active payment (core §4 Rules): due, scheduled or cancel-initiated,
 * with order lines, and payable (canPay) or scheduled or cancel-initiated.
 */
export function isActivePayment(order: ActivePaymentOrder): boolean {
  const rule = codeRules.activePayments;
  const state = orderStateOf(order);
  if (!among(rule.states, state)) return false;
  if (rule.needsOrderLines && order.orderlines.length === 0) return false;
  return canPay(order) || among(rule.orInStates, state);
}

/** The active payments, in the order given. */
export function activePayments<T extends ActivePaymentOrder>(orders: readonly T[]): T[] {
  return orders.filter(isActivePayment);
}

/** What pending polling looks at: purchases, accounts and invoices, open ones and lists alike. */
export interface PollingItems {
  readonly orders?: readonly ({ readonly orderStatusWeb: number } | null | undefined)[];
  readonly accounts?: readonly (
    { readonly currentInvoiceStatus?: number | null } | null | undefined
  )[];
  readonly invoices?: readonly ({ readonly status?: number | null } | null | undefined)[];
}

/**
 * Whether the payments data must be fetched again (core §4 Rules pending polling): any purchase,
 * account's current invoice or invoice has status 904.
 */
export function needsPendingPolling(items: PollingItems): boolean {
  const status: number = codeRules.pendingPolling.status;
  return (
    (items.orders ?? []).some((o) => o?.orderStatusWeb === status) ||
    (items.accounts ?? []).some((a) => a?.currentInvoiceStatus === status) ||
    (items.invoices ?? []).some((i) => i?.status === status)
  );
}

function compareValues(a: string | number | undefined, b: string | number | undefined): number {
  if (a === b || a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function sortBy<T, F extends string>(
  items: readonly T[],
  keys: readonly SortOrder<F>[],
  read: (item: T, field: F) => string | number | undefined,
): T[] {
  return [...items].sort((a, b) => {
    for (const { field, direction } of keys) {
      const order = compareValues(read(a, field), read(b, field));
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    return 0;
  });
}

/** The fields the invoice sorts read. */
export interface SortableInvoice {
  readonly dueDate: string;
  readonly invoiceDate?: string;
}

function sortInvoices<T extends SortableInvoice>(
  invoices: readonly T[],
  sort: SortOrder<InvoiceSortField>,
): T[] {
  return sortBy(invoices, [sort], (invoice, field) => invoice[field]);
}

/**
 * An account's invoices sorted by due date, newest first, each with movedToKonto (core §4 Rules):
 * true on a '03' invoice that comes right after a '02' invoice in that order.
 */
export function withMovedFlags<T extends SortableInvoice & { readonly paymentMethod: string }>(
  invoices: readonly T[],
): Array<T & { movedToKonto: boolean }> {
  const rule = codeRules.movedFlag;
  const sorted = sortInvoices(invoices, rule.sort);
  return sorted.map((invoice, i) => ({
    ...invoice,
    movedToKonto:
      invoice.paymentMethod === rule.flagged && sorted[i - 1]?.paymentMethod === rule.after,
  }));
}

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
  return sortBy(transactions, codeRules.transactionSort.keys, (t, field) =>
    field === 'signedAmount' ? signedAmount(t) : t[field],
  );
}

/** A calendar date (YYYY-MM-DD) `months` before `date`, the day clamped to the month's length. */
export function monthsBefore(date: Date | string, months: number): string {
  const [y, m, d] =
    typeof date === 'string'
      ? date.slice(0, 10).split('-').map(Number)
      : [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  const index = (y ?? 0) * 12 + (m ?? 1) - 1 - months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d ?? 1, last);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The quick invoice list and the cutoff date it computed. */
export interface QuickInvoiceList<T> {
  readonly invoices: T[];
  /** Invoices due before this date would be cut off; computed, applied only when the rule says so. */
  readonly cutoffDate: string;
  readonly cutoffApplied: boolean;
}

/**
 * The quick invoice list (core §9): sorted by due date, newest first; 5 invoices when `short`,
 * else all. The 18-month cutoff is computed but not applied.
 */
export function quickInvoiceList<T extends SortableInvoice>(
  invoices: readonly T[],
  options: { readonly short: boolean; readonly today: Date | string },
): QuickInvoiceList<T> {
  const rule = codeRules.quickInvoiceList;
  const cutoffDate = monthsBefore(options.today, rule.cutoffMonths);
  const kept = rule.applyCutoff ? invoices.filter((i) => i.dueDate >= cutoffDate) : invoices;
  const sorted = sortInvoices(kept, rule.sort);
  return {
    invoices: options.short ? sorted.slice(0, rule.shortCount) : sorted,
    cutoffDate,
    cutoffApplied: rule.applyCutoff,
  };
}

function slugOf(text: string): string {
  const { separator, transliterate } = codeRules.bankSlug;
  const plain = [...text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()]
    .map((ch) => transliterate[ch] ?? ch)
    .join('');
  return plain
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(separator);
}

/**
 * The slug of a bank name (core §3 User): accents stripped, lower case, words joined by '-';
 * the two known Swedish bank names map to their fixed slugs. Empty for no name.
 */
export function bankSlug(name: string | null | undefined): string {
  const slug = slugOf(name ?? '');
  return codeRules.bankSlug.fixed.find((fixed) => slugOf(fixed.name) === slug)?.slug ?? slug;
}

/** Preferences as the provider sends them (UserPreferences). */
export interface ApiPreferences {
  readonly mandateStatus?: string | null;
  readonly bankAccount?: string | null;
  readonly bank?: string | null;
}

/** Preferences as the app reads them. */
export interface Preferences {
  readonly mandateStatus: MandateStatusCode;
  /** The visible digits of the masked account, asterisks removed; empty when none is linked. */
  readonly bankAccount: string;
  /** The bank's slug (bankSlug), for its logo; empty when none is linked. */
  readonly bank: string;
}

/**
 * The user's preferences from the provider's (core §3 User): mandateStatus lower-cased (when it
 * is not linked or unlinked: linked when a bank account exists, unlinked when it is empty),
 * bankAccount with the mask's asterisks removed, bank as its slug.
 */
export function preferencesFromApi(api: ApiPreferences): Preferences {
  const rule = codeRules.preferences;
  const bankAccount = (api.bankAccount ?? '').split(rule.maskCharacter).join('').trim();
  const stated = (api.mandateStatus ?? '').trim().toLowerCase();
  const fromAccount = bankAccount
    ? rule.mandateStatus.withBankAccount
    : rule.mandateStatus.withoutBankAccount;
  return {
    mandateStatus: isCode('mandateStatus', stated) ? stated : fromAccount,
    bankAccount,
    bank: bankSlug(api.bank),
  };
}
