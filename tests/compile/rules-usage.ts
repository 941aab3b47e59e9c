/**
 * Compile-time test (type-checked by `tsc -p .`, never run): the rule helpers of generated/codes.ts
 * take the contract's own entity types, so the runtime passes what it fetched without mapping, and
 * the payment-method fields take every order-type code (core §3, §4).
 */
import {
  activeInvoiceKind,
  canPay,
  isActivePayment,
  needsPendingPolling,
  orderPaymentMethod,
  preferencesFromApi,
  quickInvoiceList,
  sortTransactions,
  withMovedFlags,
  type OrderTypeCode,
  type Preferences,
} from '../../generated/codes.js';
import type {
  Invoice,
  InvoiceAccount,
  Order,
  PaymentsOverview,
  SnoozePossibility,
  Transaction,
  UserMessage,
  UserPreferences,
} from '../../generated/entities/types.js';

export function usesTheRules(overview: PaymentsOverview, order: Order, account: InvoiceAccount) {
  const payable: boolean = canPay(order) && isActivePayment(order);
  const kind: 'invoice' | 'refund' | undefined = activeInvoiceKind(account);
  const polling: boolean = needsPendingPolling({
    orders: [order, ...overview.orders],
    accounts: overview.accounts,
    invoices: account.invoices,
  });
  const method: OrderTypeCode = orderPaymentMethod(order);
  const flagged: Array<Invoice & { movedToKonto: boolean }> = withMovedFlags(account.invoices);
  const quick: Invoice[] = quickInvoiceList(account.invoices, {
    short: true,
    today: new Date(),
  }).invoices;
  const lines: Transaction[] = sortTransactions(account.invoices[0]?.transactions ?? []);
  return { payable, kind, polling, method, flagged, quick, lines };
}

export function readsPreferences(api: UserPreferences): Preferences {
  return preferencesFromApi(api);
}

// Every order-type code is an order's and an invoice's own payment method (core §3, §4).
const ownMethods: ReadonlyArray<Order['paymentMethodOrder'] & Invoice['paymentMethod']> = [
  '02',
  '03',
  '04',
  '05',
  '08',
  '13',
];
// @ts-expect-error '07' is no order type
const notAMethod: Order['paymentMethodOrder'] = '07';
// An account's method stays '02' or '03' (core §3 paymentMethodCustomer).
// @ts-expect-error an account is konto or monthly
const accountMethod: InvoiceAccount['paymentMethodCustomer'] = '04';
const finnishSnooze: SnoozePossibility = { snoozeFee: 0, snoozeDays: 14 };
const bullets: UserMessage['bullets'] = ['One', 'Two'];

export const values = { ownMethods, notAMethod, accountMethod, finnishSnooze, bullets };
