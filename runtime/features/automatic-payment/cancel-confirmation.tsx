/**
 * The Keep / Remove question of flow autogiro's cancelConfirm step (schema/flows.yaml), drawn from
 * the table as overlay content for an alertdialog: no Escape, no outside click, only its actions.
 * Keep (decline) closes it and the scheduled payment stays; Remove (submit) runs the removal,
 * which ends the flow in its outcome.
 */
import { useState } from 'react';
import type { FlowDialog } from '../../../generated/flows.js';
import { useTexts } from '../../shared/i18n/texts.js';
import type { OverlayContentProps } from '../../shared/overlays/modal.js';

export function CancelConfirmation({
  dialog,
  onRemove,
  onBusy,
  close,
  titleId,
}: OverlayContentProps & {
  readonly dialog: FlowDialog;
  readonly onRemove: () => Promise<void>;
  /** Told while the call runs, so the overlay ignores attempts to close it meanwhile. */
  readonly onBusy: (busy: boolean) => void;
}) {
  const t = useTexts();
  const [busy, setBusy] = useState(false);
  return (
    <div className="flow-outcome" data-confirmation="autogiro.cancelConfirm">
      <h2 id={titleId}>{t(dialog.titleMessageId)}</h2>
      {dialog.bodyMessageId && <p>{t(dialog.bodyMessageId)}</p>}
      <div className="flow-actions">
        {dialog.actions.map((action) => (
          <button
            key={action.id}
            type="button"
            className={action.does === 'submit' ? 'flow-button' : 'flow-button flow-button-primary'}
            // The safe answer has the focus: Enter keeps the payment.
            data-autofocus={action.does === 'decline' ? true : undefined}
            data-action={action.id}
            aria-disabled={(busy && action.does === 'submit') || undefined}
            onClick={() => {
              if (busy) return;
              if (action.does !== 'submit') {
                close();
                return;
              }
              setBusy(true);
              onBusy(true);
              void onRemove();
            }}
          >
            {t(action.messageId)}
          </button>
        ))}
      </div>
    </div>
  );
}
