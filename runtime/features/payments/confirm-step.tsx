/**
 * Confirm a payment (steps swish, trustly, vipps, mobilepay; the pay step for card and the linked
 * bank account): the summary, then one button. The linked account is paid at once (makePayment);
 * the other methods start a session at their provider (startAdyen, startTrustly) and the browser
 * goes to the provider's page, which sends it back to the submission step.
 *
 * No double charge: the button is busy from the first click (and ignores a second within 1000 ms),
 * and every call of one intent carries the same Idempotency-Key (attempt.ts), across reloads too.
 */
import { useState } from 'react';
import { isApiProblemError } from '../../../generated/api/errors.js';
import { makePayment } from '../../../generated/api/calls/makePayment.js';
import { startAdyen } from '../../../generated/api/calls/startAdyen.js';
import { startTrustly } from '../../../generated/api/calls/startTrustly.js';
import type { PaymentTarget } from '../../../generated/entities/types.js';
import { appTransport } from '../../shared/api/transport.js';
import { useFlow, type Payable } from '../../shared/flows/flow-control.js';
import { StepNotice } from '../../shared/flows/step-notice.js';
import { StepActions } from '../../shared/flows/step-actions.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { amountQuery, chosenAmount } from './amount.js';
import { attemptKey, forgetAttempt, type AttemptIntent } from '../../shared/flows/attempt.js';
import { methodOfStep, outcomeFlowOf, type PaymentMethod } from './methods.js';
import SelectStep from './select-step.js';
import { PaymentSummary } from './summary.js';

const targetOf = (payable: Payable): PaymentTarget => ({
  kind: payable.host.kind === 'purchase' ? 'order' : 'invoice',
  brand: payable.host.brand,
  id: payable.host.id,
});

export default function ConfirmStep() {
  const t = useTexts();
  const flow = useFlow();
  const method = methodOfStep(flow.position.flow, flow.query.get('method'));
  // The pay step opened without a method (#flow=pay) first asks for one.
  if (!method) return <SelectStep />;
  if (!flow.payable) return <Loading />;
  if (!flow.payable.payable) return <StepNotice>{t('flow.pay.nothingToPay')}</StepNotice>;
  return <Confirm payable={flow.payable} method={method} />;
}

function Loading() {
  return <p role="status">{useTexts()('common.loading')}</p>;
}

function Confirm({ payable, method }: { payable: Payable; method: PaymentMethod }) {
  const t = useTexts();
  const flow = useFlow();
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const amount = chosenAmount(flow.query, payable);
  const amountText = amountQuery(amount);
  const intent: AttemptIntent = {
    kind: payable.host.kind,
    brand: payable.host.brand,
    id: payable.host.id,
    method,
    amount: amountText,
  };
  const retry = { flow: 'select' as const, step: 'select', query: { amount: amountText } };

  const refused = () => {
    forgetAttempt(intent);
    flow.finish({ flow: outcomeFlowOf(method), outcome: 'fail', retry });
  };

  const pay = async () => {
    if (sending) return;
    setSending(true);
    setFailed(false);
    flow.setBusy(true);
    const idempotencyKey = attemptKey(intent);
    const target = targetOf(payable);
    try {
      if (method === 'account') {
        await makePayment(appTransport, {
          body: { target, amount, when: 'now' },
          idempotencyKey,
        });
        forgetAttempt(intent);
        flow.setBusy(false);
        flow.finish({ flow: 'pay', outcome: 'success', amount, retry });
        return;
      }
      const returnPath = flow.hrefOf({
        flow: 'submission',
        step: 'submission',
        query: { amount: amountText, method },
      });
      const body = { target, amount, returnPath };
      const session =
        method === 'trustly'
          ? await startTrustly(appTransport, { type: payable.trustlyType, body, idempotencyKey })
          : await startAdyen(appTransport, { method, body, idempotencyKey });
      if (!session.redirectUrl) throw new Error('the payment session has no page to open');
      // To the provider's page; it sends the browser back to the submission step.
      window.location.assign(session.redirectUrl);
    } catch (error) {
      flow.setBusy(false);
      setSending(false);
      // The provider said no (not payable, out of range): the outcome says so. Anything else
      // (no connection, a server error) may be tried again with the same key.
      if (isApiProblemError(error) && error.status >= 400 && error.status < 500) refused();
      else setFailed(true);
    }
  };

  return (
    <>
      <PaymentSummary payable={payable} amount={amount} method={method} />
      <p>
        {t(method === 'account' ? 'flow.pay.confirm.accountNote' : 'flow.pay.confirm.providerNote')}
      </p>
      <StepActions
        label={t('flow.pay.confirm.button', { method: t(`flow.pay.method.${method}`) })}
        sendingLabel={t('flow.pay.confirm.sending')}
        sending={sending}
        failed={failed}
        testId="confirm-payment"
        onConfirm={() => void pay()}
      />
    </>
  );
}
