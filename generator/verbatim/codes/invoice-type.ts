/** The invoice type of a payment method (core §3). */
import {
  invoiceTypeCodes,
  invoiceTypeFallback,
  type InvoiceTypeCode,
} from './tables/invoice-type.js';

/** Invoice type of a payment method (core §3): '02' konto, '03' monthly, otherwise invoice. */
export function invoiceTypeOf(paymentMethod: string | null | undefined): InvoiceTypeCode {
  for (const entry of invoiceTypeCodes) {
    const withMethod: { readonly code: InvoiceTypeCode; readonly paymentMethod?: string } = entry;
    if (withMethod.paymentMethod !== undefined && withMethod.paymentMethod === paymentMethod) {
      return entry.code;
    }
  }
  return invoiceTypeFallback;
}
