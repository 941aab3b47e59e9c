/** Step pay (spec 2 "Payment steps"): confirm a card payment or one from the linked bank account (or choose a method), over the purchase (shared/flows). */
import type { MetaFunction } from 'react-router';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { PurchaseHost } from '../hosts/purchase-host.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appPurchasesBrandIdStepsPay.title');

export default function AppPurchasesBrandIdStepsPay() {
  return <PurchaseHost />;
}
