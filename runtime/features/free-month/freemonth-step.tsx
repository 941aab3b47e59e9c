/**
 * Use a payment-free month (flow freeMonth, app/invoices/{brand}/{id}/steps/freemonth) on a konto
 * account's active invoice: what it means (this invoice is not paid this month), the fee and what
 * it means for interest, the country's rules (rules.ts), then one button (usePaymentFreeMonth).
 * The provider decides whether a month is earned; a refusal (409 free-month-not-earned) names its
 * reason as a message id, shown here in the customer's language, and the customer stays on the
 * step. After a use the invoice is free (status 5) on its page, the overview and home.
 */
import { useState } from 'react';
import { usePaymentFreeMonth } from '../../../generated/api/calls/usePaymentFreeMonth.js';
import { isApiProblemError } from '../../../generated/api/errors.js';
import { InvoiceStatus } from '../../../generated/codes/tables/invoice-status.js';
import type { Invoice, InvoiceAccount } from '../../../generated/entities/types.js';
import { appTransport } from '../../shared/api/transport.js';
import { useFlow, type FlowSubject } from '../../shared/flows/flow-control.js';
import { StepNotice } from '../../shared/flows/step-notice.js';
import { StepActions } from '../../shared/flows/step-actions.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useAppFormat } from '../../shared/i18n/app-format.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { freeMonthRules, refusalOf, type RefusalId } from './rules.js';

type InvoiceSubject = Extract<FlowSubject, { kind: 'invoice' }>;

/** A konto account's invoice that is still to be paid (status new) and payable now. */
const usable = (subject: FlowSubject | null, payable: boolean): subject is InvoiceSubject =>
  subject?.kind === 'invoice' &&
  subject.account.type === 'konto' &&
  subject.invoice.status === InvoiceStatus.new &&
  payable;

export default function FreeMonthStep() {
  const t = useTexts();
  const flow = useFlow();
  if (!flow.payable || !flow.subject) return <p role="status">{t('common.loading')}</p>;
  if (!usable(flow.subject, flow.payable.payable)) {
    return <StepNotice>{t('flow.freeMonth.notAvailable')}</StepNotice>;
  }
  return <Confirm account={flow.subject.account} invoice={flow.subject.invoice} />;
}

function Confirm({ account, invoice }: { account: InvoiceAccount; invoice: Invoice }) {
  const t = useTexts();
  const f = useAppFormat();
  const flow = useFlow();
  const { terms } = useCountry();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [refused, setRefused] = useState<RefusalId | null>(null);
  const fee = terms.paymentFreeMonth.feeAmount;
  const rules = freeMonthRules(terms);
  const perYear = terms.paymentFreeMonth.maxPerCalendarYear;

  const use = async () => {
    if (sending) return;
    setSending(true);
    setFailed(false);
    setRefused(null);
    flow.setBusy(true);
    try {
      await usePaymentFreeMonth(appTransport, {
        brand: flow.host.brand,
        body: { accountNumber: account.accountNumber, invoiceDate: invoice.invoiceDate },
        idempotencyKey,
      });
      flow.setBusy(false);
      flow.finish({ flow: 'freeMonth', outcome: 'success' });
    } catch (error) {
      flow.setBusy(false);
      setSending(false);
      if (isApiProblemError(error) && /free-month-not-earned$/.test(error.problem.type ?? '')) {
        setRefused(refusalOf(error.errors[0]?.messageId));
      } else if (isApiProblemError(error) && error.status >= 400 && error.status < 500) {
        flow.finish({ flow: 'freeMonth', outcome: 'fail' });
      } else {
        setFailed(true);
      }
    }
  };

  return (
    <>
      <p>{t('flow.freeMonth.intro', { date: f.date(invoice.dueDate) })}</p>
      <dl className="flow-summary" data-testid="free-month-summary">
        <dt>{t('flow.pay.summary.what')}</dt>
        <dd>{flow.payable?.label}</dd>
        <dt>{t('flow.freeMonth.feeLabel')}</dt>
        <dd>
          {fee
            ? t('flow.freeMonth.fee', { fee: f.money(fee.amount) })
            : t('flow.freeMonth.feeNotGiven')}
        </dd>
      </dl>
      <p>{t('flow.freeMonth.interest')}</p>
      {rules.length > 0 && (
        <ul data-testid="free-month-rules">
          {rules.map((rule) => (
            <li key={rule.id}>{t(rule.id, rule.values)}</li>
          ))}
        </ul>
      )}
      {refused && (
        <p role="alert" className="flow-error" data-testid="free-month-refused">
          {t(refused, { max: perYear ?? 0 })}
        </p>
      )}
      <StepActions
        label={refused ? null : t('flow.freeMonth.confirm')}
        sendingLabel={t('flow.freeMonth.sending')}
        sending={sending}
        failed={failed}
        testId="free-month-use"
        onConfirm={() => void use()}
        exit={refused ? 'close' : 'back'}
      />
    </>
  );
}
