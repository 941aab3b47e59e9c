/**
 * The overlay state of the page (host.tsx) and the alert bar (spec 2 "Other UI pieces", spec 8
 * fetch alerts), the app's one provider of both. Nothing is open on the first render, so
 * prerendered HTML is the same with or without this provider.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { onRateLimited } from '../api/rate-limited.js';
import { AlertBar, useAlertState, type AlertsApi } from './alerts.js';
import { OverlayHost } from './host.js';

export {
  useOverlays,
  useOverlaysIfAny,
  withOpened,
  type OverlayContent,
  type OverlayFlags,
  type OverlayLevel,
  type OverlayOptions,
  type OverlaysApi,
} from './host.js';

const AlertsContext = createContext<AlertsApi | null>(null);

export function OverlayProvider({ children }: { children: ReactNode }) {
  const alerts = useAlertState();
  // A call over its rate limit (429) is said in the alert bar, whichever step made it.
  const alertsApi = alerts.api;
  useEffect(() => onRateLimited(() => alertsApi.fetchAlert(429)), [alertsApi]);
  return (
    <AlertsContext.Provider value={alerts.api}>
      <OverlayHost>
        {/* First, and sticky (styles/overlays.css): an alert takes its own room at the top of
            the page instead of covering what is there, and stays in view while scrolling. */}
        <AlertBar alerts={alerts.list} dismiss={alerts.api.dismiss} />
        {children}
      </OverlayHost>
    </AlertsContext.Provider>
  );
}

/** The alerts, or null outside the OverlayProvider (a view drawn alone, as in unit tests). */
export function useAlertsIfAny(): AlertsApi | null {
  return useContext(AlertsContext);
}

/** Shows and dismisses alerts in the alert bar: `useAlerts().fetchAlert(504)`. */
export function useAlerts(): AlertsApi {
  const api = useContext(AlertsContext);
  if (!api) throw new Error('useAlerts is used outside the OverlayProvider');
  return api;
}
