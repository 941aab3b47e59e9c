/**
 * The refund flow's confirm step (schema/flows.yaml refund.confirm, spec 4 "confirm refund"): an
 * alertdialog that says how much goes to which bank account, with cancel and confirm. It sits
 * outside the page's query cache, so it only calls the function it is given.
 */
import { useState } from 'react';
import { useTexts } from '../../shared/i18n/texts.js';
import type { OverlayContentProps } from '../../shared/overlays/modal.js';

export function ConfirmRefund({
  amount,
  bank,
  accountNumber,
  onConfirm,
  onBusy,
  close,
  titleId,
}: OverlayContentProps & {
  /** The formatted amount. */
  readonly amount: string;
  readonly bank: string;
  readonly accountNumber: string;
  readonly onConfirm: () => Promise<void>;
  /** Told while the call runs, so the overlay ignores attempts to close it meanwhile. */
  readonly onBusy: (busy: boolean) => void;
}) {
  const t = useTexts();
  const [busy, setBusy] = useState(false);
  return (
    <div className="flow-outcome" data-confirmation="refund.confirm">
      <h2 id={titleId}>{t('page.refund.confirm.title')}</h2>
      <p>{t('page.refund.confirm.body', { amount, bank, accountNumber })}</p>
      <div className="flow-actions">
        <button
          type="button"
          className="flow-button flow-button-primary"
          aria-disabled={busy || undefined}
          data-testid="refund-confirm"
          onClick={() => {
            if (busy) return;
            setBusy(true);
            onBusy(true);
            void onConfirm().finally(() => {
              onBusy(false);
              close();
            });
          }}
        >
          {t('page.refund.confirm.action')}
        </button>
        <button
          type="button"
          className="flow-button"
          data-autofocus=""
          onClick={() => {
            if (!busy) close();
          }}
        >
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
