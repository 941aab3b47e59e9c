/**
 * Identification with e-ID through Signicat (flow signicat, the move to konto's first step where
 * the country's login lists Signicat, docs/decisions/0016). A full navigation to the provider's
 * start of an identification (api.yaml startOidcLogin with `returnPath`), which binds it to the
 * customer's session and sends the browser to the broker; the broker comes back through the
 * provider's callback (oidcRedirect) to this step with `identification`: identified goes on in
 * the move, cancelled says so here, failed ends in the identification-failed outcome (Finland's
 * own dialog, elsewhere the generic failure).
 */
import { useEffect, useState } from 'react';
import { startOidcLoginPath } from '../../../generated/api/calls/startOidcLogin.js';
import { useFlow } from '../../shared/flows/flow-control.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { nextMoveStep } from './move-steps.js';

const SELF = { flow: 'signicat', step: 'signicat' } as const;

export default function IdentificationStep() {
  const t = useTexts();
  const flow = useFlow();
  const { country } = useCountry();
  const [leaving, setLeaving] = useState(false);
  const result = flow.query.get('identification');

  useEffect(() => {
    if (result === 'identified') {
      const next = nextMoveStep(country, SELF);
      // Replaced: Back from the next step does not land on the answer and go on again.
      if (next) flow.go(next, { replace: true });
      else flow.leave();
    } else if (result === 'failed') {
      flow.finish({ flow: 'signicat', outcome: 'identificationFailed', retry: SELF });
    }
  }, [result]);

  // Back from the broker's page (the browser's cache) shows the step as it was.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  if (result === 'identified' || result === 'failed') {
    return <p role="status">{t('common.loading')}</p>;
  }

  const identify = () => {
    setLeaving(true);
    // The step's own address, without the answer of an earlier try.
    const returnPath = flow.hrefOf(SELF);
    window.location.assign(
      startOidcLoginPath({ broker: 'signicat', query: { country, returnPath } }),
    );
  };

  return (
    <>
      {result === 'cancelled' && (
        <p role="status" data-testid="identification-cancelled">
          {t('flow.signicat.cancelled')}
        </p>
      )}
      <p>{t('flow.signicat.intro')}</p>
      <div className="flow-actions">
        <button
          type="button"
          className="flow-button flow-button-primary"
          onClick={identify}
          aria-disabled={leaving || undefined}
          data-testid="identify"
        >
          {leaving ? t('flow.signicat.leaving') : t('flow.signicat.start')}
        </button>
        <button type="button" className="flow-button" onClick={() => flow.back()}>
          {t('common.back')}
        </button>
      </div>
    </>
  );
}
