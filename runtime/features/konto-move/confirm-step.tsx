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
import { useFlow, type Payable } from '../../shared/flows/flow-control.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useFormat, moneyValue } from '../../shared/i18n/public-format.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { GuardedButton } from '../../shared/platform/guarded-click.js';
import { forgetMove, moveKey } from './move-attempt.js';
import { refusalOutcome } from './move-result.js';
import { verifiesIncome } from './move-steps.js';

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
  const { brand, id } = flow.host;

  const move = async () => {
    if (sending) return;
    setSending(true);
    setFailed(false);
    flow.setBusy(true);
    try {
      await moveToKonto(appTransport, {
        brand,
        body: { orderID: id, ...(reference ? { incomeVerificationReference: reference } : {}) },
        idempotencyKey: moveKey(brand, id),
      });
      forgetMove(brand, id);
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
      forgetMove(brand, id);
      flow.finish({ flow: 'moveToKonto', outcome });
    }
  };

  return (
    <>
      <p>{t('flow.moveToKonto.confirm.intro')}</p>
      <MoveSummary payable={payable} />
      {failed && (
        <p role="alert" className="flow-error">
          {t('error.fetchAlert.100')}
        </p>
      )}
      <div className="flow-actions">
        <GuardedButton
          className="flow-button flow-button-primary"
          onClick={() => void move()}
          aria-disabled={sending || undefined}
          data-testid="confirm-move"
        >
          {sending ? t('flow.moveToKonto.confirm.sending') : t('flow.moveToKonto.confirm.submit')}
        </GuardedButton>
        <button
          type="button"
          className="flow-button"
          onClick={() => flow.leave()}
          disabled={sending}
        >
          {t('common.cancel')}
        </button>
      </div>
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
