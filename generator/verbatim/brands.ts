/**
 * The own payment brand and the partner brands (schema/brands.yaml): slugs, names, company ids per
 * country and product image addresses (the data in brands-data.ts, re-exported here).
 */
import { brandSlugs, brands, defaultCompanyId, imageService } from './brands-data.js';
import type { CountryCode } from './countries/index.js';

export * from './brands-data.js';

export type Brand = (typeof brands)[number];
export type BrandSlug = Brand['slug'];

/** The image service's addresses: templates of an image id and of its path. */
export interface ImageService {
  readonly skuSeparator: string;
  readonly imageIdTemplate: string;
  readonly pathTemplate: string;
}

export function isBrandSlug(value: unknown): value is BrandSlug {
  return (brandSlugs as readonly unknown[]).includes(value);
}

export function brandBySlug(slug: BrandSlug): Brand {
  const brand = brands.find((b) => b.slug === slug);
  if (!brand) throw new Error(`unknown brand ${slug}`);
  return brand;
}

/** The brand's company id in a country, or the default (core §3, §7 invoice PDF). */
export function companyId(brand: BrandSlug, country: CountryCode): string {
  const ids: Partial<Record<CountryCode, string>> = brandBySlug(brand).companyIds;
  return ids[country] ?? defaultCompanyId;
}

/** The brand whose internal company code this is (core §3: the own brand's code maps to its slug). */
export function brandFromCompanyCode(code: string): BrandSlug | undefined {
  const wanted = code.trim().toUpperCase();
  for (const brand of brands) {
    const withCode: { readonly slug: BrandSlug; readonly companyCode?: string } = brand;
    if (withCode.companyCode === wanted) return brand.slug;
  }
  return undefined;
}

/** The brand as invoice calls name it: the own brand by the main brand name, others by slug (core §7). */
export function invoiceApiBrand(brand: BrandSlug): string {
  const withName: { readonly slug: BrandSlug; readonly invoiceApiBrand?: string } =
    brandBySlug(brand);
  return withName.invoiceApiBrand ?? brand;
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/** Image id of an order line: brand prefix, the first two SKU parts, brand suffix (core §3). */
export function imageId(brand: BrandSlug, sku: string): string {
  const [skuPart1 = '', skuPart2 = ''] = sku.trim().split(imageService.skuSeparator);
  const { prefix, suffix } = brandBySlug(brand).image;
  return fill(imageService.imageIdTemplate, { prefix, skuPart1, skuPart2, suffix });
}

/**
 * The image service's path of an image id, square (1:1) at `size` pixels (core §3); the service's
 * origin is configuration (the web server's IMAGE_ORIGIN).
 */
export function imageIdPath(id: string, size: number): string {
  return fill(imageService.pathTemplate, {
    imageId: encodeURIComponent(id),
    size: String(Math.round(size)),
  });
}

/** The image service's path of an order line's product image (core §3). */
export function imagePath(brand: BrandSlug, sku: string, size: number): string {
  return imageIdPath(imageId(brand, sku), size);
}
