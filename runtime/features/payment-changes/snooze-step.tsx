/**
 * Postpone a purchase's due date (steps/snooze, #flow=snooze): the choices the provider sends
 * with the purchase (snoozePossibilities: 10 or 30 days, 14 or 30 in Finland, decision 0014),
 * each with its fee and the new due date, then one summary and the confirmation. The fee is the
 * provider's, never one of our own: the countries' terms give none (countries/<cc>.yaml
 * fees.snooze).
 */
import { useState, type FormEvent } from 'react';
import { snooze } from '../../../generated/api/calls/snooze.js';
import type { Order, SnoozePossibility } from '../../../generated/entities/types.js';
import { appTransport } from '../../shared/api/transport.js';
import { owedOnPurchase } from '../../shared/domain/shown-amount.js';
import { useFlow } from '../../shared/flows/flow-control.js';
import { StepNotice } from '../../shared/flows/step-notice.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { RadioChoice } from '../../shared/ui/radio-choice.js';
import { useChangeRequest } from './change-request.js';
import { dueDateAfter } from '../../shared/domain/due-date-after.js';
import { StepActions } from '../../shared/flows/step-actions.js';

export default function SnoozeStep() {
  const t = useTexts();
  const { subject } = useFlow();
  const { terms } = useCountry();
  if (subject?.kind !== 'purchase') return <p role="status">{t('common.loading')}</p>;
  const { order } = subject;
  const choices = order.snoozePossibilities ?? [];
  if (!terms.offers.snooze.available || !order.dueDate || choices.length === 0) {
    return <StepNotice>{t('flow.snooze.none')}</StepNotice>;
  }
  return <Snooze order={order} dueDate={order.dueDate} choices={choices} />;
}

function Snooze({
  order,
  dueDate,
  choices,
}: {
  order: Order;
  dueDate: string;
  choices: readonly SnoozePossibility[];
}) {
  const t = useTexts();
  const f = useAppFormat();
  const flow = useFlow();
  const request = useChangeRequest();
  const [days, setDays] = useState(choices[0]?.snoozeDays ?? 0);
  const chosen = choices.find((choice) => choice.snoozeDays === days) ?? choices[0];
  if (!chosen) return null;
  const newDueDate = dueDateAfter(dueDate, chosen.snoozeDays);
  const { host } = flow;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void request.send({
      intent: {
        kind: host.kind,
        brand: host.brand,
        id: host.id,
        method: 'snooze',
        amount: String(chosen.snoozeDays),
      },
      call: (idempotencyKey) =>
        snooze(appTransport, {
          brand: host.brand,
          body: { orderID: order.orderID, days: chosen.snoozeDays },
          idempotencyKey,
        }),
      succeeded: (answer) =>
        flow.finish({
          flow: 'snooze',
          outcome: 'success',
          values: { date: f.date(answer.dueDate ?? newDueDate) },
        }),
      refused: () => flow.finish({ flow: 'snooze', outcome: 'fail' }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>{t('flow.snooze.intro')}</p>
      <fieldset className="flow-fieldset">
        <legend>{t('flow.snooze.legend')}</legend>
        <div className="flow-options" data-testid="snooze-choices">
          {choices.map((choice) => (
            <RadioChoice
              key={choice.snoozeDays}
              name="snooze-days"
              value={String(choice.snoozeDays)}
              checked={choice.snoozeDays === chosen.snoozeDays}
              onChange={() => setDays(choice.snoozeDays)}
            >
              {t('flow.snooze.option', {
                days: choice.snoozeDays,
                date: f.date(dueDateAfter(dueDate, choice.snoozeDays)),
                fee: f.money(choice.snoozeFee),
              })}
            </RadioChoice>
          ))}
        </div>
      </fieldset>
      <dl className="flow-summary" data-testid="snooze-summary">
        <dt>{t('flow.snooze.summary.currentDueDate')}</dt>
        <dd>{f.date(dueDate)}</dd>
        <dt>{t('flow.snooze.summary.newDueDate')}</dt>
        <dd>{f.date(newDueDate)}</dd>
        <dt>{t('flow.snooze.summary.fee')}</dt>
        <dd>{f.money(chosen.snoozeFee)}</dd>
        <dt>{t('flow.snooze.summary.total')}</dt>
        <dd>{f.money(owedOnPurchase(order) + chosen.snoozeFee)}</dd>
      </dl>
      <StepActions
        label={t('flow.snooze.confirm', { days: chosen.snoozeDays })}
        sendingLabel={t('flow.pay.confirm.sending')}
        sending={request.sending}
        failed={request.failed}
        testId="confirm-snooze"
      />
    </form>
  );
}
