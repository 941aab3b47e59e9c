/** Step submission (spec 2 "Payment steps"): the answer from the payment provider, over the invoice (shared/flows). */
import type { MetaFunction } from 'react-router';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { InvoiceHost } from '../hosts/invoice-host.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appInvoicesBrandIdStepsSubmission.title');

export default function AppInvoicesBrandIdStepsSubmission() {
  return <InvoiceHost />;
}
