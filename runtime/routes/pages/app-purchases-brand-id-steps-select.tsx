/** Step select (spec 2 "Payment steps"): choose how to pay, over the purchase (shared/flows). */
import type { MetaFunction } from 'react-router';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { PurchaseHost } from '../hosts/purchase-host.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appPurchasesBrandIdStepsSelect.title');

export default function AppPurchasesBrandIdStepsSelect() {
  return <PurchaseHost />;
}
