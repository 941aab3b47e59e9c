/** Step bank (spec 2 "Payment steps"): pay by a bank transfer of your own, over the purchase (shared/flows). */
import type { MetaFunction } from 'react-router';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { PurchaseHost } from '../hosts/purchase-host.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appPurchasesBrandIdStepsBank.title');

export default function AppPurchasesBrandIdStepsBank() {
  return <PurchaseHost />;
}
