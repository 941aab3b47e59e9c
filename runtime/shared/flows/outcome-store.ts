/**
 * The outcome dialog a flow ended in, kept outside the pages: the flow leaves its step pages for
 * the host page as it ends, and the dialog is shown over the host page once it is there.
 */
import type { OutcomeRequest, StepTarget } from './flow-control.js';

export interface ShownOutcome extends OutcomeRequest {
  /** The host page's path: the dialog shows there. */
  readonly hostPath: string;
  readonly retryTarget: StepTarget;
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
