import type { Check, Problem } from '../../../core/types.js';
import { codesOf } from '../sources.js';
import type { CodeEntrySource } from '../source-types.js';
import { codeEntries, codesFile } from './table-entries.js';

/** Fields of a code that name codes of another table, and which table. */
const REFERENCES: Partial<Record<keyof CodeEntrySource, string>> = {
  paymentMethod: 'paymentMethod',
  loginState: 'loginState',
  qrLoginState: 'loginState',
  orderWebStatuses: 'orderWebStatus',
  invoiceStatuses: 'invoiceStatus',
};

/** A reference to a code that does not exist would make a generated helper return nonsense. */
export const codeReferences: Check = (model) => {
  const tables = codesOf(model)?.data.tables ?? {};
  const problems: Problem[] = [];
  for (const { entry, path } of codeEntries(model)) {
    for (const [field, target] of Object.entries(REFERENCES)) {
      const raw = entry[field as keyof CodeEntrySource];
      if (raw === undefined) continue;
      const known = new Set((tables[target]?.codes ?? []).map((c) => c.code));
      const values = Array.isArray(raw) ? raw : [raw];
      values.forEach((value, i) => {
        if (known.has(value as string | number)) return;
        problems.push({
          file: codesFile,
          path: Array.isArray(raw) ? [...path, field, i] : [...path, field],
          message: `${JSON.stringify(value)} is not a code of table ${target}`,
          expected: `one of: ${[...known].map((c) => JSON.stringify(c)).join(', ')}`,
        });
      });
    }
  }
  return problems;
};
