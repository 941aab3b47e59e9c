import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Emitted } from './types.js';

export interface Drift {
  /** On disk but different. */
  stale: string[];
  /** Emitted but not on disk. */
  missing: string[];
  /** On disk but nothing emits it any more. */
  orphans: string[];
  unchanged: string[];
}

/** Every file under `dir`, relative, with forward slashes. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

export function compareWithDisk(generatedDir: string, outputs: Emitted[]): Drift {
  const onDisk = new Set(listFiles(generatedDir));
  const drift: Drift = { stale: [], missing: [], orphans: [], unchanged: [] };
  for (const file of outputs) {
    if (!onDisk.has(file.path)) drift.missing.push(file.path);
    else if (readFileSync(join(generatedDir, file.path), 'utf8') !== file.content)
      drift.stale.push(file.path);
    else drift.unchanged.push(file.path);
    onDisk.delete(file.path);
  }
  drift.orphans = [...onDisk].sort();
  return drift;
}

/** Reads a file under `generatedDir`, or undefined when it is not there. */
export function readPrevious(generatedDir: string): (path: string) => string | undefined {
  return (path) => {
    const full = join(generatedDir, path);
    return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
  };
}
