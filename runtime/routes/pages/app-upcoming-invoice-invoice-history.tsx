/** The invoice history of every account (spec 2 app/upcoming-invoice/invoice-history). */
import type { MetaFunction } from 'react-router';
import { HistoryPage } from '../../features/invoices/history-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appUpcomingInvoiceInvoiceHistory.title');

export default function AppUpcomingInvoiceInvoiceHistory() {
  return (
    <HistoryPage
      brand={null}
      titleId="route.appUpcomingInvoiceInvoiceHistory.title"
      route="app-upcoming-invoice-invoice-history"
    />
  );
}
