/**
 * A login step's one-field form (the e-mail address, the civic number), checked with the
 * generated validator before the value goes on; what is wrong is shown under the field in the
 * page's language, and the field takes focus.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { CountryCode } from '../../../generated/countries/index.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { Field } from '../../shared/ui/field.js';
import { validate, type FieldRule } from '../../shared/validation/validate.js';

export function ValidatedForm({
  rule,
  country,
  label,
  hint,
  submit,
  autoComplete,
  inputMode,
  onValid,
  busy,
  focusField = false,
  children,
}: {
  rule: FieldRule;
  country: CountryCode;
  label: MessageId;
  hint?: MessageId;
  submit: MessageId;
  autoComplete: string;
  inputMode: 'email' | 'numeric' | 'text';
  onValid: (value: string) => void;
  busy: boolean;
  /** Focus in the field once shown: the customer chose this step (not a page that opened it). */
  focusField?: boolean;
  children?: ReactNode;
}) {
  const t = useTexts();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<MessageId | null>(null);
  useEffect(() => {
    if (focusField) input.current?.focus();
    // Once, as the step opens.
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    void validate(rule, country, value).then((checked) => {
      if ('error' in checked) {
        setError(checked.error);
        input.current?.focus();
      } else {
        setError(null);
        onValid(checked.value);
      }
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} data-rule={rule}>
      <Field
        ref={input}
        label={t(label)}
        hint={hint && t(hint)}
        error={error && t(error)}
        name={rule}
        type={rule === 'email' ? 'email' : 'text'}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="login-button login-button-primary" aria-disabled={busy}>
        {t(submit)}
      </button>
      {children}
    </form>
  );
}
