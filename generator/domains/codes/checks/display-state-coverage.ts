import type { Check, Problem } from '../../../core/types.js';
import { codesOf } from '../sources.js';
import { codesFile } from './table-entries.js';

const SOURCES = [
  { table: 'orderWebStatus', field: 'orderWebStatuses' },
  { table: 'invoiceStatus', field: 'invoiceStatuses' },
] as const;

/**
 * Every order web status and invoice status is shown in exactly one display state, so the
 * generated mapping is total and unambiguous.
 */
export const displayStateCoverage: Check = (model) => {
  const tables = codesOf(model)?.data.tables;
  const states = tables?.displayState?.codes ?? [];
  const problems: Problem[] = [];
  for (const { table, field } of SOURCES) {
    const owners = new Map<number, string[]>();
    for (const state of states) {
      for (const code of state[field] ?? []) {
        owners.set(code, [...(owners.get(code) ?? []), String(state.code)]);
      }
    }
    (tables?.[table]?.codes ?? []).forEach((entry, i) => {
      const shownIn = owners.get(entry.code as number) ?? [];
      if (shownIn.length === 1) return;
      problems.push({
        file: codesFile,
        path: ['tables', table, 'codes', i, 'code'],
        message:
          shownIn.length === 0
            ? `${table} ${entry.code} is shown in no display state`
            : `${table} ${entry.code} is shown in several display states: ${shownIn.join(', ')}`,
        expected: `exactly one displayState listing it under ${field}`,
      });
    });
  }
  return problems;
};
