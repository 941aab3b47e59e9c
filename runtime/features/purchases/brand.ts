/** The brand of a purchase: its route slug and its display name (schema/brands.yaml). */
import { brandBySlug, type BrandSlug } from '../../../generated/brands.js';
import { brandSlugOf } from '../../shared/domain/product-image.js';

export interface PurchaseBrand {
  readonly slug: BrandSlug;
  readonly name: string;
}

/** The brand of a purchase's `brand` field, or null for a brand the app does not know. */
export function purchaseBrand(brand: string): PurchaseBrand | null {
  const slug = brandSlugOf(brand);
  return slug ? { slug, name: brandBySlug(slug).name } : null;
}
