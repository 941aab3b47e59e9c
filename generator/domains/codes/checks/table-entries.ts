import type { KeyPath, Model } from '../../../core/types.js';
import { CODES_FILE, codesOf } from '../sources.js';
import type { CodeEntrySource, CodeTableSource } from '../source-types.js';

export interface LocatedEntry {
  table: string;
  tableSource: CodeTableSource;
  entry: CodeEntrySource;
  /** Key path of the entry in codes.yaml. */
  path: KeyPath;
}

/** Every code of every table with its place in codes.yaml, in file order. */
export function codeEntries(model: Model): LocatedEntry[] {
  const tables = codesOf(model)?.data.tables ?? {};
  return Object.entries(tables).flatMap(([table, tableSource]) =>
    tableSource.codes.map((entry, i) => ({
      table,
      tableSource,
      entry,
      path: ['tables', table, 'codes', i],
    })),
  );
}

export const codesFile = CODES_FILE;
