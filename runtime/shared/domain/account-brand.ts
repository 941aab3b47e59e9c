/**
 * The brand of an account (core §3 Invoice account): the provider names it in `accountBrand` by
 * its slug, by the name invoice calls use for the own brand (schema/brands.yaml invoiceApiBrand,
 * core §7 "the own-brand slug maps to the main brand name") or by the own brand's internal company
 * code ("an internal company code for the own brand maps to its slug"). The app's routes use the
 * slug.
 */
import {
  brandBySlug,
  brandFromCompanyCode,
  brands,
  isBrandSlug,
  type BrandSlug,
} from '../../../generated/brands.js';

/** The slug of a brand as an account or invoice names it, or undefined for an unknown brand. */
export function accountBrandSlug(name: string): BrandSlug | undefined {
  const lower = name.trim().toLowerCase();
  if (isBrandSlug(lower)) return lower;
  for (const brand of brands) {
    const withName: { readonly slug: BrandSlug; readonly invoiceApiBrand?: string } = brand;
    if (withName.invoiceApiBrand?.toLowerCase() === lower) return brand.slug;
  }
  return brandFromCompanyCode(name);
}

/** The brand's display name from schema/brands.yaml. */
export const brandName = (slug: BrandSlug): string => brandBySlug(slug).name;
