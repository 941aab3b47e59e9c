/**
 * Split a purchase interest-free (#flow=split, a step without a page of its own; also where the
 * forced payment overlay at submission lands): where the country's terms offer it and the purchase
 * is above their limit, each term (3, 6, 12 or 18 months) with what a month costs and what the
 * whole costs, the set-up fee of the term and the monthly admin fee included
 * (shared/domain/split-cost.ts), then one summary and the confirmation.
 */
import { useState, type FormEvent } from 'react';
import { isCode } from '../../../generated/codes/lookup.js';
import { ifspMonthsCodes } from '../../../generated/codes/tables/ifsp-months.js';
import { moveToSplitPayment } from '../../../generated/api/calls/moveToSplitPayment.js';
import type { Order } from '../../../generated/entities/types.js';
import { appTransport } from '../../shared/api/transport.js';
import { owedOnPurchase } from '../../shared/domain/shown-amount.js';
import { splitCosts, type SplitTermCost } from '../../shared/domain/split-cost.js';
import { useFlow } from '../../shared/flows/flow-control.js';
import { StepNotice } from '../../shared/flows/step-notice.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { RadioChoice } from '../../shared/ui/radio-choice.js';
import { useChangeRequest } from './change-request.js';
import { StepActions } from '../../shared/flows/step-actions.js';
import './payment-changes.css';

export default function SplitStep() {
  const t = useTexts();
  const { subject } = useFlow();
  const { terms } = useCountry();
  if (subject?.kind !== 'purchase') return <p role="status">{t('common.loading')}</p>;
  const { order } = subject;
  const costs = order.ifspMonths === undefined ? splitCosts(owedOnPurchase(order), terms) : [];
  if (costs.length === 0) return <StepNotice>{t('flow.split.none')}</StepNotice>;
  return <Split order={order} costs={costs} />;
}

function Split({ order, costs }: { order: Order; costs: readonly SplitTermCost[] }) {
  const t = useTexts();
  const f = useAppFormat();
  const flow = useFlow();
  const request = useChangeRequest();
  const [months, setMonths] = useState(costs[0]?.months ?? 0);
  const chosen = costs.find((cost) => cost.months === months) ?? costs[0];
  if (!chosen) return null;
  const { host } = flow;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { months: chosenMonths } = chosen;
    // The terms' lengths are the contract's (codes ifspMonths); one it does not know is not sent.
    if (!isCode(ifspMonthsCodes, chosenMonths)) return;
    void request.send({
      intent: {
        kind: host.kind,
        brand: host.brand,
        id: host.id,
        method: 'split',
        amount: String(chosen.months),
      },
      call: (idempotencyKey) =>
        moveToSplitPayment(appTransport, {
          brand: host.brand,
          body: { orderID: order.orderID, months: chosenMonths },
          idempotencyKey,
        }),
      succeeded: () => flow.finish({ flow: 'split', outcome: 'success' }),
      refused: () => flow.finish({ flow: 'split', outcome: 'fail' }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>{t('flow.split.intro', { amount: f.money(owedOnPurchase(order)) })}</p>
      <fieldset className="flow-fieldset">
        <legend>{t('flow.split.legend')}</legend>
        <div className="flow-options" data-testid="split-choices">
          {costs.map((cost) => (
            <RadioChoice
              key={cost.months}
              name="split-months"
              value={String(cost.months)}
              checked={cost.months === chosen.months}
              onChange={() => setMonths(cost.months)}
            >
              {t('flow.split.option', {
                months: cost.months,
                monthly: f.money(cost.monthly),
                total: f.money(cost.total),
              })}
              <span className="pc-detail">
                {t('flow.split.optionFees', {
                  setUp: f.money(cost.setUpFee),
                  fee: f.money(cost.monthlyFee),
                })}
              </span>
            </RadioChoice>
          ))}
        </div>
      </fieldset>
      <dl className="flow-summary" data-testid="split-summary">
        <dt>{t('flow.split.summary.monthly')}</dt>
        <dd>{f.money(chosen.monthly)}</dd>
        <dt>{t('flow.split.summary.fees')}</dt>
        <dd>{f.money(chosen.fees)}</dd>
        <dt>{t('flow.split.summary.total')}</dt>
        <dd>{f.money(chosen.total)}</dd>
      </dl>
      <StepActions
        label={t('flow.split.confirm', { months: chosen.months })}
        sendingLabel={t('flow.pay.confirm.sending')}
        sending={request.sending}
        failed={request.failed}
        testId="confirm-split"
      />
    </form>
  );
}
