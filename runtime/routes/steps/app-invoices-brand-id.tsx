/**
 * The step pages of an invoice (spec 2 app/invoices/{brand?}/{id?}/steps/<step>): the invoice
 * with the step open over it (hosts/invoice-host.tsx, shared/flows). One module and one router
 * route for all of them (shared/routing/step-pages.ts); the route table names each step page.
 */
import type { MetaFunction } from 'react-router';
import { stepPageTitle } from '../hosts/step-page-title.js';
import { BuiltStepPage } from '../hosts/built-step-page.js';
import { InvoiceHost } from '../hosts/invoice-host.js';

export const meta: MetaFunction = ({ location, params }) =>
  stepPageTitle(location.pathname, 'app-invoices-brand-id', params['step']);

export default function InvoiceStepPage() {
  return (
    <BuiltStepPage>
      <InvoiceHost />
    </BuiltStepPage>
  );
}
