import type { CodesFile } from './sources.js';

/** The codes of one table as typed literals: integers for integer tables, strings otherwise. */
export type CodeTables = ReadonlyMap<string, ReadonlyArray<string | number>>;

export function readCodeTables(codes: CodesFile | undefined): CodeTables {
  const tables = new Map<string, Array<string | number>>();
  for (const [name, table] of Object.entries(codes?.tables ?? {}).sort(([a], [b]) =>
    a < b ? -1 : 1,
  )) {
    const values = (table.codes ?? []).map(({ code }) =>
      // codes.yaml may spell '02' as a string in a string table and 1 as a number in an integer one;
      // coerce by valueType so the union matches what the API sends.
      table.valueType === 'integer' ? Number(code) : String(code),
    );
    tables.set(name, [...new Set(values)]);
  }
  return tables;
}
