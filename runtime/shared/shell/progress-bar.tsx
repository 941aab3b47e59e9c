/**
 * The top progress bar (spec 2, 9): appears once a navigation has lasted the 200 ms throttle,
 * fills over at most 5000 ms (CSS), and goes when the navigation ends. Screen readers get
 * aria-busy on main instead (see frame.tsx), so the bar is hidden from them.
 */
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { timing } from '../../../generated/constants.js';

/** Whether the bar shows: only after the throttle, so quick navigations never flash it. */
export function useProgressShown(): boolean {
  const busy = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), timing.loadingBarThrottleMs);
    return () => clearTimeout(timer);
  }, [busy]);
  return shown;
}

export function ProgressBar({ shown }: { shown: boolean }) {
  return shown ? <div className="progress-bar" aria-hidden="true" /> : null;
}
