/** Step mobilepay (spec 2 "Payment steps"): pay with MobilePay, over the invoice (shared/flows). */
import type { MetaFunction } from 'react-router';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { InvoiceHost } from '../hosts/invoice-host.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appInvoicesBrandIdStepsMobilepay.title');

export default function AppInvoicesBrandIdStepsMobilepay() {
  return <InvoiceHost />;
}
