/** Step trustly (spec 2 "Payment steps"): pay through Trustly, over the invoice (shared/flows). */
import type { MetaFunction } from 'react-router';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { InvoiceHost } from '../hosts/invoice-host.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appInvoicesBrandIdStepsTrustly.title');

export default function AppInvoicesBrandIdStepsTrustly() {
  return <InvoiceHost />;
}
