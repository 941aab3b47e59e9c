/** Every purchase of the customer, newest first (spec 2 app/purchases). */
import type { MetaFunction } from 'react-router';
import { PurchasesPage } from '../../features/purchases/purchases-page.js';
import { pageTitle } from '../../shared/i18n/page-meta.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appPurchases.title');

export default function AppPurchases() {
  return <PurchasesPage brand={null} />;
}
