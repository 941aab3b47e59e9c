/** A brand's invoice history from its upcoming invoice (spec 2 app/upcoming-invoice/{brand}/invoice-history). */
import type { MetaFunction } from 'react-router';
import { useParams } from 'react-router';
import { isBrandSlug } from '../../../generated/brands.js';
import { HistoryPage } from '../../features/invoices/history-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appUpcomingInvoiceBrandInvoiceHistory.title');

export default function AppUpcomingInvoiceBrandInvoiceHistory() {
  const { brand } = useParams();
  return (
    <HistoryPage
      brand={isBrandSlug(brand) ? brand : null}
      titleId="route.appUpcomingInvoiceBrandInvoiceHistory.title"
      route="app-upcoming-invoice-brand-invoice-history"
    />
  );
}
