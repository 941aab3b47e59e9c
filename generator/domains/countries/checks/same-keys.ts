import type { Model, Problem } from '../../../core/types.js';
import { countryFiles, isObject, isSwitchedOff, type JsonObject } from '../source.js';

/**
 * Not compared: a `note` (free text, only where it helps), the inside of a term switched off with
 * `available: false` (it has only its note), and date styles (languages may show different parts).
 */
const SKIPPED_KEYS = new Set(['note']);
const SKIPPED_SUBTREES = new Set(['dateFormats']);

/**
 * Every country file has the same keys, so a term added to one country is not silently missing
 * in another. The schema requires most keys; this also catches the optional ones, and names the
 * file that has the key so staff can copy it from there.
 */
export function checkSameKeys(model: Model): Problem[] {
  const files = countryFiles(model);
  const problems: Problem[] = [];
  for (const file of files) {
    for (const other of files) {
      if (other === file) continue;
      compare(other.data, file.data, [], (path, key) => {
        // Report once per missing key, naming the first file that has it.
        const firstWithKey = files.find((f) => f !== file && hasKey(f.data, [...path, key]));
        if (firstWithKey !== other) return;
        problems.push({
          file: file.path,
          path,
          message: `has no key '${key}', which ${other.path} has`,
          expected: `the same keys as the other country files; use available: false and a note when a term does not apply`,
        });
      });
    }
  }
  return problems;
}

/** Calls `missing` for each key of `from` that `to` lacks, where `to` has the parent switched on. */
function compare(
  from: JsonObject,
  to: JsonObject,
  path: string[],
  missing: (path: string[], key: string) => void,
): void {
  if (isSwitchedOff(from) || isSwitchedOff(to)) return;
  for (const [key, value] of Object.entries(from)) {
    if (SKIPPED_KEYS.has(key)) continue;
    if (!(key in to)) {
      missing(path, key);
      continue;
    }
    const counterpart = to[key];
    if (isObject(value) && isObject(counterpart) && !SKIPPED_SUBTREES.has(key)) {
      compare(value, counterpart, [...path, key], missing);
    }
  }
}

function hasKey(data: JsonObject, path: string[]): boolean {
  let node: unknown = data;
  for (const key of path) {
    if (!isObject(node) || isSwitchedOff(node) || !(key in node)) return false;
    node = node[key];
  }
  return true;
}
