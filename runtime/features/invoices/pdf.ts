/**
 * The address of an invoice's PDF (core §7 "/download/{type}/{brand}/{company}_{x}_{y}.pdf
 * (invoice PDF; company id looked up by brand and country, default 02)"; schema/api.yaml
 * downloadInvoicePdf: x is the account number, y the invoice date). The web server proxies
 * /download to the provider with the customer's session, so a plain link downloads it.
 */
import {
  downloadInvoicePdfPath,
  type DownloadInvoicePdfPathInput,
} from '../../../generated/api/calls/downloadInvoicePdf.js';
import { companyId, type BrandSlug } from '../../../generated/brands.js';
import type { CountryCode } from '../../../generated/countries/index.js';

export function invoicePdfPath(
  brand: BrandSlug,
  country: CountryCode,
  accountNumber: string,
  invoiceDate: string,
  type: DownloadInvoicePdfPathInput['type'] = 'INVOICE',
): string {
  const company = companyId(brand, country);
  return downloadInvoicePdfPath({ type, brand, company, accountNumber, invoiceDate });
}
