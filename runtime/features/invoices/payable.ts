/**
 * What there is to pay on an invoice, for the payment flows (shared/flows Payable): the active
 * invoice's amount left (shown-amount.ts) down to its minimum, payable when the invoice offers to
 * pay (actions.ts: not in debt collection, no refund, not processing, scheduled or cancelling).
 * Trustly knows a konto invoice as ACCOUNT and a monthly one as INVOICE (codes trustlyMethod).
 */
import { trustlyMethodOf } from '../../../generated/codes/payment-method.js';
import type { CountryTerms } from '../../../generated/countries/index.js';
import { invoiceFigure } from '../../shared/domain/shown-amount.js';
import type { Payable } from '../../shared/flows/flow-control.js';
import { invoiceOptions } from './actions.js';
import type { ListedInvoice } from './select.js';

const cents = (value: number): number => Math.round(value * 100) / 100;

export function invoicePayable(
  { view, invoice }: ListedInvoice,
  terms: Pick<CountryTerms, 'offers'>,
  label: string,
): Payable {
  const total = cents(invoiceFigure(view.account, invoice).amount);
  const { actions } = invoiceOptions(view.account, invoice, terms);
  const trustly = trustlyMethodOf(view.account.paymentMethodCustomer);
  return {
    host: { kind: 'invoice', brand: view.brand, id: invoice.invoiceDate },
    label,
    total,
    minimum: Math.min(total, cents(invoice.minAmountToPay)),
    trustlyType: trustly === 'ACCOUNT' || trustly === 'INVOICE' ? trustly : 'INVOICE',
    payable: total > 0 && actions.some((action) => action.id === 'pay'),
    // An invoice is not split (interest-free split is a purchase's, spec 001 1).
    splittable: false,
  };
}
