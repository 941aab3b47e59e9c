/**
 * The outcome dialog of the flow that just ended (outcome-store.ts), over whatever page leaving
 * the flow landed on (flow-outcomes.tsx loads it). It opens once the step's overlay has closed,
 * as a first-level overlay; its actions are the table's (flow-control.ts OutcomeRequest).
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import type { DialogAction } from '../../../generated/flows.js';
import { useCountry } from '../i18n/country-context.js';
import { useOverlays } from '../overlays/provider.js';
import { href } from '../routing/href.js';
import { focusAfterFlow } from './flow-trigger.js';
import { OutcomeContent, outcomeDialog } from './outcome-dialog.js';
import {
  clearOutcome,
  currentOutcome,
  subscribeOutcome,
  type ShownOutcome,
} from './outcome-store.js';

export default function OutcomeOverlay() {
  const overlays = useOverlays();
  // The api object changes whenever an overlay opens; the dialog must not reopen with it.
  const openOverlay = useRef(overlays.open);
  openOverlay.current = overlays.open;
  const navigate = useNavigate();
  const { country } = useCountry();
  const outcome = useSyncExternalStore(subscribeOutcome, currentOutcome, () => null);
  const stepOpen = overlays.flags.overlay;

  const opened = useRef<{ outcome: ShownOutcome; close: () => void } | null>(null);

  useEffect(() => {
    if (opened.current && opened.current.outcome !== outcome) {
      opened.current.close();
      opened.current = null;
    }
    // Opened once per outcome, after the step's overlay has gone (its own opening sets the flag).
    if (!outcome || opened.current || stepOpen) return;
    const dialog = outcomeDialog(outcome, country);
    let acting = false;
    const act = (action: DialogAction | 'offer') => {
      acting = true;
      clearOutcome();
      if (action === 'offer') {
        if (outcome.offer) void navigate(outcome.offer.href, { state: { flowDepth: 1 } });
        return;
      }
      switch (action.does) {
        case 'retry':
        case 'closeAndRetry':
          void navigate(outcome.retryHref, { state: { flowDepth: 1 } });
          break;
        case 'reload':
          window.location.reload();
          break;
        case 'goHome':
          void navigate(href(country, 'app'));
          break;
        case 'customerService':
          void navigate(href(country, 'customer-service'));
          break;
        default:
          break;
      }
    };
    const close = openOverlay.current(
      ({ titleId }) => (
        <OutcomeContent dialog={dialog} outcome={outcome} titleId={titleId} act={act} />
      ),
      {
        role: dialog.role,
        level: 'overlay',
        // Back to what opened the flow, on the page leaving it landed on.
        returnFocus: focusAfterFlow,
        // Escape, the close button or the backdrop (a dismissible dialog only).
        onClose: () => {
          if (!acting) clearOutcome();
        },
      },
    );
    opened.current = { outcome, close };
  }, [outcome, stepOpen, country, navigate]);

  // Leaving the logged-in area closes it.
  useEffect(() => () => opened.current?.close(), []);
  return null;
}
