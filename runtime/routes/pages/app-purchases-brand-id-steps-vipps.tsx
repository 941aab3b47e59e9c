/** Step vipps (spec 2 "Payment steps"): pay with Vipps, over the purchase (shared/flows). */
import type { MetaFunction } from 'react-router';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { PurchaseHost } from '../hosts/purchase-host.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appPurchasesBrandIdStepsVipps.title');

export default function AppPurchasesBrandIdStepsVipps() {
  return <PurchaseHost />;
}
