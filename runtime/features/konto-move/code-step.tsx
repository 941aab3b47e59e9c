/**
 * The one-time code (flow twoFactor, api.yaml authorizeTwoFactor and verifyTwoFactor): the move to
 * konto's identification where the country's login has no Signicat broker (Sweden,
 * docs/decisions/0016). The provider sends a six-digit code to the customer's e-mail; the customer
 * types it (the browser may fill it in: autocomplete one-time-code) and, once it is right, the move
 * goes on. A wrong code says so at the field; a spent or expired one asks for a new code.
 */
import { useState, type FormEvent } from 'react';
import { isApiProblemError } from '../../../generated/api/errors.js';
import { authorizeTwoFactor } from '../../../generated/api/calls/authorizeTwoFactor.js';
import { verifyTwoFactor } from '../../../generated/api/calls/verifyTwoFactor.js';
import type { TwoFactorChallenge } from '../../../generated/entities/types.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { appTransport } from '../../shared/api/transport.js';
import { useFlow } from '../../shared/flows/flow-control.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { Field } from '../../shared/ui/field.js';
import { nextMoveStep } from './move-steps.js';
import { codeProblem, isCodeShaped, minutesLeft } from './code.js';

const SELF = { flow: 'twoFactor', step: 'twofactor' } as const;

export default function CodeStep() {
  const t = useTexts();
  const flow = useFlow();
  const { country } = useCountry();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<MessageId | null>(null);
  const [busy, setBusy] = useState<'sending' | 'verifying' | null>(null);
  const host = flow.host;

  const send = async () => {
    if (busy) return;
    setBusy('sending');
    setError(null);
    flow.setBusy(true);
    try {
      const body = { purpose: 'payment' as const, brand: host.brand, orderID: host.id };
      setChallenge(await authorizeTwoFactor(appTransport, { body }));
      setCode('');
    } catch {
      setError('flow.twoFactor.error.send');
    } finally {
      setBusy(null);
      flow.setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !challenge) return;
    const typed = code.replace(/\s/g, '');
    if (!isCodeShaped(typed)) {
      setError('flow.twoFactor.error.format');
      return;
    }
    setBusy('verifying');
    setError(null);
    flow.setBusy(true);
    try {
      await verifyTwoFactor(appTransport, {
        body: { challengeId: challenge.challengeId, code: typed },
      });
      flow.setBusy(false);
      const next = nextMoveStep(country, SELF);
      // Replaced: Back from the confirmation does not ask for a used code again.
      if (next) flow.go(next, { replace: true });
      else flow.leave();
    } catch (thrown) {
      flow.setBusy(false);
      setBusy(null);
      const problem = codeProblem(isApiProblemError(thrown) ? thrown.status : null);
      if (problem === 'spent') setChallenge(null);
      setError(`flow.twoFactor.error.${problem}`);
    }
  };

  if (!challenge) {
    return (
      <>
        <p>{t('flow.twoFactor.intro')}</p>
        {error && (
          <p role="alert" className="flow-error">
            {t(error)}
          </p>
        )}
        <div className="flow-actions">
          <button
            type="button"
            className="flow-button flow-button-primary"
            onClick={() => void send()}
            aria-disabled={busy !== null || undefined}
            data-testid="send-code"
          >
            {busy === 'sending' ? t('flow.twoFactor.sending') : t('flow.twoFactor.send')}
          </button>
          <button type="button" className="flow-button" onClick={() => flow.back()}>
            {t('common.back')}
          </button>
        </div>
      </>
    );
  }

  return (
    <form onSubmit={(event) => void verify(event)} noValidate>
      <p role="status">
        {t('flow.twoFactor.sent', {
          destination: challenge.maskedDestination,
          minutes: minutesLeft(challenge.expiresAt, new Date()),
        })}
      </p>
      <Field
        label={t('flow.twoFactor.code')}
        hint={t('flow.twoFactor.codeHint')}
        error={error ? t(error) : ''}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        data-testid="code"
      />
      <div className="flow-actions">
        <button
          type="submit"
          className="flow-button flow-button-primary"
          aria-disabled={busy !== null || undefined}
          data-testid="verify-code"
        >
          {busy === 'verifying' ? t('flow.twoFactor.verifying') : t('flow.twoFactor.verify')}
        </button>
        <button type="button" className="flow-button" onClick={() => void send()}>
          {t('flow.twoFactor.resend')}
        </button>
      </div>
    </form>
  );
}
