/**
 * One labelled checkbox (a declaration the customer ticks): like a radio choice, the whole row is
 * its label, so the target is as large as the row (WCAG 2.5.8), and it looks like one.
 */
import type { ReactNode } from 'react';

export function CheckChoice({
  name,
  checked,
  invalid = false,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  /** Marked invalid (aria-invalid) while a check of the form finds it unticked. */
  invalid?: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="radio-choice">
      <span>{children}</span>
      <input
        type="checkbox"
        name={name}
        checked={checked}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}
