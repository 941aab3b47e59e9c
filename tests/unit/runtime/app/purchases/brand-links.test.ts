/**
 * The brand of a purchase or an account, however the provider names it, maps to the brand's
 * route slug, and the purchase and invoice pages' links are built from that slug in every
 * country (core §3 Other entities: "An internal company code for the own brand maps to its
 * slug"; core §7: invoice calls name the own brand by the main brand name). The own brand and
 * the four partner brands, from schema/brands.yaml.
 */
import { describe, expect, test } from 'vitest';
import { brands, invoiceApiBrand, type BrandSlug } from '../../../../../generated/brands.js';
import { countryCodes } from '../../../../../generated/countries/index.js';
import { accountBrandSlug } from '../../../../../runtime/shared/domain/account-brand.js';
import { invoicePathOf } from '../../../../../runtime/shared/domain/invoice-derive.js';
import { purchaseBrand } from '../../../../../runtime/features/purchases/brand.js';
import { brandSlugOf } from '../../../../../runtime/shared/domain/product-image.js';
import { href } from '../../../../../runtime/shared/routing/href.js';

/** Every name a brand can come by: its slug, upper case, the invoice calls' name, its code. */
function namesOf(slug: BrandSlug): string[] {
  const brand: { readonly slug: BrandSlug; readonly companyCode?: string } = brands.find(
    (b) => b.slug === slug,
  ) ?? { slug };
  return [slug, slug.toUpperCase(), ` ${slug} `, invoiceApiBrand(slug)].concat(
    brand.companyCode ? [brand.companyCode, brand.companyCode.toLowerCase()] : [],
  );
}

describe('brand names map to route slugs', () => {
  test('the own brand and four partners', () => {
    expect(brands).toHaveLength(5);
    expect(brands.filter((b) => b.own).map((b) => b.slug)).toEqual(['nordpay']);
    // The own brand's invoice name is not its slug: the case the mapping is for.
    expect(invoiceApiBrand('nordpay')).not.toBe('nordpay');
  });

  test.each(brands.map((b) => b.slug))('%s, by every name, in purchases and accounts', (slug) => {
    for (const name of namesOf(slug)) {
      expect(brandSlugOf(name), name).toBe(slug);
      expect(accountBrandSlug(name), name).toBe(slug);
      expect(purchaseBrand(name), name).toEqual({
        slug,
        name: brands.find((b) => b.slug === slug)?.name,
      });
    }
  });

  test('an unknown brand has no slug, so no link is drawn', () => {
    for (const name of ['acme', '', 'nordpayfinansx', 'XX']) {
      expect(brandSlugOf(name), name).toBeUndefined();
      expect(purchaseBrand(name), name).toBeNull();
    }
  });
});

describe.each(countryCodes)('links in %s', (country) => {
  test.each(brands.map((b) => b.slug))('%s: purchase and invoice pages', (slug) => {
    const own = invoiceApiBrand(slug);
    const purchaseSlug = purchaseBrand(own)?.slug;
    expect(purchaseSlug).toBe(slug);
    expect(href(country, 'app-purchases-brand-id', { brand: slug, id: 'A1' })).toBe(
      `/${country}/app/purchases/${slug}/A1`,
    );
    expect(href(country, 'app-purchases-brand', { brand: slug })).toBe(
      `/${country}/app/purchases/${slug}`,
    );
    const accountSlug = accountBrandSlug(own);
    expect(accountSlug).toBe(slug);
    expect(invoicePathOf(country, slug, '2026-01-15')).toBe(
      `/${country}/app/invoices/${slug}/2026-01-15`,
    );
  });
});
