/**
 * The outcome dialog of the flow that just ended, drawn by the logged-in layout so it shows
 * wherever leaving the flow lands: the host page, or the page the flow was opened from (an account
 * page, the overview). Its code (and the flow table's dialogs) loads when there is an outcome to
 * show, so no page's first load carries it.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useOverlaysIfAny } from '../overlays/provider.js';
import { currentOutcome, subscribeOutcome } from './outcome-store.js';

const OutcomeOverlay = lazy(() => import('./outcome-overlay.js'));

export function FlowOutcomes() {
  const outcome = useSyncExternalStore(subscribeOutcome, currentOutcome, () => null);
  // Without overlays (a layout drawn alone) there is nowhere to show an outcome.
  const overlays = useOverlaysIfAny();
  if (!overlays || !outcome) return null;
  return (
    <Suspense fallback={null}>
      <OutcomeOverlay />
    </Suspense>
  );
}
