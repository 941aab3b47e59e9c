/**
 * Back from the provider (steps/submission?method=..&ref=..): asks the provider how the payment
 * went until it is no longer pending, then ends the flow in its outcome dialog. It polls on the
 * sandbox clock's terms, not forever: after a minute it says the answer is late and that the
 * payment goes on without the page, with a button to ask again.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getAdyenResult } from '../../../generated/api/calls/getAdyenResult.js';
import { trustlyAction } from '../../../generated/api/calls/trustlyAction.js';
import { FORCED_PAYMENT_OVERLAY } from '../../../generated/flows.js';
import { checkParam } from '../../../generated/routes/table.js';
import { appTransport } from '../../shared/api/transport.js';
import { useOpensBuiltStep } from '../../shared/flows/built-steps.js';
import { useFlow, type Payable } from '../../shared/flows/flow-control.js';
import { FLOW_HOSTS } from '../../shared/flows/position.js';
import { href } from '../../shared/routing/href.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { amountQuery, chosenAmount } from './amount.js';
import { forgetAttempt } from '../../shared/flows/attempt.js';
import { outcomeFlowOf, type PaymentMethod } from './methods.js';
import { outcomeOfSession, splitOffer } from './result.js';

/** How often and how long the result is asked for while it is pending. */
export const RESULT_POLL_MS = 2000;
const RESULT_POLLS = 30;

export default function SubmissionStep() {
  const t = useTexts();
  const flow = useFlow();
  const method = flow.query.get('method');
  const ref = flow.query.get('ref');
  const known =
    method !== null &&
    checkParam('paymentMethod', method) &&
    method !== 'account' &&
    ref !== null &&
    checkParam('paymentReference', ref);
  if (!flow.payable) return <p role="status">{t('common.loading')}</p>;
  if (!known) return <Unknown />;
  return <Follow payable={flow.payable} method={method as PaymentMethod} reference={ref} />;
}

function Unknown() {
  const flow = useFlow();
  useEffect(() => {
    flow.finish({
      flow: 'submission',
      outcome: 'generic',
      retry: { flow: 'select', step: 'select' },
    });
    // Once: the address names no payment to follow.
  }, []);
  return null;
}

function Follow({
  payable,
  method,
  reference,
}: {
  payable: Payable;
  method: PaymentMethod;
  reference: string;
}) {
  const t = useTexts();
  const flow = useFlow();
  const { country } = useCountry();
  const opens = useOpensBuiltStep(country);
  const polls = useRef(0);
  const result = useQuery({
    queryKey: ['paymentResult', method, reference],
    queryFn: ({ signal }) => {
      polls.current += 1;
      return method === 'trustly'
        ? trustlyAction(appTransport, {
            type: payable.trustlyType,
            action: 'status',
            body: { reference },
            signal,
          })
        : getAdyenResult(appTransport, { reference, signal });
    },
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && polls.current < RESULT_POLLS
        ? RESULT_POLL_MS
        : false,
    retry: 2,
  });
  const status = result.data?.status;
  const amount = chosenAmount(flow.query, payable);

  useEffect(() => {
    if (!status || status === 'pending') return;
    const outcomeFlow = outcomeFlowOf(method);
    const amountText = amountQuery(amount);
    forgetAttempt({
      kind: payable.host.kind,
      brand: payable.host.brand,
      id: payable.host.id,
      method,
      amount: amountText,
    });
    const outcome = outcomeOfSession(status, outcomeFlow, country);
    const hostRoute = FLOW_HOSTS[payable.host.kind];
    const offer = splitOffer(
      outcome,
      payable,
      opens(hostRoute, FORCED_PAYMENT_OVERLAY.hash),
      href(country, hostRoute, { brand: payable.host.brand, id: payable.host.id }),
    );
    flow.finish({
      flow: outcomeFlow,
      outcome,
      amount: result.data?.amount,
      retry: { flow: 'select', step: 'select', query: { amount: amountText } },
      ...(offer ? { offer } : {}),
    });
    // Once the answer is final.
  }, [status]);

  if (result.isError) {
    return (
      <>
        <p role="alert" className="flow-error">
          {t('error.fetchAlert.100')}
        </p>
        <div className="flow-actions">
          <button
            type="button"
            className="flow-button flow-button-primary"
            onClick={() => void result.refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      </>
    );
  }
  // Read after each answer: the answers of a pending payment are equal, so the data alone does
  // not draw the page anew, and the last one would leave it waiting for good; isFetching does.
  const late = status === 'pending' && !result.isFetching && polls.current >= RESULT_POLLS;
  // One live region for the wait and the late answer: a screen reader announces a change inside
  // a region it already follows, not reliably a region that is swapped in with its text.
  return (
    <>
      <p role="status" aria-live="polite" data-testid="payment-waiting">
        {t(late ? 'flow.pay.submission.late' : 'flow.pay.submission.waiting')}
      </p>
      {late && (
        <div className="flow-actions">
          <button
            type="button"
            className="flow-button flow-button-primary"
            onClick={() => {
              polls.current = 0;
              void result.refetch();
            }}
          >
            {t('flow.pay.submission.askAgain')}
          </button>
          <button type="button" className="flow-button" onClick={() => flow.leave()}>
            {t('common.close')}
          </button>
        </div>
      )}
    </>
  );
}
