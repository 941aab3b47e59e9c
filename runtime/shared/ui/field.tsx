/**
 * The one labelled input of every form: its label, an optional hint and its error, tied to the
 * input so a screen reader reads them with it (`aria-describedby`) and says when it is in error
 * (`aria-invalid`). The texts come translated; the input's own attributes pass through. The look
 * is global.css's `.field`, sized by each form's stylesheet.
 */
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'className' | 'children' | 'aria-invalid' | 'aria-describedby'
>;

export type FieldProps = InputAttributes & {
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value; nothing (or an empty text) while it is fine. */
  error?: ReactNode;
  /**
   * How the error is given. `alert` (a refusal after a submit): it appears as an alert, said at
   * once. `inline` (checked as the visitor types): its line is always there, empty while the value
   * is fine so the form does not jump, and read with the field rather than at each keystroke.
   */
  errorMode?: 'alert' | 'inline';
  type?: 'text' | 'email' | 'number';
  ref?: Ref<HTMLInputElement>;
};

export function Field({
  label,
  hint,
  error,
  errorMode = 'alert',
  type = 'text',
  ref,
  ...input
}: FieldProps) {
  const id = useId();
  const inError = Boolean(error);
  const errorShown = inError || errorMode === 'inline';
  // Names what is there to read: the hint, and the error's line (empty while the value is fine).
  const describedBy = [hint ? `${id}-hint` : '', errorShown ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={`${id}-input`}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      <input
        {...input}
        ref={ref}
        id={`${id}-input`}
        type={type}
        aria-invalid={inError || undefined}
        aria-describedby={describedBy || undefined}
      />
      {errorShown && (
        <span
          id={`${id}-error`}
          className="field-error"
          role={errorMode === 'alert' ? 'alert' : undefined}
        >
          {error}
        </span>
      )}
    </div>
  );
}

type TextAreaAttributes = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'className' | 'children' | 'aria-invalid' | 'aria-describedby'
>;

export type TextAreaFieldProps = TextAreaAttributes & {
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value, given as an alert after a submit; nothing while it is fine. */
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** The labelled field for a longer text: the same label, hint and error ties as `Field`. */
export function TextAreaField({ label, hint, error, ref, ...area }: TextAreaFieldProps) {
  const id = useId();
  const inError = Boolean(error);
  const describedBy = [hint ? `${id}-hint` : '', inError ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={`${id}-input`}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      <textarea
        {...area}
        ref={ref}
        id={`${id}-input`}
        aria-invalid={inError || undefined}
        aria-describedby={describedBy || undefined}
      />
      {inError && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
