import type { Emitter } from '../../../core/types.js';
import { BRANDS_FILE, brandsOf } from '../sources.js';
import { literal } from './literal.js';
import { render } from './templates.js';

/** generated/brands.ts: the brand list, `BrandSlug`, company ids and image addresses. */
export const emitBrands: Emitter = (model) => {
  const source = brandsOf(model);
  if (!source) return [];
  const { brands, defaultCompanyId, imageService } = source.data;
  const content = render('brands.ts.hbs', {
    brands: brands.map((b) => literal(b)),
    slugs: literal(brands.map((b) => b.slug)),
    ownSlug: literal(brands.find((b) => b.own)?.slug ?? ''),
    defaultCompanyId: literal(defaultCompanyId),
    imageService: literal(imageService),
  });
  return [{ path: 'brands.ts', content, sources: [BRANDS_FILE] }];
};
