/**
 * The fields the app derives for each invoice of an account (core §3 Invoice "Derived:
 * daysToDueDate, status (paid for past invoices, otherwise the current status), type,
 * movedToKonto, invoiceCount, invoicePath, accountBrandDisplay"). Pure: the day it counts from
 * and the country of the paths are passed in.
 */
import type { BrandSlug } from '../../../generated/brands.js';
import { withMovedFlags } from '../../../generated/codes/invoice-lists.js';
import { invoiceTypeOf } from '../../../generated/codes/invoice-type.js';
import {
  InvoiceStatus,
  type InvoiceStatusCode,
} from '../../../generated/codes/tables/invoice-status.js';
import type { InvoiceTypeCode } from '../../../generated/codes/tables/invoice-type.js';
import type { CountryCode } from '../../../generated/countries/index.js';
import type { Invoice, InvoiceAccount } from '../../../generated/entities/types.js';
import { href } from '../routing/href.js';
import { accountBrandSlug } from './account-brand.js';

export interface DerivedInvoice extends Invoice {
  readonly daysToDueDate: number;
  readonly status: InvoiceStatusCode | undefined;
  readonly type: InvoiceTypeCode;
  readonly movedToKonto: boolean;
  readonly invoiceCount: number;
  readonly invoicePath: string;
  readonly accountBrandDisplay: string;
  /** The account's current invoice (the one of currentInvoiceDate). */
  readonly current: boolean;
}

/** An account with its brand slug and its invoices derived, newest due date first. */
export interface AccountView {
  readonly account: InvoiceAccount;
  readonly brand: BrandSlug;
  readonly invoices: readonly DerivedInvoice[];
  /** The current invoice, when the account has one (currentInvoiceDate is not 'null'). */
  readonly current: DerivedInvoice | undefined;
}

export interface DeriveContext {
  readonly country: CountryCode;
  /** Today as a calendar day, YYYY-MM-DD. */
  readonly today: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => {
  const [y = 0, m = 1, d = 1] = day.slice(0, 10).split('-').map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
};

/** Whole days from `today` to `dueDate`: 0 on the due date, negative once it has passed. */
export const daysBetween = (today: string, dueDate: string): number =>
  dayNumber(dueDate) - dayNumber(today);

/** Today's calendar day (YYYY-MM-DD) where the customer is. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The invoice page's path: /{country}/app/invoices/{brand}/{invoiceDate}. */
export const invoicePathOf = (country: CountryCode, brand: BrandSlug, invoiceDate: string) =>
  href(country, 'app-invoices-brand-id', { brand, id: invoiceDate });

/**
 * The status of one invoice of an account: the account's current status for its current invoice,
 * paid for any earlier one.
 */
export function invoiceStatusOf(
  account: Pick<InvoiceAccount, 'currentInvoiceDate' | 'currentInvoiceStatus'>,
  invoiceDate: string,
): InvoiceStatusCode | undefined {
  return invoiceDate === account.currentInvoiceDate
    ? account.currentInvoiceStatus
    : InvoiceStatus.paid;
}

/** The account's invoices (the current one added when the list lacks it), derived. */
export function deriveAccount(account: InvoiceAccount, context: DeriveContext): AccountView | null {
  const brand = accountBrandSlug(account.accountBrand);
  if (!brand) return null;
  const listed = account.invoices;
  const current = account.currentInvoice;
  const all =
    current && !listed.some((i) => i.invoiceDate === current.invoiceDate)
      ? [...listed, current]
      : listed;
  const invoices = withMovedFlags(all).map((invoice): DerivedInvoice => ({
    ...invoice,
    daysToDueDate: daysBetween(context.today, invoice.dueDate),
    status: invoiceStatusOf(account, invoice.invoiceDate),
    type: invoiceTypeOf(invoice.paymentMethod),
    invoiceCount: all.length,
    invoicePath: invoicePathOf(context.country, brand, invoice.invoiceDate),
    accountBrandDisplay: account.accountBrandDisplay,
    current: invoice.invoiceDate === account.currentInvoiceDate,
  }));
  return { account, brand, invoices, current: invoices.find((i) => i.current) };
}

/** Every account the app knows the brand of, derived, in the order given. */
export function deriveAccounts(
  accounts: readonly InvoiceAccount[],
  context: DeriveContext,
): AccountView[] {
  return accounts.flatMap((account) => deriveAccount(account, context) ?? []);
}
