/**
 * The form that reports a barrier to customer service (issue 19): checked here as the contract
 * checks it, then a real POST through the web server to the provider
 * (reportAccessibilityBarrier). A refusal marks each field with its text (an alert, and focus on
 * the first field in error); a receipt replaces the form with its reference, focus on its heading
 * so it is read out; anything else says to try again, the typed text kept.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { reportAccessibilityBarrierPath } from '../../../generated/api/calls/reportAccessibilityBarrier.js';
import { serviceFetch } from '../../shared/api/service-fetch.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { Field, TextAreaField } from '../../shared/ui/field.js';
import {
  checkReport,
  refusedFields,
  REPORT_LIMITS,
  type ReportField,
  type ReportInput,
  type ReportProblems,
} from './report-check.js';

type Sending = 'idle' | 'busy' | 'failed';

const FIELDS: readonly ReportField[] = ['description', 'location', 'email'];

export function ReportForm() {
  const t = useTexts();
  const { country } = useCountry();
  const [input, setInput] = useState<ReportInput>({ description: '', location: '', email: '' });
  const [problems, setProblems] = useState<ReportProblems>({});
  const [sending, setSending] = useState<Sending>('idle');
  const [reference, setReference] = useState<string | null>(null);
  const refs = {
    description: useRef<HTMLTextAreaElement>(null),
    location: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
  };
  const sentHeading = useRef<HTMLHeadingElement>(null);

  // Once the receipt is drawn, its heading is where the visitor is: read out, and Tab goes on
  // from there.
  useEffect(() => {
    if (reference !== null) sentHeading.current?.focus();
  }, [reference]);

  const refuse = (found: ReportProblems) => {
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending === 'busy') return;
    const checked = checkReport(input, country);
    if (!checked.ok) {
      refuse(checked.problems);
      return;
    }
    setProblems({});
    setSending('busy');
    try {
      const answer = await serviceFetch(reportAccessibilityBarrierPath(), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(checked.body),
      });
      const body: unknown = await answer.json().catch(() => null);
      const received = (body as { reference?: unknown } | null)?.reference;
      if (answer.status === 201 && typeof received === 'string') {
        setReference(received);
        setSending('idle');
        return;
      }
      const refused = answer.status === 400 || answer.status === 422 ? refusedFields(body) : {};
      if (Object.keys(refused).length > 0) {
        setSending('idle');
        refuse(refused);
        return;
      }
      setSending('failed');
    } catch {
      setSending('failed');
    }
  };

  if (reference !== null) {
    return (
      <div className="pp-note" role="status">
        <h3 ref={sentHeading} tabIndex={-1}>
          {t('page.accessibility.report.sentTitle')}
        </h3>
        <p>{t('page.accessibility.report.sentBody', { reference })}</p>
      </div>
    );
  }

  const problemText = (field: ReportField) => {
    const problem = problems[field];
    return problem ? t(problem.id, problem.values) : undefined;
  };
  const change = (field: ReportField) => (event: { currentTarget: { value: string } }) =>
    setInput({ ...input, [field]: event.currentTarget.value });

  return (
    <form className="a11y-report" noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField
        ref={refs.description}
        name="description"
        rows={5}
        maxLength={REPORT_LIMITS.descriptionMax}
        required
        label={t('page.accessibility.report.description')}
        hint={t('page.accessibility.report.descriptionHint')}
        error={problemText('description')}
        value={input.description}
        onChange={change('description')}
      />
      <Field
        ref={refs.location}
        name="location"
        maxLength={REPORT_LIMITS.locationMax}
        label={t('page.accessibility.report.location')}
        hint={t('page.accessibility.report.locationHint')}
        error={problemText('location')}
        value={input.location}
        onChange={change('location')}
      />
      <Field
        ref={refs.email}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={REPORT_LIMITS.emailMax}
        label={t('page.accessibility.report.email')}
        hint={t('page.accessibility.report.emailHint')}
        error={problemText('email')}
        value={input.email}
        onChange={change('email')}
      />
      {sending === 'failed' && <p role="alert">{t('page.accessibility.report.failed')}</p>}
      <p>
        <button type="submit" className="pp-action" aria-disabled={sending === 'busy'}>
          {sending === 'busy'
            ? t('page.accessibility.report.sending')
            : t('page.accessibility.report.send')}
        </button>
      </p>
    </form>
  );
}
