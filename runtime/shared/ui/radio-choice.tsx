/**
 * One labelled radio button of a choice (the amount to pay: the total, the minimum, another): the
 * whole row is its label, so the target is as large as the row (WCAG 2.5.8). The group's question
 * is the fieldset's legend around the choices; a choice that asks for a value shows a <Field>.
 */
import type { ReactNode } from 'react';

export function RadioChoice({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="radio-choice">
      <span>{children}</span>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} />
    </label>
  );
}
