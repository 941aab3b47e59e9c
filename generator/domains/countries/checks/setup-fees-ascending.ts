import type { Model, Problem } from '../../../core/types.js';
import { at, countryFiles, isObject } from '../source.js';

const BY_TERM = ['fees', 'splitSetUp', 'byTerm'] as const;

/**
 * Split set-up fees are listed shortest split first, each length once, and a longer split never
 * costs less: that is how the spec prices them (99, 199, 299, 399) and how the page lists them.
 */
export function checkSetUpFeesAscending(model: Model): Problem[] {
  const problems: Problem[] = [];
  for (const { path: file, data } of countryFiles(model)) {
    const lines = at(data, BY_TERM);
    if (!Array.isArray(lines)) continue;
    for (let i = 1; i < lines.length; i++) {
      const prev = lines[i - 1];
      const line = lines[i];
      if (!isObject(prev) || !isObject(line)) continue;
      const [pm, m, pa, a] = [prev.months, line.months, prev.amount, line.amount];
      if (typeof pm !== 'number' || typeof m !== 'number') continue;
      if (m <= pm) {
        problems.push({
          file,
          path: [...BY_TERM, i, 'months'],
          message: `${m} months comes after ${pm} months`,
          expected: 'each split length once, shortest first',
        });
      } else if (typeof pa === 'number' && typeof a === 'number' && a < pa) {
        problems.push({
          file,
          path: [...BY_TERM, i, 'amount'],
          message: `the ${m}-month fee (${a}) is below the ${pm}-month fee (${pa})`,
          expected: `at least ${pa}: a longer split never costs less`,
        });
      }
    }
  }
  return problems;
}
