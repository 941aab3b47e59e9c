/** Step submission (spec 2 "Payment steps"): the answer from the payment provider, over the purchase (shared/flows). */
import type { MetaFunction } from 'react-router';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { PurchaseHost } from '../hosts/purchase-host.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appPurchasesBrandIdStepsSubmission.title');

export default function AppPurchasesBrandIdStepsSubmission() {
  return <PurchaseHost />;
}
