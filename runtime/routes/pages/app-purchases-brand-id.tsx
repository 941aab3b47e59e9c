/** One purchase (spec 2 app/purchases/{brand}/{id}) and its flows: hosts/purchase-host.tsx. */
import type { MetaFunction } from 'react-router';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { PurchaseHost } from '../hosts/purchase-host.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appPurchasesBrandId.title');

export default function AppPurchasesBrandId() {
  return <PurchaseHost />;
}
