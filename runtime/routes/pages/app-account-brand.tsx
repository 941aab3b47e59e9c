/** A brand's account: balance, minimum, current invoice and the country's terms (spec 2 app/account/{brand}). */
import type { MetaFunction } from 'react-router';
import { useParams } from 'react-router';
import { isBrandSlug } from '../../../generated/brands.js';
import { AccountPage } from '../../features/invoices/account-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appAccountBrand.title');

export default function AppAccountBrand() {
  const { brand } = useParams();
  // The brand has passed the route's rule before the page loads (runtime/shared/routing/params.ts).
  return isBrandSlug(brand) ? <AccountPage brand={brand} /> : null;
}
