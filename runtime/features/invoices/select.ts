/**
 * What each invoice page lists, from the customer's accounts (derive.ts): invoices of a type,
 * of a brand, one invoice by brand and invoice date, the upcoming (current) invoices and the
 * history (the earlier ones). Lists are newest due date first, as the quick list is (core §9);
 * upcoming invoices are soonest due first, since that is the order they are to be paid in.
 */
import type { BrandSlug } from '../../../generated/brands.js';
import type { InvoiceTypeCode } from '../../../generated/codes/tables/invoice-type.js';
import type { AccountView, DerivedInvoice } from '../../shared/domain/invoice-derive.js';

export interface ListedInvoice {
  readonly view: AccountView;
  readonly invoice: DerivedInvoice;
}

const newestDueFirst = (a: ListedInvoice, b: ListedInvoice) =>
  b.invoice.dueDate.localeCompare(a.invoice.dueDate);

const listed = (views: readonly AccountView[], keep: (i: DerivedInvoice) => boolean) =>
  views.flatMap((view) => view.invoices.filter(keep).map((invoice) => ({ view, invoice })));

/** The accounts of a brand (a brand can hold a konto and a monthly account). */
export const accountsOfBrand = (views: readonly AccountView[], brand: BrandSlug) =>
  views.filter((view) => view.brand === brand);

/** Every invoice of a type (konto, monthly or invoice), newest due date first. */
export function invoicesOfType(
  views: readonly AccountView[],
  type: InvoiceTypeCode,
): ListedInvoice[] {
  return listed(views, (invoice) => invoice.type === type).sort(newestDueFirst);
}

/** Every invoice, newest due date first. */
export const allInvoices = (views: readonly AccountView[]): ListedInvoice[] =>
  listed(views, () => true).sort(newestDueFirst);

/** The earlier invoices (all but the current ones), newest due date first. */
export const invoiceHistory = (views: readonly AccountView[]): ListedInvoice[] =>
  listed(views, (invoice) => !invoice.current).sort(newestDueFirst);

/** The accounts' current invoices, soonest due first. */
export function upcomingInvoices(views: readonly AccountView[]): ListedInvoice[] {
  return views
    .flatMap((view) => (view.current ? [{ view, invoice: view.current }] : []))
    .sort((a, b) => a.invoice.dueDate.localeCompare(b.invoice.dueDate));
}

/**
 * The invoice an address names (app/invoices/{brand?}/{id?}, the id being the invoice date):
 * by brand and date; by date alone in any account; by brand alone its current invoice, else its
 * newest. Undefined when the customer has no such invoice.
 */
export function findInvoice(
  views: readonly AccountView[],
  brand: BrandSlug | undefined,
  id: string | undefined,
): ListedInvoice | undefined {
  const candidates = brand ? accountsOfBrand(views, brand) : views;
  if (id) {
    for (const view of candidates) {
      const invoice = view.invoices.find((i) => i.invoiceDate === id);
      if (invoice) return { view, invoice };
    }
    return undefined;
  }
  if (!brand) return undefined;
  const withCurrent = candidates.find((view) => view.current);
  if (withCurrent?.current) return { view: withCurrent, invoice: withCurrent.current };
  return allInvoices(candidates)[0];
}
