/**
 * What the preview server (runtime/server/preview/) and the preview's pages
 * (runtime/features/admin-preview/) say to each other: the address of the preview's routes and
 * the state of the sources they pass along. One definition for both sides, so the page reads
 * exactly what the server sends.
 */

/** Where the preview's routes live; they exist only in preview mode. */
export const PREVIEW_PREFIX = '/__preview';

/** A problem as `validate` reports it: file:line:column, the key, what is wrong and expected. */
export interface SourceProblem {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** The key path, `fees.kontoAdmin.amount`, or `(top of file)`. */
  readonly key: string;
  readonly message: string;
  readonly expected?: string;
}

export interface PreviewSnapshot {
  readonly problems: readonly SourceProblem[];
  /** Counts generations, good or bad: a page tells a new state from the one it has. */
  readonly generation: number;
}
