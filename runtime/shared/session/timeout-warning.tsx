/**
 * The warning before the inactivity logout (WCAG 2.2.1 Timing adjustable, issue 19): an
 * alertdialog, so it is announced with its text and has to be answered (no Escape, no backdrop);
 * focus moves to "stay logged in". Staying is a real call that renews the session at the server;
 * a failure says so in the dialog and leaves both choices. Loaded only when a warning is due.
 */
import { useEffect, useId, useState } from 'react';
import { Modal } from '../overlays/modal.js';
import { useTexts } from '../i18n/texts.js';
import { minutesLeft } from './session-end.js';
// The notices' buttons and actions row (the cookie choice's look).
import '../styles/consent.css';

export interface TimeoutWarningProps {
  /** When the session ends on this page's clock (epoch ms). */
  readonly endAt: number;
  /** Renews the session; rejects when it could not. */
  readonly onExtend: () => Promise<void>;
  readonly onLogout?: () => void;
}

export default function TimeoutWarning({ endAt, onExtend, onLogout }: TimeoutWarningProps) {
  const t = useTexts();
  const bodyId = useId();
  const [minutes, setMinutes] = useState(() => minutesLeft(endAt, Date.now()));
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  // The minutes left follow the clock while the dialog is open.
  useEffect(() => {
    const tick = setInterval(() => setMinutes(minutesLeft(endAt, Date.now())), 15_000);
    return () => clearInterval(tick);
  }, [endAt]);

  const extend = () => {
    setState('busy');
    onExtend().then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };

  return (
    <Modal role="alertdialog" describedBy={bodyId} busy={() => state === 'busy'} onClose={extend}>
      {({ titleId }) => (
        <div>
          <h2 id={titleId}>{t('common.timeoutWarning.title')}</h2>
          <p id={bodyId}>{t('common.timeoutWarning.body', { minutes })}</p>
          {state === 'failed' && <p role="alert">{t('common.timeoutWarning.failed')}</p>}
          <div className="notice-actions">
            <button
              type="button"
              className="notice-button"
              data-autofocus
              aria-disabled={state === 'busy'}
              onClick={() => {
                if (state !== 'busy') extend();
              }}
            >
              {t('common.timeoutWarning.extend')}
            </button>
            {onLogout && (
              <button
                type="button"
                className="notice-button notice-button-quiet"
                onClick={onLogout}
              >
                {t('common.timeoutWarning.logout')}
              </button>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
