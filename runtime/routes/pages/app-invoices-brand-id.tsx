/**
 * One invoice (spec 2 app/invoices/{brand?}/{id?}, the id being the invoice date).
 * React Router may draw this module for either invoices address; InvoicesRoute decides by the
 * route table's rules which page the address names.
 */
import type { MetaFunction } from 'react-router';
import { invoicesMeta, InvoicesRoute } from '../../features/invoices/invoices-route.js';

export const meta: MetaFunction = ({ location }) => invoicesMeta(location.pathname);

export default function AppInvoicesBrandId() {
  return <InvoicesRoute />;
}
