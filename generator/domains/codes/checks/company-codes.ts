import type { Check, Problem } from '../../../core/types.js';
import { BRANDS_FILE, brandsOf } from '../sources.js';

/** brandFromCompanyCode must be unambiguous, and the own brand needs its code (core §3). */
export const companyCodes: Check = (model) => {
  const brands = brandsOf(model)?.data.brands ?? [];
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  brands.forEach((brand, i) => {
    if (brand.own && brand.companyCode === undefined) {
      problems.push({
        file: BRANDS_FILE,
        path: ['brands', i],
        message: 'the own brand has no companyCode',
        expected: 'companyCode, the internal company code that maps to its slug',
      });
    }
    if (brand.companyCode === undefined) return;
    const first = seen.get(brand.companyCode);
    if (first === undefined) {
      seen.set(brand.companyCode, i);
      return;
    }
    problems.push({
      file: BRANDS_FILE,
      path: ['brands', i, 'companyCode'],
      message: `company code '${brand.companyCode}' is already used by brands[${first}]`,
      expected: 'a company code of its own',
    });
  });
  return problems;
};
