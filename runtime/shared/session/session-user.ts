/**
 * What the menu knows of the logged-in customer (spec 2 "Header and menus"): the counts behind
 * the bell, the refund badge, the account links and the insurance link, worked out from the
 * payments data and the customer's messages. Pure: the app layout feeds it the cached answers.
 */
import { canPay, isActiveInvoice } from '../../../generated/codes/payability.js';
import type { InvoiceAccount, Order, PaymentsOverview } from '../../../generated/entities/types.js';
import type { NavCount } from '../../../generated/navigation.js';
import type { SessionUser } from './session.js';
import { accountBrandSlug } from '../domain/account-brand.js';

/** The interest-free split order type ('08', the `orderType` code table). */
const FREEPART = '08';

/**
 * A refund waiting for the customer: offered (hasRefund) and not yet confirmed, so the provider
 * has given it no status (PENDING once confirmed, CREATED once paid out). These are what the
 * refund badge counts (spec 2: the refund entry "with notification count"): something to do on
 * the refund page, so the count drops as soon as the customer confirms one.
 */
export const refundWaiting = (item: Pick<Order, 'hasRefund' | 'refundStatus'>): boolean =>
  item.hasRefund && !item.refundStatus;

/**
 * A free-part order is due when an instalment can be paid now (canPay: for freepart this covers
 * due, and partly paid or paid with an amount still invoiced).
 */
const freepartDue = (order: Order): boolean => order.orderType === FREEPART && canPay(order);

/** A konto account carries ppi info (spec 2 "Insurance link"). */
const insured = (account: InvoiceAccount): boolean =>
  account.type === 'konto' && (account.hasPPI || account.ppiInformation !== undefined);

export interface SessionUserInput {
  readonly payments: PaymentsOverview | undefined;
  /** Unread notifications (messages/unread.ts), counted by the messages feed. */
  readonly unreadNotifications: number;
}

/**
 * The customer as the menu sees them (spec 2): the due konto and monthly accounts (an active
 * invoice, core §4) plus the due free-part orders give one count, whose single item the account
 * link opens; the konto accounts with ppi pick the insurance link; the refunds waiting for the
 * customer's confirmation give the refund badge.
 */
export function sessionUserOf({ payments, unreadNotifications }: SessionUserInput): SessionUser {
  const orders = payments?.orders ?? [];
  const accounts = payments?.accounts ?? [];
  const dueAccounts = accounts.filter(isActiveInvoice);
  const dueFreeparts = orders.filter(freepartDue);
  const insuredAccounts = accounts.filter(insured);

  const counts: Record<NavCount, number> = {
    unreadNotifications,
    pendingRefunds: [...orders, ...accounts].filter(refundWaiting).length,
    dueAccountsAndFreepartOrders: dueAccounts.length + dueFreeparts.length,
    kontoAccountsWithPpi: insuredAccounts.length,
  };

  let dueItem: SessionUser['dueItem'] = null;
  const [account] = dueAccounts;
  const [order] = dueFreeparts;
  if (counts.dueAccountsAndFreepartOrders === 1 && account) {
    const brand = accountBrandSlug(account.accountBrand);
    if (brand) dueItem = { kind: account.type, brand };
  } else if (counts.dueAccountsAndFreepartOrders === 1 && order) {
    const brand = accountBrandSlug(order.brand);
    if (brand) dueItem = { kind: 'freepart', brand, orderId: order.orderID };
  }

  const [insuredAccount] = insuredAccounts;
  const insuredBrand =
    insuredAccounts.length === 1 && insuredAccount
      ? (accountBrandSlug(insuredAccount.ppiInformation?.brand ?? insuredAccount.accountBrand) ??
        null)
      : null;

  return {
    counts,
    hasKontoAccountWithoutPpi: accounts.some((a) => a.type === 'konto' && !insured(a)),
    dueItem,
    insuredBrand,
  };
}
