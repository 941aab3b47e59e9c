/**
 * A form with one e-mail field, checked with the generated e-mail validator (the login's rule,
 * schema/validators.yaml) before anything is sent; the validator's or the API's refusal is shown
 * under the field in the page's language, tied to it and announced, and the field takes focus.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { MessageId } from '../../../generated/messages/index.js';
import { useCountry } from '../../shared/i18n/country-context.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { Field } from '../../shared/ui/field.js';
import { validate } from '../../shared/validation/validate.js';

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
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<MessageId | null>(null);
  const [busy, setBusy] = useState(false);

  const refuse = (message: MessageId) => {
    setError(message);
    input.current?.focus();
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
      <Field
        ref={input}
        label={t(label)}
        error={error && t(error)}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="profile-button" aria-disabled={busy || undefined}>
        {t(submit)}
      </button>
    </form>
  );
}
