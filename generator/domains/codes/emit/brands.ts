import type { Emitter } from '../../../core/types.js';
import { BRANDS_FILE, brandsOf } from '../sources.js';
import { literal } from './literal.js';

/**
 * generated/brands-data.ts: the brand list, company ids and image addresses (generated/brands.ts
 * applies them); and generated/own-brand.ts: the own brand's slug and name alone, for the shell's
 * logo (every page loads it, and the brand list is the logged-in area's).
 */
export const emitBrands: Emitter = (model, templates) => {
  const source = brandsOf(model);
  if (!source) return [];
  const { brands, defaultCompanyId, imageService } = source.data;
  const own = brands.find((b) => b.own);
  const ownSlug = literal(own?.slug ?? '');
  const content = templates.render('codes/brands-data.ts.hbs', {
    brands: brands.map((b) => literal(b)),
    slugs: literal(brands.map((b) => b.slug)),
    ownSlug,
    defaultCompanyId: literal(defaultCompanyId),
    imageService: literal(imageService),
  });
  const ownBrand = templates.render('codes/own-brand.ts.hbs', {
    ownSlug,
    ownName: literal(own?.name ?? ''),
  });
  return [
    { path: 'brands-data.ts', content, sources: [BRANDS_FILE] },
    { path: 'own-brand.ts', content: ownBrand, sources: [BRANDS_FILE] },
  ];
};
