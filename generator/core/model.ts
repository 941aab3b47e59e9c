import type { Model, SourceFile } from './types.js';

/** Builds the queryable model from loaded, schema-valid files. Tests build one from plain objects. */
export function makeModel(files: SourceFile[]): Model {
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path));
  const byKind = new Map<string, SourceFile[]>();
  for (const f of sorted) {
    const list = byKind.get(f.kind) ?? [];
    list.push(f);
    byKind.set(f.kind, list);
  }
  return {
    file<T>(kind: string): SourceFile<T> {
      const list = byKind.get(kind) ?? [];
      if (list.length !== 1) {
        throw new Error(`expected exactly one source file of kind '${kind}', found ${list.length}`);
      }
      return list[0] as SourceFile<T>;
    },
    files<T>(kind: string): SourceFile<T>[] {
      return (byKind.get(kind) ?? []) as SourceFile<T>[];
    },
    all: () => sorted,
  };
}
