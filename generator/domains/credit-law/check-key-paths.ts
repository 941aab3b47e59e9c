import type { Check, Problem } from '../../core/types.js';
import { at, countryFiles } from '../countries/source.js';
import { keyPath } from './product-terms.js';
import { CREDIT_LAW_PATH, creditLawFile } from './source.js';

/**
 * A product's `offer` must name a section every country file has (each keeps every section):
 * a misspelt path would otherwise silently check nothing. `rates` may be missing (the split has
 * no rates yet), which the effective-rate rule reports.
 */
export const checkProductPaths: Check = (model) => {
  const law = creditLawFile(model)?.data;
  const countries = countryFiles(model);
  if (!law || countries.length === 0) return [];
  const problems: Problem[] = [];
  law.products.forEach((product, i) => {
    if (product.offer === undefined) return;
    const missing = countries.filter((c) => at(c.data, keyPath(product.offer!)) === undefined);
    if (missing.length > 0)
      problems.push({
        file: CREDIT_LAW_PATH,
        path: ['products', i, 'offer'],
        message: `${product.offer} is not a section of ${missing.map((c) => c.path).join(', ')}`,
        expected: 'the key path of an offer in countries/*.yaml, such as offers.konto',
      });
  });
  return problems;
};
