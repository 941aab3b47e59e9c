/** Step vipps (spec 2 "Payment steps"): pay with Vipps, over the invoice (shared/flows). */
import type { MetaFunction } from 'react-router';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { InvoiceHost } from '../hosts/invoice-host.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appInvoicesBrandIdStepsVipps.title');

export default function AppInvoicesBrandIdStepsVipps() {
  return <InvoiceHost />;
}
