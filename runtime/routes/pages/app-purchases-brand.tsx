/**
 * The purchases of one brand (spec 2 app/purchases/{brand}). The brand parameter has passed the
 * route's rule before the page loads (one of the five brands, else 404: runtime/shared/routing/params.ts).
 */
import type { MetaFunction } from 'react-router';
import { useParams } from 'react-router';
import { isBrandSlug } from '../../../generated/brands.js';
import { PurchasesPage } from '../../features/purchases/purchases-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appPurchasesBrand.title');

export default function AppPurchasesBrand() {
  const { brand } = useParams();
  return <PurchasesPage brand={isBrandSlug(brand) ? brand : null} />;
}
