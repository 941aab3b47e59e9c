/**
 * Denmark's income verification before the move to konto (flow monthio, api.yaml
 * startIncomeVerification and getIncomeVerification). The step starts a verification for the
 * purchase and the browser goes to the verification service, which sends it back through the
 * callback page (income-verification-callback, income-callback.ts) to this step with the reference
 * (`ref`). The step then asks for the result until it is decided: approved goes on to the
 * confirmation with the reference; rejected ends in incomefail, cancelled in the Danish cancel
 * dialog, failed in the generic failure.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getIncomeVerification } from '../../../generated/api/calls/getIncomeVerification.js';
import { startIncomeVerification } from '../../../generated/api/calls/startIncomeVerification.js';
import { appTransport } from '../../shared/api/transport.js';
import { useFlow } from '../../shared/flows/flow-control.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { href } from '../../shared/routing/href.js';
import { confirmStep } from './move-steps.js';
import { incomeOutcome, INCOME_POLL_MS } from './income.js';

const SELF = { flow: 'monthio', step: 'monthio' } as const;

export default function IncomeStep() {
  const reference = useFlow().query.get('ref');
  return reference ? <Checking reference={reference} /> : <Start />;
}

function Start() {
  const t = useTexts();
  const flow = useFlow();
  const { country } = useCountry();
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const start = async () => {
    if (sending) return;
    setSending(true);
    setFailed(false);
    flow.setBusy(true);
    try {
      // Back through the callback page, which forwards here with the reference.
      const returnPath = `${href(country, 'income-verification-callback')}?returnPath=${flow.hrefOf(SELF)}`;
      const session = await startIncomeVerification(appTransport, {
        body: { brand: flow.host.brand, orderID: flow.host.id, returnPath },
      });
      window.location.assign(session.redirectUrl);
    } catch {
      flow.setBusy(false);
      setSending(false);
      setFailed(true);
    }
  };

  return (
    <>
      <p>{t('flow.monthio.intro')}</p>
      {failed && (
        <p role="alert" className="flow-error">
          {t('error.generic')}
        </p>
      )}
      <div className="flow-actions">
        <button
          type="button"
          className="flow-button flow-button-primary"
          onClick={() => void start()}
          aria-disabled={sending || undefined}
          data-testid="verify-income"
        >
          {t('flow.monthio.start')}
        </button>
        <button type="button" className="flow-button" onClick={() => flow.back()}>
          {t('common.back')}
        </button>
      </div>
    </>
  );
}

function Checking({ reference }: { reference: string }) {
  const t = useTexts();
  const flow = useFlow();
  const result = useQuery({
    queryKey: ['incomeVerification', reference],
    queryFn: ({ signal }) => getIncomeVerification(appTransport, { reference, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? INCOME_POLL_MS : false),
    retry: 2,
  });
  const status = result.isError ? 'failed' : result.data?.status;

  useEffect(() => {
    if (!status || status === 'pending') return;
    const outcome = incomeOutcome(status);
    if (outcome === 'approved') flow.go(confirmStep(reference), { replace: true });
    else flow.finish({ flow: 'moveToKonto', outcome, retry: SELF });
    // Once the answer is final.
  }, [status]);

  return (
    <p role="status" data-testid="income-checking">
      {t('flow.monthio.checking')}
    </p>
  );
}
