/**
 * The move to konto's confirmation (moveToKonto's confirm step, on steps/submission?flow=moveToKonto):
 * one summary of what moves and on which terms, every figure from the purchase or the country's
 * terms (countries/*.yaml rates.konto, fees.kontoAdmin, instalments.konto) and "not shown here"
 * where the terms have none (Denmark's), then one button (api.yaml moveToKonto). In Denmark the
 * approved income verification's reference (`ref`) goes with it; without one the step goes back
 * to the verification. The outcome: success, or the table's refusals (move-result.ts).
 */
import { useEffect, useState } from 'react';
import { isApiProblemError } from '../../../generated/api/errors.js';
import { moveToKonto } from '../../../generated/api/calls/moveToKonto.js';
import { appTransport } from '../../shared/api/transport.js';
import { attemptKey, forgetAttempt, type AttemptIntent } from '../../shared/flows/attempt.js';
import { useFlow, type Payable } from '../../shared/flows/flow-control.js';
import { StepActions } from '../../shared/flows/step-actions.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useFormat, moneyValue } from '../../shared/i18n/public-format.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { refusalOutcome } from './move-result.js';
import { moveSteps, verifiesIncome } from './move-steps.js';

export default function ConfirmStep() {
  const t = useTexts();
  const flow = useFlow();
  const { country } = useCountry();
  const reference = flow.query.get('ref');
  const missingIncome = verifiesIncome(country) && !reference;

  useEffect(() => {
    if (missingIncome) flow.go({ flow: 'monthio', step: 'monthio' }, { replace: true });
  }, [missingIncome]);

  if (!flow.payable || missingIncome) return <p role="status">{t('common.loading')}</p>;
  return <Confirm payable={flow.payable} reference={reference} />;
}

function Confirm({ payable, reference }: { payable: Payable; reference: string | null }) {
  const t = useTexts();
  const flow = useFlow();
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const { country } = useCountry();
  const { brand, id } = flow.host;
  // A move is money-moving (api.yaml moveToKonto): one key per purchase until it has an answer,
  // so a double click, a reload or Back at the confirmation sends the same key.
  const intent: AttemptIntent = { kind: 'moveToKonto', brand, id, method: 'konto', amount: '' };

  const move = async () => {
    if (sending) return;
    setSending(true);
    setFailed(false);
    flow.setBusy(true);
    try {
      await moveToKonto(appTransport, {
        brand,
        body: { orderID: id, ...(reference ? { incomeVerificationReference: reference } : {}) },
        idempotencyKey: attemptKey(intent),
      });
      forgetAttempt(intent);
      flow.setBusy(false);
      flow.finish({ flow: 'moveToKonto', outcome: 'success', amount: payable.total });
    } catch (thrown) {
      flow.setBusy(false);
      setSending(false);
      const problem = isApiProblemError(thrown) ? thrown : null;
      const outcome = refusalOutcome(problem?.status ?? null, problem?.problem.type ?? null);
      if (outcome === 'tryAgain') {
        setFailed(true);
        return;
      }
      if (outcome === 'identify') {
        // Identified too long ago: the move again from its first step, as a new attempt (the
        // provider keeps its refusal under the old key).
        forgetAttempt(intent);
        const first = moveSteps(country)[0];
        if (first) flow.go(first, { replace: true });
        return;
      }
      forgetAttempt(intent);
      flow.finish({ flow: 'moveToKonto', outcome });
    }
  };

  return (
    <>
      <p>{t('flow.moveToKonto.confirm.intro')}</p>
      <MoveSummary payable={payable} />
      <StepActions
        label={t('flow.moveToKonto.confirm.submit')}
        sendingLabel={t('flow.moveToKonto.confirm.sending')}
        sending={sending}
        failed={failed}
        testId="confirm-move"
        onConfirm={() => void move()}
        exit="cancel"
      />
    </>
  );
}

function MoveSummary({ payable }: { payable: Payable }) {
  const t = useTexts();
  const f = useAppFormat();
  const p = useFormat();
  const { terms } = useCountry();
  const rate = terms.rates.konto;
  const fee = terms.fees.kontoAdmin;
  const months = terms.instalments.konto;
  const unknown = t('flow.moveToKonto.confirm.unknown');
  return (
    <dl className="flow-summary" data-testid="move-summary">
      <dt>{t('flow.moveToKonto.confirm.what')}</dt>
      <dd>{payable.label}</dd>
      <dt>{t('flow.moveToKonto.confirm.amount')}</dt>
      <dd>{f.money(payable.total)}</dd>
      <dt>{t('flow.moveToKonto.confirm.rate')}</dt>
      <dd>
        {rate.available
          ? t('flow.moveToKonto.confirm.rateValue', {
              nominal: p.percent(rate.nominal),
              effective: p.percent(rate.effective),
            })
          : unknown}
      </dd>
      <dt>{t('flow.moveToKonto.confirm.fee')}</dt>
      <dd>
        {fee.available
          ? t('flow.moveToKonto.confirm.feeValue', { amount: p.money(moneyValue(fee.amount)) })
          : unknown}
      </dd>
      <dt>{t('flow.moveToKonto.confirm.months')}</dt>
      <dd>
        {months.available
          ? t('flow.moveToKonto.confirm.monthsValue', { months: months.maxMonths })
          : unknown}
      </dd>
    </dl>
  );
}
