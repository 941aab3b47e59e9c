/**
 * What the preview knows of the sources (`selfservice preview`): the problems of the last
 * generation, empty when the sources are valid and generated/ is current. The pages' toolbar
 * follows it over server-sent events (preview-routes.ts) and shows the problems as an overlay;
 * the app keeps running on the last good generated/ meanwhile.
 */

import type { PreviewSnapshot, SourceProblem } from '../../shared/preview/preview-snapshot.js';

export interface PreviewState {
  current(): PreviewSnapshot;
  /** A generation ended: its problems, none when it wrote generated/. */
  generated(problems: readonly SourceProblem[]): void;
  subscribe(listener: (snapshot: PreviewSnapshot) => void): () => void;
}

export function createPreviewState(): PreviewState {
  let snapshot: PreviewSnapshot = { problems: [], generation: 0 };
  const listeners = new Set<(snapshot: PreviewSnapshot) => void>();
  return {
    current: () => snapshot,
    generated(problems) {
      snapshot = { problems: [...problems], generation: snapshot.generation + 1 };
      for (const listener of listeners) listener(snapshot);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
