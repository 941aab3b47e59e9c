import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** Where sources come from: the disk, optionally with in-memory replacements (tests, broken cases). */
export interface SourceReader {
  /** Repository-relative paths matching `dir/file.yaml` or `dir/*.ext`, sorted. */
  list(pattern: string): string[];
  read(path: string): string;
}

export function diskReader(
  root: string,
  overrides: ReadonlyMap<string, string> = new Map(),
): SourceReader {
  return {
    list(pattern) {
      const dir = posix.dirname(pattern);
      const base = posix.basename(pattern);
      if (!base.includes('*')) {
        return overrides.has(pattern) || existsSync(join(root, pattern)) ? [pattern] : [];
      }
      const [prefix = '', suffix = ''] = base.split('*');
      const onDisk = existsSync(join(root, dir)) ? readdirSync(join(root, dir)) : [];
      const fromOverrides = [...overrides.keys()]
        .filter((p) => posix.dirname(p) === dir)
        .map((p) => posix.basename(p));
      return [...new Set([...onDisk, ...fromOverrides])]
        .filter((name) => name.startsWith(prefix) && name.endsWith(suffix))
        .map((name) => `${dir}/${name}`)
        .sort();
    },
    read(path) {
      return overrides.get(path) ?? readFileSync(join(root, path), 'utf8');
    },
  };
}
