/**
 * One invoice (spec 2 app/invoices/{brand?}/{id?}, the id being the invoice date) and its flows.
 * React Router may draw this module for either invoices address; InvoicesRoute decides by the
 * route table's rules which page the address names (hosts/invoice-host.tsx).
 */
import type { MetaFunction } from 'react-router';
import { invoicesMeta } from '../../features/invoices/invoices-route.js';
import { InvoiceHost } from '../hosts/invoice-host.js';

export const meta: MetaFunction = ({ location }) => invoicesMeta(location.pathname);

export default function AppInvoicesBrandId() {
  return <InvoiceHost />;
}
