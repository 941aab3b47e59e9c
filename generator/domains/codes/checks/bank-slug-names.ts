import type { Check, Problem } from '../../../core/types.js';
import { rulesOf } from '../rules.js';
import { codesFile } from './table-entries.js';

/**
 * A fixed bank name listed twice (letter case aside) would map to whichever comes first, and a
 * fixed slug with the other separator would not look like the slugs made from names.
 */
export const bankSlugNames: Check = (model) => {
  const rule = rulesOf(model)?.bankSlug;
  if (!rule) return [];
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  rule.fixed.forEach(({ name, slug }, i) => {
    const id = name.trim().toLowerCase();
    const first = seen.get(id);
    if (first !== undefined) {
      problems.push({
        file: codesFile,
        path: ['rules', 'bankSlug', 'fixed', i, 'name'],
        message: `bank name '${name}' is already listed (fixed[${first}])`,
        expected: 'each bank name once',
      });
    } else {
      seen.set(id, i);
    }
    const other = rule.separator === '-' ? '_' : '-';
    if (slug.includes(other)) {
      problems.push({
        file: codesFile,
        path: ['rules', 'bankSlug', 'fixed', i, 'slug'],
        message: `slug '${slug}' joins words with '${other}'`,
        expected: `words joined by the separator '${rule.separator}'`,
      });
    }
  });
  return problems;
};
