import type { ReactNode } from 'react';
import { OverlayProvider } from './overlays/provider.js';
import { InterfaceProvider } from './platform/interface.js';
import { TrackingProvider } from './tracking/provider.js';

/**
 * The app-wide state every page of a country shares, outermost first: the device and input
 * (platform), consent and tracking, then the overlay stack (dialogs can track and read the
 * device). Each provider lives with its feature.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <InterfaceProvider>
      <TrackingProvider>
        <OverlayProvider>{children}</OverlayProvider>
      </TrackingProvider>
    </InterfaceProvider>
  );
}
