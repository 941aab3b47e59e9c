/** Step amount (spec 2 "Payment steps"): choose how much to pay, over the invoice (shared/flows). */
import type { MetaFunction } from 'react-router';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { InvoiceHost } from '../hosts/invoice-host.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appInvoicesBrandIdStepsAmount.title');

export default function AppInvoicesBrandIdStepsAmount() {
  return <InvoiceHost />;
}
