/**
 * The alert bar (spec 2 "Other UI pieces", spec 8 fetch alerts): short messages at the top of
 * the page. Both live regions are in the page from the start, empty, because screen readers
 * only announce changes to a region they already know: information is polite (role status),
 * errors interrupt (role alert).
 */
import { useCallback, useMemo, useState } from 'react';
import { ERRORS, type FetchAlertCode, type PageAction } from '../../../generated/routes/table.js';
import { useTexts, type Texts } from '../i18n/texts.js';
import { GuardedButton } from '../platform/guarded-click.js';

export interface AlertAction {
  readonly label: string;
  readonly onClick: () => void;
}

export interface Alert {
  /** Showing an alert with the id of one already shown replaces it (no pile of repeats). */
  readonly id: string;
  readonly tone: 'info' | 'error';
  readonly text: string;
  readonly actions: readonly AlertAction[];
}

export interface AlertsApi {
  show(alert: Alert): void;
  dismiss(id: string): void;
  /** The alert of a failed fetch by its code (100: payment went wrong; 504: could not update). */
  fetchAlert(code: FetchAlertCode): void;
}

function reload() {
  location.reload();
}

/** The alert of a fetch alert code in the page's language; its actions do what the table says. */
export function fetchAlertOf(code: FetchAlertCode, t: Texts): Alert {
  const found = ERRORS.fetchAlerts.find((alert) => alert.code === code);
  const actions: readonly PageAction[] = found?.actions ?? [];
  return {
    id: `fetch-${code}`,
    tone: 'error',
    text: t(found?.messageId ?? 'error.fetchAlert.504'),
    // Fetch alerts only reload (generated/routes/table.ts ERRORS.fetchAlerts).
    actions: actions.map((action) => ({
      label: t(action.messageId),
      onClick: reload,
    })),
  };
}

/** The alerts shown and the functions that change them; the OverlayProvider holds one. */
export function useAlertState(): { list: readonly Alert[]; api: AlertsApi } {
  const t = useTexts();
  const [list, setList] = useState<readonly Alert[]>([]);
  const show = useCallback(
    (alert: Alert) =>
      setList((current) => [...current.filter((shown) => shown.id !== alert.id), alert]),
    [],
  );
  const dismiss = useCallback(
    (id: string) => setList((current) => current.filter((shown) => shown.id !== id)),
    [],
  );
  const api = useMemo<AlertsApi>(
    () => ({ show, dismiss, fetchAlert: (code) => show(fetchAlertOf(code, t)) }),
    [show, dismiss, t],
  );
  return { list, api };
}

export function AlertBar({
  alerts,
  dismiss,
}: {
  alerts: readonly Alert[];
  dismiss: (id: string) => void;
}) {
  const t = useTexts();
  const item = (alert: Alert) => (
    <div key={alert.id} className={`alert alert-${alert.tone}`}>
      <p className="alert-text">{alert.text}</p>
      {alert.actions.map((action) => (
        <GuardedButton key={action.label} className="alert-action" onClick={action.onClick}>
          {action.label}
        </GuardedButton>
      ))}
      <button
        type="button"
        className="alert-close"
        aria-label={t('common.close')}
        onClick={() => dismiss(alert.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
  return (
    <div className="alert-bar">
      <div role="status">{alerts.filter((alert) => alert.tone === 'info').map(item)}</div>
      <div role="alert">{alerts.filter((alert) => alert.tone === 'error').map(item)}</div>
    </div>
  );
}
