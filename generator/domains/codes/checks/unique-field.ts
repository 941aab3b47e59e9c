import type { Check, Problem } from '../../../core/types.js';
import { codeEntries, codesFile } from './table-entries.js';

/** A check that a field of the code entries (code or key) occurs once per table. */
export function uniquePerTable(
  field: 'code' | 'key',
  identity: (value: unknown) => string,
  label: (value: unknown) => string,
): Check {
  return (model) => {
    const problems: Problem[] = [];
    const seen = new Map<string, number>();
    for (const { table, entry, path } of codeEntries(model)) {
      const value: unknown = entry[field];
      const id = `${table}\u0000${identity(value)}`;
      const first = seen.get(id);
      if (first === undefined) {
        seen.set(id, Number(path[3]));
        continue;
      }
      problems.push({
        file: codesFile,
        path: [...path, field],
        message: `${label(value)} appears twice in table ${table} (first at codes[${first}])`,
        expected: `each ${field} once per table`,
      });
    }
    return problems;
  };
}
