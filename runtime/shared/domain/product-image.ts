/**
 * The product image of an order line (core §3 Order line): the image service's template with
 * the image id, a size and the 1:1 aspect. The id is built from the brand's prefix, the first
 * two SKU parts and the brand's suffix (generated/brands.ts `imageId`, from schema/brands.yaml).
 * A SKU without two parts cannot build an id; then the id the brand sent (productImage, else
 * defaultImageFront) is used, and without either there is no image. The service's origin is
 * configuration (image-service.ts), so the URL is made with it.
 */
import { imageId, imageIdPath, imageService, type BrandSlug } from '../../../generated/brands.js';
import { accountBrandSlug } from './account-brand.js';

export interface ImageLine {
  readonly SKU: string;
  readonly productImage?: string | null;
  readonly defaultImageFront?: string | null;
}

/**
 * The brand slug of a purchase's brand field: a slug, the own brand's main brand name (what
 * invoice calls say, core §7) or its internal company code. One mapping with the accounts'
 * (accounts/brand.ts), so a purchase named like its invoice still links to its page.
 */
export function brandSlugOf(brand: string): BrandSlug | undefined {
  return accountBrandSlug(brand);
}

function skuHasTwoParts(sku: string): boolean {
  const [first, second] = sku.trim().split(imageService.skuSeparator);
  return Boolean(first) && Boolean(second);
}

/** The image id of a line, or undefined when none can be had. */
export function productImageId(brand: string, line: ImageLine): string | undefined {
  const slug = brandSlugOf(brand);
  if (slug && skuHasTwoParts(line.SKU)) return imageId(slug, line.SKU);
  return line.productImage || line.defaultImageFront || undefined;
}

/** The image service URL of an image id at `origin`, square at `size` pixels. */
export function imageServiceUrl(origin: string, id: string, size: number): string {
  return `${origin}${imageIdPath(id, size)}`;
}

/** The line's image at `size` CSS pixels and twice that for dense screens; null without an id. */
export function productImage(
  brand: string,
  line: ImageLine,
  size: number,
  origin: string,
): { readonly src: string; readonly srcSet: string } | null {
  const id = productImageId(brand, line);
  if (!id) return null;
  const url = (px: number) => imageServiceUrl(origin, id, px);
  return { src: url(size), srcSet: `${url(size)} 1x, ${url(size * 2)} 2x` };
}
