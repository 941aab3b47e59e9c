/**
 * The end of a step that sends something: the fetch alert when the request did not get through
 * (error.fetchAlert.100, the step stays so the customer can send again), the confirm button and a
 * way out. One component for every flow, so each confirmation behaves alike: the confirm button
 * ignores a second click within 1000 ms and says that it is sending (aria-disabled, so it keeps
 * its focus), and the way out is disabled while the request runs.
 *
 * Without `onConfirm` the confirm button is its form's submit, so Enter on a choice confirms it
 * too. Without `label` there is nothing to confirm (the provider already said no): only the way
 * out is left.
 */
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/texts.js';
import { GuardedButton } from '../platform/guarded-click.js';
import { useFlow } from './flow-control.js';

/** Back: to the previous step. Cancel: out of the flow. Close: back, once there is nothing to do. */
export type StepExit = 'back' | 'cancel' | 'close';

export function StepActions({
  label,
  sendingLabel,
  sending,
  failed,
  testId,
  onConfirm,
  exit = 'back',
}: {
  label: ReactNode | null;
  sendingLabel: ReactNode;
  sending: boolean;
  failed: boolean;
  testId: string;
  onConfirm?: () => void;
  exit?: StepExit;
}) {
  const t = useTexts();
  const flow = useFlow();
  return (
    <>
      {failed && (
        <p role="alert" className="flow-error">
          {t('error.fetchAlert.100')}
        </p>
      )}
      <div className="flow-actions">
        {label !== null && (
          <GuardedButton
            type={onConfirm ? 'button' : 'submit'}
            onClick={onConfirm}
            className="flow-button flow-button-primary"
            aria-disabled={sending || undefined}
            data-testid={testId}
          >
            {sending ? sendingLabel : label}
          </GuardedButton>
        )}
        <button
          type="button"
          className="flow-button"
          onClick={() => (exit === 'cancel' ? flow.leave() : flow.back())}
          disabled={sending}
        >
          {t(`common.${exit}`)}
        </button>
      </div>
    </>
  );
}
