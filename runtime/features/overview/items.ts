/**
 * The purchases and invoices of the overview pages as one kind of row (a brand, a state, an
 * amount, a due date, where it opens), worked out from the payments data and the invoices as the
 * invoice pages derive them (invoices/derive.ts). Pure.
 */
import type { BrandSlug } from '../../../generated/brands.js';
import type { DisplayStateCode } from '../../../generated/codes/tables/display-state.js';
import type { InvoiceTypeCode } from '../../../generated/codes/tables/invoice-type.js';
import type { Order } from '../../../generated/entities/types.js';
import type { HrefTarget } from '../../shared/routing/href.js';
import { accountBrandSlug, brandName } from '../../shared/domain/account-brand.js';
import type { AccountView, DerivedInvoice } from '../../shared/domain/invoice-derive.js';
import { invoiceShownState } from '../../shared/domain/invoice-state.js';
import { orderDisplayState } from '../../shared/domain/display-state.js';
import { invoiceFigure, purchaseFigure } from '../../shared/domain/shown-amount.js';

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
  /** The figure every screen shows for it (rules/shown-amount.ts). */
  readonly amount: number;
  readonly dueDate?: string;
  /** The purchase or invoice date, the newest-first order of the history. */
  readonly date: string;
  /** Where the row opens; null when its brand is unknown (no route takes it). */
  readonly to: HrefTarget<'app-purchases-brand-id' | 'app-invoices-brand-id'> | null;
}

function brandOf(name: string) {
  const brand = accountBrandSlug(name) ?? null;
  return { brand, brandName: brand ? brandName(brand) : name };
}

export function purchaseItem(order: Order): OverviewItem | null {
  const shown = orderDisplayState(order);
  if (!shown) return null;
  const { brand, brandName: name } = brandOf(order.brand);
  return {
    key: `purchase/${order.brand}/${order.orderID}`,
    kind: 'purchase',
    brand,
    brandName: name,
    orderId: order.orderID,
    state: shown.state,
    ...(shown.daysLate !== undefined ? { daysLate: shown.daysLate } : {}),
    amount: purchaseFigure(order, shown.state).amount,
    ...(order.dueDate ? { dueDate: order.dueDate } : {}),
    date: order.orderDate,
    to: brand ? { route: 'app-purchases-brand-id', params: { brand, id: order.orderID } } : null,
  };
}

/**
 * An invoice of an account as a row, in the state the invoice pages show it (invoices/state.ts:
 * the current invoice in the account's status, overdue past its date; earlier ones paid), with the
 * figure the invoice pages show (rules/shown-amount.ts).
 */
export function invoiceItem(view: AccountView, invoice: DerivedInvoice): OverviewItem | null {
  const shown = invoiceShownState(view.account, invoice);
  if (!shown) return null;
  return {
    key: `invoice/${view.account.accountNumber}/${invoice.invoiceDate}`,
    kind: 'invoice',
    brand: view.brand,
    brandName: brandName(view.brand),
    invoiceType: invoice.type,
    state: shown.state,
    ...(shown.daysLate !== undefined ? { daysLate: shown.daysLate } : {}),
    amount: invoiceFigure(view.account, invoice).amount,
    dueDate: invoice.dueDate,
    date: invoice.invoiceDate,
    to: {
      route: 'app-invoices-brand-id',
      params: { brand: view.brand, id: invoice.invoiceDate },
    },
  };
}

/** Newest first by `date`, then by key so equal dates keep one order. */
export function newestFirst(items: readonly OverviewItem[]): OverviewItem[] {
  return [...items].sort((a, b) =>
    a.date === b.date ? a.key.localeCompare(b.key) : a.date < b.date ? 1 : -1,
  );
}

export const present = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined;
