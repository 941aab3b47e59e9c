/** Step mobilepay (spec 2 "Payment steps"): pay with MobilePay, over the purchase (shared/flows). */
import type { MetaFunction } from 'react-router';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { PurchaseHost } from '../hosts/purchase-host.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appPurchasesBrandIdStepsMobilepay.title');

export default function AppPurchasesBrandIdStepsMobilepay() {
  return <PurchaseHost />;
}
