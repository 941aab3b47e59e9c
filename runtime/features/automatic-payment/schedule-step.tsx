/**
 * Automatic payment (flow autogiro, steps/pay?flow=autogiro): schedule the purchase or invoice to
 * be paid from the linked bank account on its due date (activatePreference, status 901), or, when
 * it is scheduled already, remove it after the Keep / Remove confirmation of the flow table (step
 * cancelConfirm, an alertdialog on the second overlay level; inactivatePreference, status 904).
 * Without a linked bank account nothing can be scheduled: the step says so and links to the bank
 * account page. The cancelling item is followed by the pages' pending polling (shared/api).
 *
 * One Idempotency-Key per intent (the step's life), so a retry after a lost answer does not
 * schedule twice; the button ignores a second click within 1000 ms.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { activatePreference } from '../../../generated/api/calls/activatePreference.js';
import { inactivatePreference } from '../../../generated/api/calls/inactivatePreference.js';
import { isApiProblemError } from '../../../generated/api/errors.js';
import { bankDetailsQuery } from '../../../generated/api/queries/getBankDetails.js';
import {
  preferencesQuery,
  preferencesQueryKey,
} from '../../../generated/api/queries/getPreferences.js';
import { preferencesFromApi } from '../../../generated/codes/preferences.js';
import type { UserPreferences } from '../../../generated/entities/types.js';
import { FLOWS, type FlowDialog } from '../../../generated/flows.js';
import { appTransport } from '../../shared/api/transport.js';
import { useFlow, type FlowSubject, type Payable } from '../../shared/flows/flow-control.js';
import { StepActions } from '../../shared/flows/step-actions.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { useOverlays } from '../../shared/overlays/provider.js';
import { href } from '../../shared/routing/href.js';
import { autogiroStateOf, dueDateOf, targetOf } from './autogiro.js';
import { CancelConfirmation } from './cancel-confirmation.js';
import { StepNotice } from '../../shared/flows/step-notice.js';

/** The visible end of the linked account (the provider masks the rest), or null when none. */
function linkedAccount(preferences: UserPreferences | undefined) {
  if (!preferences) return null;
  const { mandateStatus, bankAccount } = preferencesFromApi(preferences);
  if (mandateStatus !== 'linked') return null;
  return { bank: preferences.bank.trim(), digits: bankAccount.slice(-4) };
}

const confirmation: FlowDialog | null =
  FLOWS.autogiro.steps.find((step) => step.id === 'cancelConfirm')?.confirmation ?? null;

export default function ScheduleStep() {
  const t = useTexts();
  const flow = useFlow();
  const { payable, subject } = flow;
  if (!payable || !subject) return <p role="status">{t('common.loading')}</p>;
  return <Schedule payable={payable} subject={subject} />;
}

function Schedule({ payable, subject }: { payable: Payable; subject: FlowSubject }) {
  const t = useTexts();
  const state = autogiroStateOf(subject, payable);
  const target = targetOf(payable);
  // The provider's calls take the payment reference the bank details show.
  const details = useQuery({
    ...bankDetailsQuery(appTransport, {
      brand: target.brand,
      id: target.id,
      query: { kind: target.kind },
    }),
    enabled: state === 'open' || state === 'scheduled',
  });
  const preferences = useQuery({ ...preferencesQuery(appTransport), enabled: state === 'open' });

  if (state === 'cancelling') return <StepNotice>{t('flow.autogiro.cancelling')}</StepNotice>;
  if (state === 'closed') return <StepNotice>{t('flow.pay.nothingToPay')}</StepNotice>;
  if (details.isError || preferences.isError) {
    return <StepNotice alert>{t('error.fetchAlert.100')}</StepNotice>;
  }
  // The contract takes its digits (a Danish RF reference without its letters).
  const reference = details.data?.reference.replace(/\D/g, '');
  if (!reference || (state === 'open' && !preferences.data)) {
    return <p role="status">{t('common.loading')}</p>;
  }
  if (state === 'scheduled') {
    return <Scheduled payable={payable} subject={subject} reference={reference} />;
  }
  const account = linkedAccount(preferences.data);
  if (!account) return <NoBankAccount />;
  return <Confirm payable={payable} subject={subject} reference={reference} account={account} />;
}

function NoBankAccount() {
  const t = useTexts();
  const flow = useFlow();
  const { country } = useCountry();
  return (
    <>
      <p data-testid="autogiro-no-bank">{t('flow.autogiro.noBankAccount')}</p>
      <div className="flow-actions">
        <Link className="flow-button flow-button-primary" to={href(country, 'app-profile-bank')}>
          {t('flow.autogiro.linkBankAccount')}
        </Link>
        <button type="button" className="flow-button" onClick={() => flow.leave()}>
          {t('common.close')}
        </button>
      </div>
    </>
  );
}

