/** Step bank (spec 2 "Payment steps"): pay by a bank transfer of your own, over the invoice (shared/flows). */
import type { MetaFunction } from 'react-router';
import { pageTitle } from '../../shared/i18n/page-meta.js';
import { InvoiceHost } from '../hosts/invoice-host.js';

export const meta: MetaFunction = ({ location }) =>
  pageTitle(location.pathname, 'route.appInvoicesBrandIdStepsBank.title');

export default function AppInvoicesBrandIdStepsBank() {
  return <InvoiceHost />;
}
