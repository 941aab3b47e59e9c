/**
 * The one labelled input of every form: its label, an optional hint and its error, tied to the
 * input so a screen reader reads them with it (`aria-describedby`) and says when it is in error
 * (`aria-invalid`). The texts come translated; the input's own attributes pass through. The look
 * is global.css's `.field`, sized by each form's stylesheet.
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { useScopedId } from '../islands/island.js';

/** What every field has around its control. */
interface FrameProps {
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
}

/** The attributes that tie a control to its label, hint and error. */
interface ControlTies {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label, hint and error around the control `draw` returns, with the ids that tie them. */
function FieldFrame({
  label,
  hint,
  error,
  errorMode = 'alert',
  idKey,
  draw,
}: FrameProps & {
  /** The control's name: its ids' key inside an island (islands/island.tsx). */
  idKey: string | undefined;
  draw: (ties: ControlTies) => ReactNode;
}) {
  const id = useScopedId(idKey);
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
      {draw({
        id: `${id}-input`,
        'aria-invalid': inError || undefined,
        'aria-describedby': describedBy || undefined,
      })}
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

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'className' | 'children' | 'aria-invalid' | 'aria-describedby'
>;

export type FieldProps = InputAttributes &
  FrameProps & {
    type?: 'text' | 'email' | 'number';
    ref?: Ref<HTMLInputElement>;
  };

export function Field({ label, hint, error, errorMode, type = 'text', ref, ...input }: FieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      errorMode={errorMode}
      idKey={input.name}
      draw={(ties) => <input {...input} {...ties} ref={ref} type={type} />}
    />
  );
}

type TextAreaAttributes = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'className' | 'children' | 'aria-invalid' | 'aria-describedby'
>;

export type TextAreaFieldProps = TextAreaAttributes &
  Omit<FrameProps, 'errorMode'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

/** The labelled field for a longer text: the same label, hint and error ties as `Field`; its
 * error is an alert after a submit. */
export function TextAreaField({ label, hint, error, ref, ...area }: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      idKey={area.name}
      draw={(ties) => <textarea {...area} {...ties} ref={ref} />}
    />
  );
}
