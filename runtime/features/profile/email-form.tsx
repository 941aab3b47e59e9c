/**
 * A form with one e-mail field, checked with the generated e-mail validator (the login's rule,
 * schema/validators.yaml) before anything is sent; the validator's or the API's refusal is shown
 * under the field in the page's language, tied to it and announced, and the field takes focus.
 */
import { useId, useState, type FormEvent } from 'react';
import type { MessageId } from '../../../generated/messages/index.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { validate } from '../../shared/ui/field.js';

export function EmailForm({
  label,
  submit,
  initial = '',
  onValid,
}: {
  label: MessageId;
  submit: MessageId;
  initial?: string;
  /** Sends the checked address; answers the message id of a refusal, or null when done. */
  onValid: (value: string) => Promise<MessageId | null>;
}) {
  const t = useTexts();
  const { country } = useCountry();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<MessageId | null>(null);
  const [busy, setBusy] = useState(false);

  const refuse = (message: MessageId) => {
    setError(message);
    document.getElementById(`${id}-input`)?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void (async () => {
      try {
        const checked = await validate('email', country, value);
        if ('error' in checked) return refuse(checked.error);
        const refusal = await onValid(checked.value);
        if (refusal) return refuse(refusal);
        setError(null);
        if (!initial) setValue('');
      } finally {
        setBusy(false);
      }
    })();
  };

  return (
    <form className="profile-form" noValidate onSubmit={onSubmit}>
      <label htmlFor={`${id}-input`}>{t(label)}</label>
      <input
        id={`${id}-input`}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      {error && (
        <span id={`${id}-error`} className="profile-field-error" role="alert">
          {t(error)}
        </span>
      )}
      <button type="submit" className="profile-button" aria-disabled={busy || undefined}>
        {t(submit)}
      </button>
    </form>
  );
}
