/**
 * The invoice lists' rules (schema/codes.yaml `rules`: movedFlag, quickInvoiceList): an account's
 * invoices with their moved-to-konto flags and the quick invoice list.
 */
import { movedFlagRule } from './rules/moved-flag.js';
import { quickInvoiceListRule } from './rules/quick-invoice-list.js';
import type { InvoiceSortField, SortOrder } from './rule-types.js';
import { sortBy } from './sort.js';

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
  const rule = movedFlagRule;
  const sorted = sortInvoices(invoices, rule.sort);
  return sorted.map((invoice, i) => ({
    ...invoice,
    movedToKonto:
      invoice.paymentMethod === rule.flagged && sorted[i - 1]?.paymentMethod === rule.after,
  }));
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
  const rule = quickInvoiceListRule;
  const cutoffDate = monthsBefore(options.today, rule.cutoffMonths);
  const kept = rule.applyCutoff ? invoices.filter((i) => i.dueDate >= cutoffDate) : invoices;
  const sorted = sortInvoices(kept, rule.sort);
  return {
    invoices: options.short ? sorted.slice(0, rule.shortCount) : sorted,
    cutoffDate,
    cutoffApplied: rule.applyCutoff,
  };
}
