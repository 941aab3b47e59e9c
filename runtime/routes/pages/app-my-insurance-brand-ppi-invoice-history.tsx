/** The insurance's monthly costs at a brand (spec 2 app/my-insurance/{brand}/ppi-invoice-history). */
import type { MetaFunction } from 'react-router';
import { useParams } from 'react-router';
import { isBrandSlug } from '../../../generated/brands.js';
import { CostHistoryPage } from '../../features/insurance/cost-history-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appMyInsuranceBrandPpiInvoiceHistory.title');

export default function AppMyInsuranceBrandPpiInvoiceHistory() {
  const { brand } = useParams();
  return isBrandSlug(brand) ? <CostHistoryPage brand={brand} /> : null;
}
