/**
 * Pause a purchase's payment while its goods go back (steps/return, #flow=return,
 * #option=return): what is paused, until when (until the brand registers the return: neither the
 * spec, the terms nor the provider give a date, so the step says so instead of naming one) and
 * what happens after (an updated invoice for what is kept), then the confirmation.
 */
import type { FormEvent } from 'react';
import { brandBySlug } from '../../../generated/brands.js';
import { pauseForReturn } from '../../../generated/api/calls/pauseForReturn.js';
import type { Order } from '../../../generated/entities/types.js';
import { appTransport } from '../../shared/api/transport.js';
import { owedOnPurchase } from '../../shared/domain/shown-amount.js';
import { useFlow } from '../../shared/flows/flow-control.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { useChangeRequest } from './change-request.js';
import { StepActions } from '../../shared/flows/step-actions.js';

export default function ReturnStep() {
  const t = useTexts();
  const { subject } = useFlow();
  if (subject?.kind !== 'purchase') return <p role="status">{t('common.loading')}</p>;
  return <Pause order={subject.order} />;
}

function Pause({ order }: { order: Order }) {
  const t = useTexts();
  const f = useAppFormat();
  const flow = useFlow();
  const request = useChangeRequest();
  const { host } = flow;
  const brand = brandBySlug(host.brand).name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void request.send({
      call: () =>
        pauseForReturn(appTransport, { brand: host.brand, body: { orderID: order.orderID } }),
      succeeded: () => flow.finish({ flow: 'return', outcome: 'success' }),
      refused: () => flow.finish({ flow: 'return', outcome: 'fail' }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>{t('flow.return.intro')}</p>
      <dl className="flow-summary" data-testid="return-summary">
        <dt>{t('flow.return.summary.what')}</dt>
        <dd>{flow.payable?.label ?? order.orderID}</dd>
        <dt>{t('flow.return.summary.paused')}</dt>
        <dd>{f.money(owedOnPurchase(order))}</dd>
        <dt>{t('flow.return.summary.until')}</dt>
        <dd>{t('flow.return.summary.untilValue', { brand })}</dd>
        <dt>{t('flow.return.summary.after')}</dt>
        <dd>{t('flow.return.summary.afterValue')}</dd>
      </dl>
      <StepActions
        label={t('flow.return.confirm')}
        sendingLabel={t('flow.pay.confirm.sending')}
        sending={request.sending}
        failed={request.failed}
        testId="confirm-return"
      />
    </form>
  );
}
