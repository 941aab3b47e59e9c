import type { Check, Problem } from '../../../core/types.js';
import { brandsOf } from '../sources.js';
import { codeEntries, codesFile } from './table-entries.js';

/**
 * Codes 901 and 904 are named after the own brand in the contract (core §4). Tying the key to
 * brands.yaml means a renamed brand cannot leave a stale prefix behind.
 */
export const brandPrefixedKeys: Check = (model) => {
  const own = brandsOf(model)?.data.brands.find((b) => b.own);
  if (!own) return [];
  const problems: Problem[] = [];
  for (const { entry, path } of codeEntries(model)) {
    if (!entry.brandPrefixed) continue;
    const expected = `${own.slug}${String(entry.code)}`;
    if (entry.key === expected) continue;
    problems.push({
      file: codesFile,
      path: [...path, 'key'],
      message: `key '${entry.key}' of a brand-prefixed code must be the own brand's slug followed by the code`,
      expected,
    });
  }
  return problems;
};
