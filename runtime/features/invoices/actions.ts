/**
 * What the customer can do on an invoice (core §4 Rules "Customer actions"), as links to the
 * invoice flows' step pages (app/invoices/{brand}/{id}/steps/...; the flows themselves open there).
 * Only the account's active invoice (rules/active-invoice.ts) can be acted on:
 * - new (1): pay the full amount by a method of choice, pay another amount between the minimum and
 *   the total (when the minimum is less), pay by bank transfer, pay from the bank account on the
 *   due date (automatic payment), and on a konto a payment-free month where the country offers
 *   it (the provider decides whether it is earned);
 * - scheduled (901): the automatic payment can be removed (its step page, steps/pay of flow
 *   autogiro, asks Keep or Remove);
 * - cancel initiated (904): nothing until the provider has cancelled it.
 * Debt collection, an active refund, processing and paid invoices offer nothing to pay; the
 * notice says why.
 */
import { InvoiceStatus } from '../../../generated/codes/tables/invoice-status.js';
import type { CountryTerms } from '../../../generated/countries/index.js';
import type { InvoiceAccount } from '../../../generated/entities/types.js';
import type { FlowId } from '../../../generated/flows.js';
import type { RouteName } from '../../../generated/routes/table.js';
import { isActiveInvoiceOf } from '../../shared/domain/active-invoice.js';
import { isActiveRefundOf } from '../../shared/domain/active-refund.js';
import type { DerivedInvoice } from '../../shared/domain/invoice-derive.js';

export type InvoiceActionId =
  'pay' | 'amount' | 'bank' | 'autogiro' | 'freeMonth' | 'cancelAutogiro';

/** A step page of the invoice flows; each takes the invoice's brand and date. */
export type InvoiceStepRoute = Extract<RouteName, `app-invoices-brand-id-steps-${string}`>;

export interface InvoiceAction {
  readonly id: InvoiceActionId;
  readonly route: InvoiceStepRoute;
  /**
   * The flow the link opens, where its step page is shared and the page's own flow is another:
   * steps/pay is pay's (pay now) and autogiro's schedule.
   */
  readonly flow?: FlowId;
}

/** Why an invoice offers nothing to pay, when the customer should be told. */
export type InvoiceNotice = 'debtCollection' | 'refund' | 'cancelling' | 'processing' | 'scheduled';

export interface InvoiceOptions {
  readonly actions: readonly InvoiceAction[];
  readonly notice: InvoiceNotice | null;
}

const step = (id: InvoiceActionId, route: InvoiceStepRoute, flow?: FlowId): InvoiceAction =>
  flow ? { id, route, flow } : { id, route };

export function invoiceOptions(
  account: InvoiceAccount,
  invoice: Pick<DerivedInvoice, 'invoiceDate' | 'status' | 'minAmountToPay' | 'fullInvoiceAmount'>,
  terms: Pick<CountryTerms, 'offers'>,
): InvoiceOptions {
  const none = (notice: InvoiceNotice | null): InvoiceOptions => ({ actions: [], notice });
  if (invoice.status === InvoiceStatus.debtCollection) return none('debtCollection');
  if (isActiveRefundOf(account, invoice.invoiceDate)) return none('refund');
  if (invoice.status === InvoiceStatus.processing) return none('processing');
  if (!isActiveInvoiceOf(account, invoice.invoiceDate)) return none(null);
  if (invoice.status === InvoiceStatus.nordpay904) return none('cancelling');
  if (invoice.status === InvoiceStatus.nordpay901) {
    return {
      actions: [step('cancelAutogiro', 'app-invoices-brand-id-steps-pay', 'autogiro')],
      notice: 'scheduled',
    };
  }
  const actions: InvoiceAction[] = [step('pay', 'app-invoices-brand-id-steps-select')];
  if (invoice.minAmountToPay < invoice.fullInvoiceAmount) {
    actions.push(step('amount', 'app-invoices-brand-id-steps-amount'));
  }
  actions.push(step('bank', 'app-invoices-brand-id-steps-bank'));
  actions.push(step('autogiro', 'app-invoices-brand-id-steps-pay', 'autogiro'));
  if (account.type === 'konto' && terms.offers.paymentFreeMonth.available) {
    actions.push(step('freeMonth', 'app-invoices-brand-id-steps-freemonth'));
  }
  return { actions, notice: null };
}
