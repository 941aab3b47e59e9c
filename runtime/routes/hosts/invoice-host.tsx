/**
 * The invoices pages (app/invoices/{type}, app/invoices/{brand?}/{id?}) with the payment flows
 * over one invoice (shared/flows): drawn by the invoice page and by each of its step pages, so a
 * step's address shows the invoice with the step open.
 */
import { lazy } from 'react';
import { InvoicesRoute, type InvoiceFlows } from '../../features/invoices/invoices-route.js';
import { stepComponents } from './step-registry.js';
import { FlowSteps, type StepRegistry } from '../../shared/flows/flow-steps.js';

/** The steps over an invoice: every flow's, and the start step offering the invoice's actions. */
const invoiceSteps: StepRegistry = {
  ...stepComponents,
  start: lazy(() => import('./invoice-start-step.js')),
};

const flows: InvoiceFlows = (payable, subject) => (
  <FlowSteps host={payable.host} payable={payable} subject={subject} steps={invoiceSteps} />
);

export function InvoiceHost() {
  return <InvoicesRoute flows={flows} />;
}
