/**
 * The outcome dialog a flow ended in, kept outside the pages: the flow leaves its step pages for
 * the page it was opened from as it ends, and the dialog is shown there once the step is closed.
 */
import type { OutcomeRequest } from './flow-control.js';

export interface ShownOutcome extends OutcomeRequest {
  /** Where retry and closeAndRetry go: the address of the step to try again from. */
  readonly retryHref: string;
}

let shown: ShownOutcome | null = null;
const listeners = new Set<() => void>();

export function showOutcome(outcome: ShownOutcome): void {
  shown = outcome;
  listeners.forEach((listener) => listener());
}

export function clearOutcome(): void {
  if (shown === null) return;
  shown = null;
  listeners.forEach((listener) => listener());
}

export const currentOutcome = (): ShownOutcome | null => shown;

export function subscribeOutcome(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
