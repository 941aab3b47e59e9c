/**
 * What the overview pages list (spec 2 and core §4 Rules), from the payments data. Pure.
 *
 * - Payments due (the home greeting): the active payments (purchases due, scheduled or
 *   cancel-initiated with order lines, payable or scheduled) plus the accounts with an active
 *   invoice.
 * - Payments overview: to pay (what can or must be paid now, debt collection included so the
 *   customer sees it), scheduled (automatic payments, also while being cancelled), processing
 *   (payments, returns and refunds under way), upcoming (purchases not yet invoiced or paid
 *   after delivery, a split's next instalment), history (paid purchases and past invoices,
 *   purchases billed through an account, a current invoice settled or made payment-free; newest
 *   first). Every row home can show is in exactly one section.
 * - To-do list: the purchases with state due (overdue is due past its date).
 * - Home: the first 3 purchases and the quick invoice list.
 */
import { quickInvoiceList } from '../../../generated/codes/invoice-lists.js';
import {
  activePayments,
  canPay,
  isActiveInvoice,
  todoList,
} from '../../../generated/codes/payability.js';
import type { DisplayStateCode } from '../../../generated/codes/tables/display-state.js';
import { lists } from '../../../generated/constants.js';
import type { PaymentsOverview } from '../../../generated/entities/types.js';
import {
  deriveAccounts,
  type AccountView,
  type DeriveContext,
} from '../../shared/domain/invoice-derive.js';
import { invoiceItem, newestFirst, present, purchaseItem, type OverviewItem } from './items.js';

const EMPTY: PaymentsOverview = { orders: [], accounts: [] };

/** The number in the home greeting: active payments plus accounts with an active invoice. */
export function paymentsDueCount(data: PaymentsOverview = EMPTY): number {
  return activePayments(data.orders).length + data.accounts.filter(isActiveInvoice).length;
}

export interface OverviewSections {
  readonly toPay: OverviewItem[];
  readonly scheduled: OverviewItem[];
  readonly processing: OverviewItem[];
  readonly upcoming: OverviewItem[];
  readonly history: OverviewItem[];
}

const SCHEDULED: readonly DisplayStateCode[] = ['scheduled', 'cancel-initiated'];
const PROCESSING: readonly DisplayStateCode[] = ['processing', 'paused', 'pendingRefund'];
const UPCOMING: readonly DisplayStateCode[] = ['new', 'pending', 'partly-paid'];
const OWED: readonly DisplayStateCode[] = ['due', 'overdue', 'debt-collection'];

/**
 * The section a purchase belongs in. Every state has one, so whatever home lists the overview
 * lists too: a partly-paid split that cannot be paid now waits for its next instalment; the rest
 * is settled as far as the purchase goes (paid, returned, or billed through an account whose
 * invoice carries the payment) and is history.
 */
function purchaseSection(state: DisplayStateCode, payable: boolean): keyof OverviewSections {
  if (SCHEDULED.includes(state)) return 'scheduled';
  if (payable || OWED.includes(state)) return 'toPay';
  if (PROCESSING.includes(state)) return 'processing';
  if (UPCOMING.includes(state)) return 'upcoming';
  return 'history';
}

/**
 * The section an account's current invoice belongs in: to pay while active or in debt collection,
 * scheduled while an automatic payment of something is set, under way while processing, else
 * settled (paid, a payment-free month, or nothing left of it) and in the history.
 */
function accountSection(view: AccountView, item: OverviewItem): keyof OverviewSections {
  if (item.state === 'debt-collection') return 'toPay';
  if (PROCESSING.includes(item.state)) return 'processing';
  if (SCHEDULED.includes(item.state)) {
    return view.account.adjustedFullInvoiceAmount > 0 ? 'scheduled' : 'history';
  }
  if (isActiveInvoice(view.account)) return 'toPay';
  return 'history';
}

export function overviewSections(
  data: PaymentsOverview = EMPTY,
  context: DeriveContext,
): OverviewSections {
  const sections: OverviewSections = {
    toPay: [],
    scheduled: [],
    processing: [],
    upcoming: [],
    history: [],
  };
  for (const order of data.orders) {
    const item = purchaseItem(order);
    if (item) sections[purchaseSection(item.state, canPay(order))].push(item);
  }
  for (const view of deriveAccounts(data.accounts, context)) {
    for (const invoice of view.invoices) {
      const item = invoiceItem(view, invoice);
      if (item) sections[invoice.current ? accountSection(view, item) : 'history'].push(item);
    }
  }
  const byDue = (a: OverviewItem, b: OverviewItem) =>
    (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.key.localeCompare(b.key);
  return {
    toPay: sections.toPay.sort(byDue),
    scheduled: sections.scheduled.sort(byDue),
    processing: newestFirst(sections.processing),
    upcoming: newestFirst(sections.upcoming),
    history: newestFirst(sections.history),
  };
}

/** The to-do list (core §4 Rules): the purchases with state due, soonest due first. */
export function todoItems(data: PaymentsOverview = EMPTY): OverviewItem[] {
  return todoList(data.orders)
    .map(purchaseItem)
    .filter(present)
    .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? '') || a.key.localeCompare(b.key));
}

/** The home page's purchases: the first 3 of the purchases, newest first (core §9). */
export function homePurchases(data: PaymentsOverview = EMPTY): OverviewItem[] {
  return newestFirst(data.orders.map(purchaseItem).filter(present)).slice(0, lists.homePurchases);
}

/**
 * The quick invoice list (core §9): every account's invoices, sorted by due date newest first,
 * 5 when `short`, else all.
 */
export function quickInvoices(
  data: PaymentsOverview = EMPTY,
  options: DeriveContext & { readonly short: boolean },
): OverviewItem[] {
  const rows = deriveAccounts(data.accounts, options).flatMap((view) =>
    view.invoices.map((invoice) => ({ dueDate: invoice.dueDate, view, invoice })),
  );
  return quickInvoiceList(rows, options)
    .invoices.map(({ view, invoice }) => invoiceItem(view, invoice))
    .filter(present);
}