function When({ subject }: { subject: FlowSubject }) {
  const t = useTexts();
  const f = useAppFormat();
  const due = dueDateOf(subject);
  return <>{due ? f.date(due) : t('flow.autogiro.summary.dueDate')}</>;
}

function Confirm({
  payable,
  subject,
  reference,
  account,
}: {
  payable: Payable;
  subject: FlowSubject;
  reference: string;
  account: { bank: string; digits: string };
}) {
  const t = useTexts();
  const f = useAppFormat();
  const flow = useFlow();
  const client = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [noBank, setNoBank] = useState(false);

  const schedule = async () => {
    if (sending) return;
    setSending(true);
    setFailed(false);
    flow.setBusy(true);
    try {
      await activatePreference(appTransport, {
        externalReferenceNumber: reference,
        idempotencyKey,
      });
      flow.setBusy(false);
      flow.finish({ flow: 'autogiro', outcome: 'success', amount: payable.total });
    } catch (error) {
      flow.setBusy(false);
      setSending(false);
      if (
        isApiProblemError(error) &&
        error.status === 409 &&
        /no-bank-account$/.test(error.problem.type ?? '')
      ) {
        // Unlinked meanwhile (in another tab): the step says what is missing.
        void client.invalidateQueries({ queryKey: preferencesQueryKey() });
        setNoBank(true);
      } else if (isApiProblemError(error) && error.status >= 400 && error.status < 500) {
        flow.finish({ flow: 'autogiro', outcome: 'fail' });
      } else {
        setFailed(true);
      }
    }
  };

  if (noBank) return <NoBankAccount />;
  return (
    <>
      <p>{t('flow.autogiro.schedule.intro')}</p>
      <dl className="flow-summary" data-testid="autogiro-summary">
        <dt>{t('flow.pay.summary.what')}</dt>
        <dd>{payable.label}</dd>
        <dt>{t('flow.pay.summary.amount')}</dt>
        <dd>{f.money(payable.total)}</dd>
        <dt>{t('flow.autogiro.summary.account')}</dt>
        <dd>{t('flow.autogiro.summary.accountValue', account)}</dd>
        <dt>{t('flow.autogiro.summary.date')}</dt>
        <dd>
          <When subject={subject} />
        </dd>
      </dl>
      <StepActions
        label={t('flow.autogiro.schedule.confirm')}
        sendingLabel={t('flow.autogiro.schedule.sending')}
        sending={sending}
        failed={failed}
        testId="autogiro-schedule"
        onConfirm={() => void schedule()}
      />
    </>
  );
}

function Scheduled({
  payable,
  subject,
  reference,
}: {
  payable: Payable;
  subject: FlowSubject;
  reference: string;
}) {
  const t = useTexts();
  const f = useAppFormat();
  const flow = useFlow();
  const { open } = useOverlays();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const due = dueDateOf(subject);

  /** Runs the removal; the flow ends in its outcome either way. */
  const remove = async (): Promise<void> => {
    flow.setBusy(true);
    try {
      await inactivatePreference(appTransport, {
        externalReferenceNumber: reference,
        idempotencyKey,
      });
      flow.setBusy(false);
      flow.finish({ flow: 'autogiro', outcome: 'removed' });
    } catch {
      flow.setBusy(false);
      flow.finish({ flow: 'autogiro', outcome: 'fail' });
    }
  };

  const ask = () => {
    if (!confirmation) return;
    let waiting = false;
    open(
      (props) => (
        <CancelConfirmation
          {...props}
          dialog={confirmation}
          onBusy={(busy) => (waiting = busy)}
          onRemove={remove}
        />
      ),
      { role: confirmation.role, level: 'second', busy: () => waiting },
    );
  };

  return (
    <>
      <p data-testid="autogiro-scheduled">
        {due
          ? t('flow.autogiro.scheduled.body', { amount: f.money(payable.total), date: f.date(due) })
          : t('flow.autogiro.scheduled.bodyNoDate', { amount: f.money(payable.total) })}
      </p>
      <div className="flow-actions">
        <button
          type="button"
          className="flow-button flow-button-primary"
          onClick={ask}
          data-testid="autogiro-remove"
        >
          {t('flow.autogiro.scheduled.remove')}
        </button>
        <button type="button" className="flow-button" onClick={() => flow.leave()}>
          {t('common.close')}
        </button>
      </div>
    </>
  );
}
