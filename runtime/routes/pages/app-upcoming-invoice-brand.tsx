/** A brand's upcoming invoice (spec 2 app/upcoming-invoice/{brand}). */
import type { MetaFunction } from 'react-router';
import { useParams } from 'react-router';
import { isBrandSlug } from '../../../generated/brands.js';
import { UpcomingPage } from '../../features/invoices/upcoming-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appUpcomingInvoiceBrand.title');

export default function AppUpcomingInvoiceBrand() {
  const { brand } = useParams();
  return <UpcomingPage brand={isBrandSlug(brand) ? brand : null} />;
}
