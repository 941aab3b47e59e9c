/**
 * The application popup (flow insurance's step `declarations`, schema/flows.yaml; spec 000 §5,
 * spec 001 §5, §6): that it is voluntary and what it costs, the occupation, the country's
 * conditions, then the declaration and the two confirmations of the flow table, all of which
 * must be ticked (validator insuranceDeclarations). The self-employed's and the pensioner's
 * conditions are not shown by the terms: those apply through customer service (decision 0018).
 *
 * The popup sits outside the page's query cache: the page hands it what to refresh when done.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { applyInsurance } from '../../../generated/api/calls/applyInsurance.js';
import type { BrandSlug } from '../../../generated/brands.js';
import { FLOWS } from '../../../generated/flows.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { appTransport } from '../../shared/api/transport.js';
import { brandName } from '../../shared/domain/account-brand.js';
import { attemptKey, forgetAttempt, type AttemptIntent } from '../../shared/flows/attempt.js';
import { showOutcome } from '../../shared/flows/outcome-store.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import type { OverlayContentProps } from '../../shared/overlays/modal.js';
import { href } from '../../shared/routing/href.js';
import { CheckChoice } from '../../shared/ui/check-choice.js';
import { RadioChoice } from '../../shared/ui/radio-choice.js';
import { track } from '../../shared/tracking/events.js';
import { canApplyAs, OCCUPATIONS, type Occupation } from './rules.js';
import './insurance.css';

const STEP = FLOWS.insurance.steps[0];

const OCCUPATION_TEXT = {
  employee: 'page.ppi.coverage.label.employee',
  selfEmployed: 'page.ppi.coverage.label.selfEmployed',
  pensioner: 'page.ppi.coverage.label.pensioner',
} as const satisfies Record<Occupation, MessageId>;

export default function ApplyDialog({
  brand,
  accountNumber,
  premium,
  retryHref,
  onDone,
  onBusy,
  close,
  titleId,
}: OverlayContentProps & {
  readonly brand: BrandSlug;
  readonly accountNumber: string;
  /** This customer's monthly premium today, formatted; null when it cannot be worked out. */
  readonly premium: string | null;
  /** Where the failure's retry goes: this page, to apply again. */
  readonly retryHref: string;
  /** Refreshes what the application changed (the accounts, the menu, My insurance). */
  readonly onDone: () => Promise<void>;
  /** Told while the application is on its way, so the popup is not closed meanwhile. */
  readonly onBusy: (busy: boolean) => void;
}) {
  const t = useTexts();
  const { country, terms } = useCountry();
  const ids = useId();
  const [occupation, setOccupation] = useState<Occupation>('employee');
  const [ticked, setTicked] = useState<Readonly<Record<string, boolean>>>({});
  const [error, setError] = useState<MessageId | null>(null);
  const [busy, setBusy] = useState(false);
  if (!terms.insurance.available || !STEP) return null;
  const { eligibility } = terms.insurance;
  const applicable = canApplyAs(occupation, eligibility);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const { insuranceDeclarations } = await import('../../../generated/validators/common.js');
    const checked = insuranceDeclarations.safeParse(
      Object.fromEntries(STEP.declarations.map(({ field }) => [field, ticked[field] === true])),
    );
    if (!checked.success) {
      setError('validation.insuranceDeclarations');
      return;
    }
    setError(null);
    setBusy(true);
    onBusy(true);
    const intent: AttemptIntent = {
      kind: 'insurance',
      brand,
      id: accountNumber,
      method: occupation,
      amount: '',
    };
    const body = {
      accountNumber,
      occupation,
      acceptedDeclaration: true,
      confirmedCorrectness: true,
      confirmedEligibility: true,
    };
    try {
      await applyInsurance(appTransport, { brand, body, idempotencyKey: attemptKey(intent) });
      track('payment_complete', { flow: 'insurance', brand });
      showOutcome({
        flow: 'insurance',
        outcome: 'insured',
        values: { brand: brandName(brand) },
        retryHref,
      });
    } catch {
      track('payment_failed', { flow: 'insurance', brand, outcome: 'fail' });
      showOutcome({ flow: 'insurance', outcome: 'fail', retryHref });
    }
    forgetAttempt(intent);
    await onDone();
    onBusy(false);
    close();
  };

  return (
    <form
      className="in-dialog"
      data-flow="insurance"
      data-step={STEP.id}
      onSubmit={submit}
      noValidate
    >
      <h2 id={titleId}>{t(STEP.titleMessageId ?? 'page.ppi.apply.title')}</h2>
      <p>{t('page.ppi.apply.intro', { brand: brandName(brand) })}</p>
      <p>{t('page.ppi.voluntary')}</p>
      <p data-testid="ppi-apply-premium">
        {premium ? t('page.ppi.apply.premium', { premium }) : t('page.ppi.apply.premiumUnknown')}
      </p>
      <fieldset className="in-declarations">
        <legend>{t('page.ppi.apply.occupation')}</legend>
        {OCCUPATIONS.map((option) => (
          <RadioChoice
            key={option}
            name={`${ids}-occupation`}
            value={option}
            checked={occupation === option}
            onChange={() => setOccupation(option)}
          >
            {t(OCCUPATION_TEXT[option])}
          </RadioChoice>
        ))}
      </fieldset>
      {applicable ? (
        <>
          <h3>{t('page.ppi.apply.conditions')}</h3>
          <ul data-testid="ppi-conditions">
            {eligibility.privatePerson && <li>{t('page.ppi.info.eligibility.privatePerson')}</li>}
            {eligibility.kontoWithPpi && <li>{t('page.ppi.info.eligibility.konto')}</li>}
            {eligibility.residentInCountry && <li>{t('page.ppi.info.eligibility.resident')}</li>}
            {eligibility.noOverlappingInsurance && (
              <li>{t('page.ppi.info.eligibility.noOverlappingInsurance')}</li>
            )}
            <li>
              {t('page.ppi.coverage.employee', {
                months: eligibility.employee.minMonthsEmployed,
              })}
            </li>
          </ul>
          <fieldset
            className="in-declarations"
            aria-describedby={error ? `${ids}-error` : undefined}
          >
            <legend>{t('page.ppi.apply.confirm')}</legend>
            {STEP.declarations.map(({ field, messageId }) => (
              <CheckChoice
                key={field}
                name={field}
                checked={ticked[field] === true}
                invalid={error !== null && ticked[field] !== true}
                onChange={(checked) => setTicked({ ...ticked, [field]: checked })}
              >
                {t(messageId)}
              </CheckChoice>
            ))}
          </fieldset>
          {error && (
            <p id={`${ids}-error`} className="in-error" role="alert">
              {t(error)}
            </p>
          )}
          <div className="in-actions">
            <button
              type="submit"
              className="in-button in-button-primary"
              aria-disabled={busy || undefined}
              data-testid="ppi-submit"
            >
              {t(STEP.submitMessageId ?? 'page.ppi.apply.submit')}
            </button>
            <button type="button" className="in-button" onClick={() => !busy && close()}>
              {t('common.cancel')}
            </button>
          </div>
        </>
      ) : (
        <div className="in-note" role="note" data-testid="ppi-apply-elsewhere">
          <p>
            {t(
              occupation === 'selfEmployed'
                ? 'page.ppi.coverage.selfEmployed'
                : 'page.ppi.coverage.pensioner',
            )}
          </p>
          <p>{t('page.ppi.apply.elsewhere')}</p>
          <p>
            <Link to={href(country, 'customer-service')} onClick={close}>
              {t('common.contactCustomerService')}
            </Link>
          </p>
        </div>
      )}
    </form>
  );
}
