import type { Check, Problem } from '../../../core/types.js';
import { codeEntries, codesFile } from './table-entries.js';

/**
 * The generated unions must match what the API sends: 1 and '1' are different values, and '02'
 * written without quotes would silently become the number 2.
 */
export const codeValueTypes: Check = (model) => {
  const problems: Problem[] = [];
  for (const { table, tableSource, entry, path } of codeEntries(model)) {
    const wanted = tableSource.valueType;
    const ok =
      wanted === 'integer'
        ? typeof entry.code === 'number' && Number.isInteger(entry.code)
        : typeof entry.code === 'string';
    if (ok) continue;
    problems.push({
      file: codesFile,
      path: [...path, 'code'],
      message: `code ${JSON.stringify(entry.code)} is a ${typeof entry.code} but table ${table} has valueType ${wanted}`,
      expected: wanted === 'integer' ? 'a whole number' : "a quoted text such as '02'",
    });
  }
  return problems;
};
