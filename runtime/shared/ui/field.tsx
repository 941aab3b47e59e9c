/**
 * One text field of the login checked with a generated validator (schema/validators.yaml: the
 * e-mail address, the country's civic number with the Swedish check digit). The validator's issue
 * message is a message id, shown under the field in the page's language.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { CountryCode } from '../../../generated/countries/index.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { useTexts } from '../i18n/texts.js';
import { loadValidators } from '../session/login-session.js';

export type FieldRule = 'email' | 'civicNumber';

/** The value as the validator returns it (trimmed), or the message id of what is wrong. */
export async function validate(
  rule: FieldRule,
  country: CountryCode,
  value: string,
): Promise<{ value: string } | { error: MessageId }> {
  const { validatorsByCountry, common } = await loadValidators();
  const schema = rule === 'email' ? common.email : validatorsByCountry[country].civicNumber;
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data };
  return { error: (result.error.issues[0]?.message ?? `validation.${rule}`) as MessageId };
}

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
  children?: ReactNode;
}) {
  const t = useTexts();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<MessageId | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    void validate(rule, country, value).then((checked) => {
      if ('error' in checked) {
        setError(checked.error);
        document.getElementById(`${id}-input`)?.focus();
      } else {
        setError(null);
        onValid(checked.value);
      }
    });
  };

  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <form noValidate onSubmit={onSubmit} data-rule={rule}>
      <div className="login-field">
        <label htmlFor={`${id}-input`}>{t(label)}</label>
        {hint && (
          <span id={`${id}-hint`} className="login-hint">
            {t(hint)}
          </span>
        )}
        <input
          id={`${id}-input`}
          name={rule}
          type={rule === 'email' ? 'email' : 'text'}
          inputMode={inputMode}
          autoComplete={autoComplete}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {error && (
          <span id={`${id}-error`} className="login-error" role="alert">
            {t(error)}
          </span>
        )}
      </div>
      <button type="submit" className="login-button login-button-primary" aria-disabled={busy}>
        {t(submit)}
      </button>
      {children}
    </form>
  );
}
