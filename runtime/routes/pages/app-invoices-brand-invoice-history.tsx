/** A brand's invoice history (spec 2 app/invoices/{brand}/invoice-history). */
import type { MetaFunction } from 'react-router';
import { useParams } from 'react-router';
import { isBrandSlug } from '../../../generated/brands.js';
import { HistoryPage } from '../../features/invoices/history-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appInvoicesBrandInvoiceHistory.title');

export default function AppInvoicesBrandInvoiceHistory() {
  const { brand } = useParams();
  return (
    <HistoryPage
      brand={isBrandSlug(brand) ? brand : null}
      titleId="route.appInvoicesBrandInvoiceHistory.title"
      route="app-invoices-brand-invoice-history"
    />
  );
}
