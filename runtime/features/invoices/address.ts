/**
 * What an app/invoices address names. React Router tells app/invoices/{type} and
 * app/invoices/{brand?}/{id?} apart by shape only, so either page module may be drawn for either
 * address (app/invoices/nordpay has the shape of both); the route table's own matcher
 * (`matchPath`, which checks each parameter's rule) decides, as route validation does.
 */
import { isBrandSlug, type BrandSlug } from '../../../generated/brands.js';
import { isCode } from '../../../generated/codes/lookup.js';
import {
  type InvoiceTypeCode,
  invoiceTypeCodes,
} from '../../../generated/codes/tables/invoice-type.js';
import { matchPath } from '../../../generated/routes/table.js';
import { isCountryCode } from '../../../generated/countries/index.js';
import { routePattern } from '../../shared/routing/href.js';

export type InvoicesAddress =
  | { readonly kind: 'type'; readonly type: InvoiceTypeCode }
  | { readonly kind: 'invoice'; readonly brand?: BrandSlug; readonly id?: string };

/** What an app/invoices address names, or null when it is none of these pages. */
export function invoicesAddress(address: string): InvoicesAddress | null {
  // A step page of an invoice's flows (…/steps/select) names the invoice it opens over.
  const pathname = address.replace(/\/steps\/[a-z]+\/?$/, '');
  const country = pathname.split('/').find(Boolean);
  if (!isCountryCode(country)) return null;
  const byType = matchPath(
    'app-invoices-type',
    routePattern(country, 'app-invoices-type'),
    pathname,
  );
  if (byType && isCode(invoiceTypeCodes, byType['type']))
    return { kind: 'type', type: byType['type'] };
  const one = matchPath(
    'app-invoices-brand-id',
    routePattern(country, 'app-invoices-brand-id'),
    pathname,
  );
  if (!one) return null;
  const brand = one['brand'];
  return {
    kind: 'invoice',
    ...(isBrandSlug(brand) ? { brand } : {}),
    ...(one['id'] ? { id: one['id'] } : {}),
  };
}
