import type { Check, Problem } from '../../../core/types.js';
import { codesOf } from '../sources.js';
import { codesFile } from './table-entries.js';

/** Generated helpers map unknown values to these tables' fallback code (invoiceTypeOf, errorPageStatusOf). */
const NEEDS_FALLBACK = ['invoiceType', 'errorPageStatus'];

/** A table has at most one fallback code, and the tables whose helpers need one have it. */
export const fallbackCodes: Check = (model) => {
  const problems: Problem[] = [];
  for (const [table, source] of Object.entries(codesOf(model)?.data.tables ?? {})) {
    const fallbacks = source.codes.flatMap((c, i) => (c.fallback ? [i] : []));
    for (const i of fallbacks.slice(1)) {
      problems.push({
        file: codesFile,
        path: ['tables', table, 'codes', i, 'fallback'],
        message: `table ${table} already has a fallback code (codes[${fallbacks[0]}])`,
        expected: 'at most one fallback code per table',
      });
    }
    if (fallbacks.length === 0 && NEEDS_FALLBACK.includes(table)) {
      problems.push({
        file: codesFile,
        path: ['tables', table, 'codes'],
        message: `table ${table} needs a fallback code for values it does not list`,
        expected: 'fallback: true on one code',
      });
    }
  }
  return problems;
};
