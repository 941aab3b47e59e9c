import type { KeyPath, Problem } from './types.js';

/** A problem with its place resolved, ready to print. */
export interface LocatedProblem extends Problem {
  line: number;
  column: number;
}

/** `a.b[2].c` for `['a', 'b', 2, 'c']`; message ids with dots stay readable as keys. */
export function formatKeyPath(path: KeyPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${segment}` : segment;
  }
  return out || '(top of file)';
}

/** `file:line:column  path.to.key: what is wrong (what was expected)` */
export function formatProblem(p: LocatedProblem): string {
  const expected = p.expected ? ` (expected ${p.expected})` : '';
  return `${p.file}:${p.line}:${p.column}  ${formatKeyPath(p.path)}: ${p.message}${expected}`;
}

export function sortProblems(problems: LocatedProblem[]): LocatedProblem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
}
