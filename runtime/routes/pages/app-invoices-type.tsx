/**
 * Invoices of a type (spec 2 app/invoices/{type}: konto, monthly or invoice).
 * React Router may draw this module for either invoices address; InvoicesRoute decides by the
 * route table's rules which page the address names.
 */
import type { MetaFunction } from 'react-router';
import { invoicesMeta } from '../../features/invoices/invoices-route.js';
import { InvoiceHost } from '../hosts/invoice-host.js';

export const meta: MetaFunction = ({ location }) => invoicesMeta(location.pathname);

export default function AppInvoicesType() {
  return <InvoiceHost />;
}
