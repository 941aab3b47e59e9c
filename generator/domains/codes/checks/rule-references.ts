import type { Check, Problem } from '../../../core/types.js';
import { rulesOf, ruleCodeLists } from '../rules.js';
import { codesOf } from '../sources.js';
import { codesFile } from './table-entries.js';

/**
 * A rule that names a code its table does not have would make a generated helper silently never
 * match (a misspelt state in canPay would block every payment), so every code a rule names must
 * exist in its table.
 */
export const ruleReferences: Check = (model) => {
  const rules = rulesOf(model);
  if (!rules) return [];
  const tables = codesOf(model)?.data.tables ?? {};
  const problems: Problem[] = [];
  for (const { path, table, values, single } of ruleCodeLists(rules)) {
    const known = (tables[table]?.codes ?? []).map((c) => c.code);
    values.forEach((value, i) => {
      if (known.includes(value)) return;
      problems.push({
        file: codesFile,
        path: single ? path : [...path, i],
        message: `${JSON.stringify(value)} is not a code of table ${table}`,
        expected: `one of: ${known.map((c) => JSON.stringify(c)).join(', ')}`,
      });
    });
  }
  return problems;
};
