/**
 * How a flow steps back through the browser's history (flow-control.ts): back one step, or out
 * of the flow to the host page's own entry.
 *
 * Leaving counts from where the browser is when it is asked, not from the step that was drawn:
 * the host page's entry index travels in the flow's push state, and React Router keeps the
 * current entry's index in `history.state.idx`. And history.go is asynchronous: a second step
 * back asked before the first has landed would count from the entry being left and go one entry
 * too far, out of the flow and off the page the outcome is shown on. So one traversal at a time.
 */
import type { NavigateFunction } from 'react-router';

/** The index of the current entry in React Router's browser history, null outside one. */
export function historyIndex(): number | null {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : null;
}

/** The host page's entry: from the flow's push state, else `depth` entries before this one. */
export function hostIndexOf(state: unknown, depth: number): number | null {
  const pushed = (state as { hostIndex?: unknown } | null)?.hostIndex;
  if (typeof pushed === 'number') return pushed;
  const current = historyIndex();
  return current === null ? null : current - depth;
}

/** The entry a traversal was asked from, until the browser lands (popstate). */
let leaving: number | null = null;

/** Goes `entries` back, unless a traversal asked from this same entry has not landed yet. */
export function stepBack(navigate: NavigateFunction, entries: number): void {
  const from = historyIndex();
  if (leaving !== null && leaving === from) return;
  leaving = from;
  window.addEventListener(
    'popstate',
    () => {
      leaving = null;
    },
    { once: true },
  );
  void navigate(-entries);
}

/** How many entries back the host page is now (`fallback`, the drawn step's depth, if unknown). */
export function entriesToHost(hostIndex: number | null, fallback: number): number {
  const current = historyIndex();
  return current === null || hostIndex === null ? fallback : current - hostIndex;
}
