import type { Check, Problem } from '../../../core/types.js';
import { BRANDS_FILE, brandsOf } from '../sources.js';

const SLUG = /^[a-z][a-z0-9]*$/;

/**
 * Slugs are route parameters and the API lower-cases brands (core §5, §7), so they must be
 * lower-case and unique; exactly one brand is the own payment brand.
 */
export const brandSlugs: Check = (model) => {
  const brands = brandsOf(model)?.data.brands ?? [];
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  brands.forEach((brand, i) => {
    if (!SLUG.test(brand.slug)) {
      problems.push({
        file: BRANDS_FILE,
        path: ['brands', i, 'slug'],
        message: `slug '${brand.slug}' must be lower-case letters and digits`,
        expected: brand.slug.toLowerCase().replace(/[^a-z0-9]/g, '') || 'a lower-case slug',
      });
    }
    const first = seen.get(brand.slug);
    if (first !== undefined) {
      problems.push({
        file: BRANDS_FILE,
        path: ['brands', i, 'slug'],
        message: `slug '${brand.slug}' is already used by brands[${first}]`,
        expected: 'a slug of its own',
      });
    } else {
      seen.set(brand.slug, i);
    }
  });
  const own = brands.flatMap((b, i) => (b.own ? [i] : []));
  if (brands.length > 0 && own.length !== 1) {
    problems.push({
      file: BRANDS_FILE,
      path: own.length > 1 ? ['brands', own[1] ?? 0, 'own'] : ['brands'],
      message: `${own.length} brands are marked own`,
      expected: 'exactly one own payment brand',
    });
  }
  return problems;
};
