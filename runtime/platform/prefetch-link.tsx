/**
 * Links that fetch their page's code chunk ahead, once the browser is idle (spec 9: idle timeout
 * 2000 ms), and never on a 2g connection or when the visitor asks to save data. Before that the
 * link prefetches nothing, so the first load is not slowed by other pages' code.
 */
import { useSyncExternalStore } from 'react';
import { Link, type LinkProps } from 'react-router';
import { timing } from '../../generated/constants.js';

export interface ConnectionHints {
  effectiveType?: string;
  saveData?: boolean;
}

/** Whether prefetching is allowed on this connection (unknown connections allow it). */
export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (timing.prefetchSkipOnSaveData && connection.saveData === true) return false;
  const skipped: readonly string[] = timing.prefetchSkippedConnections;
  return !skipped.includes(connection.effectiveType ?? '');
}

let ready = false;
let scheduled = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // One idle callback for the whole page, asked for by the first link that mounts.
  if (!scheduled) {
    scheduled = true;
    const go = () => {
      const connection = (navigator as { connection?: ConnectionHints }).connection;
      ready = prefetchAllowed(connection);
      if (ready) listeners.forEach((l) => l());
    };
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(go, { timeout: timing.prefetchIdleTimeoutMs });
    } else {
      setTimeout(go, timing.prefetchIdleTimeoutMs);
    }
  }
  return () => listeners.delete(listener);
}

/** True once the page has been idle and the connection allows prefetching; false when prerendering. */
export function usePrefetchReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}

/** React Router's Link that prefetches its page's chunk (and data) once the page is idle. */
export function PrefetchLink({ prefetch: _ignored, ...props }: LinkProps) {
  const ready = usePrefetchReady();
  return <Link {...props} prefetch={ready ? 'render' : 'none'} />;
}
