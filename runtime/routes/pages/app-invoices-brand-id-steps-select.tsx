/** Step select (spec 2 "Payment steps"): choose how to pay, over the invoice (shared/flows). */
import type { MetaFunction } from 'react-router';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { InvoiceHost } from '../hosts/invoice-host.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appInvoicesBrandIdStepsSelect.title');

export default function AppInvoicesBrandIdStepsSelect() {
  return <InvoiceHost />;
}
