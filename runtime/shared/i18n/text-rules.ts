/**
 * Which part of the texts (text-parts.ts) each text is in, by the start of its id: read by the
 * build, which cuts the catalogues along these rules (vite.config.ts), and by the public pages
 * whose own texts come with their data (page-texts.tsx); a module of its own, so a page that needs
 * neither does not load the rules with the shell. Read by vite.config.ts too: it imports nothing
 * but types.
 */
import type { TextPart } from './text-parts.js';

/** Which part a message id belongs to: the first rule whose prefix it starts with. */
const RULES: readonly (readonly [prefix: string, part: TextPart])[] = [
  ['page.paymentOptions.', 'payment-options'],
  // The insurance's texts, public and logged in (the application of flow insurance, My
  // insurance): one part, the public pages' data and the logged-in pages' code (text-parts.ts).
  ['page.ppi.', 'ppi'],
  ['flow.insurance.', 'ppi'],
  ['route.appPpi', 'ppi'],
  ['route.appMyInsurance', 'ppi'],
  ['route.appConnectedPpis', 'ppi'],
  ['page.privateLoan.', 'private-loan'],
  ['page.customerService.', 'customer-service'],
  ['page.accessibility.', 'accessibility'],
  ['page.incomeVerification.', 'income-verification'],
  ['login.', 'login'],
  // The login's result states; the logged-in pages draw none.
  ['code.loginState.', 'login'],
  ['route.loginProviders', 'login'],
  ['route.loginResult', 'login'],
  // The logged-in area's pages in groups, each the texts of the pages one list of text-parts.ts names.
  ['page.appHome.', 'app'],
  ['page.overview.', 'app'],
  ['page.notifications.', 'overviews'],
  ['page.paymentHistory.', 'overviews'],
  ['page.paymentsOverview.', 'overviews'],
  ['page.todo.', 'overviews'],
  ['page.invoices.', 'invoices'],
  ['page.account.', 'invoices'],
  ['page.monthlyDetails.', 'invoices'],
  ['page.purchases.', 'purchases'],
  // The flows start from a purchase (and the bank flows' outcomes from the bank page too).
  ['flow.', 'purchases'],
  ['page.profile', 'profile'],
  ['page.bank.', 'profile'],
  ['page.emails.', 'profile'],
  ['page.conditions.', 'profile'],
  ['page.yearlyInterest.', 'profile'],
  // Pages of no group yet (the preview's, those not built yet): loaded by unlisted routes only.
  ['page.', 'more-pages'],
  // A page draws its own title alone (its meta): the titles go with their pages' groups.
  ['route.appNotifications', 'overviews'],
  ['route.appPaymentHistory', 'overviews'],
  ['route.appPaymentsOverview', 'overviews'],
  ['route.appTodo', 'overviews'],
  ['route.appInvoices', 'invoices'],
  ['route.appUpcomingInvoice', 'invoices'],
  ['route.appAccountBrand', 'invoices'],
  ['route.appMonthlyDetails', 'invoices'],
  ['route.appPurchases', 'purchases'],
  ['route.appProfile', 'profile'],
  // The code tables the home does not draw go with the pages that do.
  ['code.invoiceStatus.', 'invoices'],
  ['code.orderType.', 'purchases'],
  ['code.refundStatus.', 'purchases'],
  ['code.bankLinkState.', 'profile'],
  // Tables whose texts no page draws yet (a page drawing them lists their part).
  ['code.orderWebStatus.', 'more-pages'],
  ['code.orderStatus.', 'more-pages'],
  // The code tables, the other titles of the logged-in area's pages and the errors only its
  // flows show: every logged-in page may draw them.
  ['code.', 'app'],
  ['route.app', 'app'],
  ['error.debtCollection.', 'app'],
  ['error.paymentFailed.', 'app'],
  ['error.refund', 'app'],
];

export function partOfText(id: string): TextPart {
  return RULES.find(([prefix]) => id.startsWith(prefix))?.[1] ?? 'core';
}
