/** Step trustly (spec 2 "Payment steps"): pay through Trustly, over the purchase (shared/flows). */
import type { MetaFunction } from 'react-router';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { PurchaseHost } from '../hosts/purchase-host.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appPurchasesBrandIdStepsTrustly.title');

export default function AppPurchasesBrandIdStepsTrustly() {
  return <PurchaseHost />;
}
