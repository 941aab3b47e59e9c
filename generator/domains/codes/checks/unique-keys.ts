import type { Check, Problem } from '../../../core/types.js';
import { codeEntries, codesFile } from './table-entries.js';

/** Keys become property names of the generated key-to-code objects, so one table cannot repeat one. */
export const uniqueKeys: Check = (model) => {
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  for (const { table, entry, path } of codeEntries(model)) {
    const id = `${table}\u0000${entry.key}`;
    const first = seen.get(id);
    if (first === undefined) {
      seen.set(id, Number(path[3]));
      continue;
    }
    problems.push({
      file: codesFile,
      path: [...path, 'key'],
      message: `key '${entry.key}' appears twice in table ${table} (first at codes[${first}])`,
      expected: 'each key once per table',
    });
  }
  return problems;
};
