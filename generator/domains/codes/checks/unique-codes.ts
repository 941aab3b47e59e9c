import type { Check, Problem } from '../../../core/types.js';
import { codeEntries, codesFile } from './table-entries.js';

/** A code that appears twice in one table makes lookups ambiguous. */
export const uniqueCodes: Check = (model) => {
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  for (const { table, entry, path } of codeEntries(model)) {
    const id = `${table}\u0000${typeof entry.code}\u0000${String(entry.code)}`;
    const first = seen.get(id);
    if (first === undefined) {
      seen.set(id, Number(path[3]));
      continue;
    }
    problems.push({
      file: codesFile,
      path: [...path, 'code'],
      message: `code ${JSON.stringify(entry.code)} appears twice in table ${table} (first at codes[${first}])`,
      expected: 'each code once per table',
    });
  }
  return problems;
};
