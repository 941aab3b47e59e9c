import type { ReactNode } from 'react';
import { OverlayProvider } from './overlays/provider.js';
import { InterfaceProvider } from './platform/interface.js';
import { useSession } from './session/session.js';
import { SessionProvider } from './session/session-provider.js';
import { TrackingProvider } from './tracking/provider.js';

/**
 * The app-wide state every page of a country shares, outermost first: the device and input
 * (platform), the session (logged in or not, logout), consent and tracking (the client log sends
 * only while logged in), then the overlay stack (dialogs can track and read the device). Each
 * provider lives with its feature.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <InterfaceProvider>
      <SessionProvider>
        <SessionTracking>
          <OverlayProvider>{children}</OverlayProvider>
        </SessionTracking>
      </SessionProvider>
    </InterfaceProvider>
  );
}

function SessionTracking({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  return <TrackingProvider loggedIn={loggedIn}>{children}</TrackingProvider>;
}
