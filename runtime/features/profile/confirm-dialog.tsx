/**
 * A question the customer must answer before something is removed (an e-mail address, the bank
 * account): overlay content for an `alertdialog` (no Escape, no backdrop click, focus trapped and
 * given back by the overlay system). It sits outside the page's query cache, so it only calls the
 * function it is given and shows that call's refusal itself.
 */
import { useState } from 'react';
import type { MessageId } from '../../../generated/messages/index.js';
import type { OverlayContentProps } from '../../shared/overlays/modal.js';
import { useTexts } from '../../shared/i18n/texts.js';

export interface ConfirmDialogProps extends OverlayContentProps {
  readonly title: string;
  readonly body: string;
  readonly confirm: MessageId;
  /** Runs the removal; answers the message id of a refusal, or null when it is done. */
  readonly onConfirm: () => Promise<MessageId | null>;
  /** Told while the call runs, so the overlay ignores attempts to close it meanwhile. */
  readonly onBusy: (busy: boolean) => void;
}

export function ConfirmDialog({
  title,
  body,
  confirm,
  onConfirm,
  onBusy,
  close,
  titleId,
}: ConfirmDialogProps) {
  const t = useTexts();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageId | null>(null);

  const run = () => {
    if (busy) return;
    setBusy(true);
    onBusy(true);
    void onConfirm().then((refusal) => {
      setBusy(false);
      onBusy(false);
      if (refusal) setError(refusal);
      else close();
    });
  };

  return (
    <>
      <h2 id={titleId}>{title}</h2>
      <p>{body}</p>
      {error && (
        <p className="profile-field-error" role="alert">
          {t(error)}
        </p>
      )}
      <div className="overlay-actions">
        <button
          type="button"
          className="overlay-button overlay-button-quiet"
          onClick={() => {
            if (!busy) close();
          }}
          data-autofocus=""
        >
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="overlay-button"
          onClick={run}
          aria-disabled={busy || undefined}
        >
          {t(confirm)}
        </button>
      </div>
    </>
  );
}
