/** Step pay (spec 2 "Payment steps"): confirm a card payment or one from the linked bank account (or choose a method), over the invoice (shared/flows). */
import type { MetaFunction } from 'react-router';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { InvoiceHost } from '../hosts/invoice-host.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appInvoicesBrandIdStepsPay.title');

export default function AppInvoicesBrandIdStepsPay() {
  return <InvoiceHost />;
}
