import type { Check } from '../../../core/types.js';
import { BRANDS_FILE, brandsOf, findConstant } from '../sources.js';

/** The spec fixes five brands (core §1, §9); constants.yaml states it, brands.yaml must match. */
export const brandCount: Check = (model) => {
  const brands = brandsOf(model)?.data.brands;
  const expected = findConstant(model, 'brandCount')?.constant.value;
  if (!brands || typeof expected !== 'number' || brands.length === expected) return [];
  return [
    {
      file: BRANDS_FILE,
      path: ['brands'],
      message: `${brands.length} brands are listed`,
      expected: `${expected} (constant brandCount in schema/constants.yaml)`,
    },
  ];
};
