/**
 * The purchases and invoices of the overview pages as one kind of row (a brand, a state, an
 * amount, a due date, where it opens), worked out from the payments data. Pure: today is passed in.
 */
import { brandBySlug, type BrandSlug } from '../../../generated/brands.js';
import {
  displayStateOfInvoiceStatus,
  invoiceTypeOf,
  isCode,
  type DisplayStateCode,
  type InvoiceTypeCode,
} from '../../../generated/codes.js';
import type { Invoice, InvoiceAccount, Order } from '../../../generated/entities/types.js';
import type { RouteName } from '../../../generated/routes/table.js';
import { orderDisplayState } from '../rules/display-state.js';
import { brandSlugOf } from '../session-user.js';

export interface OverviewItem {
  /** Unique within a list. */
  readonly key: string;
  readonly kind: 'purchase' | 'invoice';
  readonly brand: BrandSlug | null;
  readonly brandName: string;
  /** The purchase number, or the invoice's type (konto, monthly, invoice). */
  readonly orderId?: string;
  readonly invoiceType?: InvoiceTypeCode;
  readonly state: DisplayStateCode;
  /** Days past the due date, for overdue only. */
  readonly daysLate?: number;
  readonly amount: number;
  readonly dueDate?: string;
  /** The purchase or invoice date, the newest-first order of the history. */
  readonly date: string;
  /** Where the row opens; null when its brand is unknown (no route takes it). */
  readonly to: { readonly route: RouteName; readonly params: Record<string, string> } | null;
}

const DAY_MS = 86_400_000;

/** Whole days from `today` to the calendar day `date` (YYYY-MM-DD...), negative when past. */
export function daysUntil(date: string, today: Date): number {
  const [y = 0, m = 1, d = 1] = date.slice(0, 10).split('-').map(Number);
  const day = Date.UTC(y, m - 1, d);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((day - now) / DAY_MS);
}

function brandOf(name: string, display?: string) {
  const brand = brandSlugOf(name);
  return { brand, brandName: brand ? brandBySlug(brand).name : (display ?? name) };
}

export function purchaseItem(order: Order): OverviewItem | null {
  const shown = orderDisplayState(order);
  if (!shown) return null;
  const { brand, brandName } = brandOf(order.brand);
  return {
    key: `purchase/${order.brand}/${order.orderID}`,
    kind: 'purchase',
    brand,
    brandName,
    orderId: order.orderID,
    state: shown.state,
    ...(shown.daysLate !== undefined ? { daysLate: shown.daysLate } : {}),
    amount: order.orderInvoiceAmount > 0 ? order.orderInvoiceAmount : order.totalOrderAmount,
    ...(order.dueDate ? { dueDate: order.dueDate } : {}),
    date: order.orderDate,
    to: brand ? { route: 'app-purchases-brand-id', params: { brand, id: order.orderID } } : null,
  };
}

/**
 * An invoice of an account as a row. The current invoice shows the account's status (overdue
 * when new and past its due date); any other invoice is a past one, so paid (core §3 Invoice
 * "status (paid for past invoices, otherwise the current status)").
 */
export function invoiceItem(
  account: InvoiceAccount,
  invoice: Invoice,
  today: Date,
): OverviewItem | null {
  const current = invoice.invoiceDate === account.currentInvoiceDate;
  const status = current ? account.currentInvoiceStatus : 3;
  if (!isCode('invoiceStatus', status)) return null;
  const { brand, brandName } = brandOf(account.accountBrand, account.accountBrandDisplay);
  let state: DisplayStateCode = displayStateOfInvoiceStatus[status];
  const days = daysUntil(invoice.dueDate, today);
  const late = state === 'due' && days < 0;
  if (late) state = 'overdue';
  return {
    key: `invoice/${account.accountNumber}/${invoice.invoiceDate}`,
    kind: 'invoice',
    brand,
    brandName,
    invoiceType: invoiceTypeOf(invoice.paymentMethod),
    state,
    ...(late ? { daysLate: -days } : {}),
    amount: current ? account.adjustedFullInvoiceAmount : invoice.fullInvoiceAmount,
    dueDate: invoice.dueDate,
    date: invoice.invoiceDate,
    to: brand
      ? { route: 'app-invoices-brand-id', params: { brand, id: invoice.invoiceDate } }
      : null,
  };
}

/** The current invoice of an account, when it has one (a date that is not the text 'null'). */
export function currentInvoiceOf(account: InvoiceAccount): Invoice | undefined {
  return (
    account.currentInvoice ??
    account.invoices.find((invoice) => invoice.invoiceDate === account.currentInvoiceDate)
  );
}

/** Newest first by `date`, then by key so equal dates keep one order. */
export function newestFirst(items: readonly OverviewItem[]): OverviewItem[] {
  return [...items].sort((a, b) =>
    a.date === b.date ? a.key.localeCompare(b.key) : a.date < b.date ? 1 : -1,
  );
}

export const present = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined;
