/**
 * The end of a change step: the fetch alert when the request did not get through, the confirm
 * button (a form's submit, so Enter on a choice confirms it too; a second click within 1000 ms is
 * ignored) and Back.
 */
import { useFlow } from '../../shared/flows/flow-control.js';
import { useTexts } from '../../shared/i18n/texts.js';
import { GuardedButton } from '../../shared/platform/guarded-click.js';

export function StepButtons({
  label,
  sending,
  failed,
  testId,
}: {
  label: string;
  sending: boolean;
  failed: boolean;
  testId: string;
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
        <GuardedButton
          type="submit"
          className="flow-button flow-button-primary"
          aria-disabled={sending || undefined}
          data-testid={testId}
        >
          {sending ? t('flow.pay.confirm.sending') : label}
        </GuardedButton>
        <button
          type="button"
          className="flow-button"
          onClick={() => flow.back()}
          disabled={sending}
        >
          {t('common.back')}
        </button>
      </div>
    </>
  );
}
