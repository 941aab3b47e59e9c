/**
 * Sends the change a step confirms (snooze, pauseForReturn, moveToSplitPayment) the way the
 * payment steps send a payment: busy from the first click (Escape and the close button wait),
 * one Idempotency-Key per intent for the calls that add a fee (shared/flows/attempt.ts), so a
 * double click, a reload or Back never charges twice. The provider saying no (a 4xx: not
 * possible any more, postponed already) ends the flow in its failure; anything else (no
 * connection, a server error) stays on the step with the fetch alert, to try again with the
 * same key.
 */
import { useState } from 'react';
import { isApiProblemError } from '../../../generated/api/errors.js';
import type { Order, OrderAnswer } from '../../../generated/entities/types.js';
import { attemptKey, forgetAttempt, type AttemptIntent } from '../../shared/flows/attempt.js';
import { useFlow } from '../../shared/flows/flow-control.js';

export interface Change {
  /** The intent of a change that moves money (it then gets an Idempotency-Key); else none. */
  readonly intent?: AttemptIntent;
  call(idempotencyKey: string): Promise<OrderAnswer>;
  /** Ends the flow with what the provider answered. */
  succeeded(order: Order): void;
  /** Ends the flow in its failure. */
  refused(): void;
}

export function useChangeRequest() {
  const flow = useFlow();
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const send = async (change: Change) => {
    if (sending) return;
    setSending(true);
    setFailed(false);
    flow.setBusy(true);
    const { intent } = change;
    try {
      const answer = await change.call(intent ? attemptKey(intent) : '');
      if (intent) forgetAttempt(intent);
      flow.setBusy(false);
      change.succeeded(answer.order);
    } catch (error) {
      flow.setBusy(false);
      setSending(false);
      if (isApiProblemError(error) && error.status >= 400 && error.status < 500) {
        if (intent) forgetAttempt(intent);
        change.refused();
      } else {
        setFailed(true);
      }
    }
  };

  return { sending, failed, send };
}
