/**
 * Feature toggles (spec 3: messagecenter, mobilepay, notecenter, facade; all off by default).
 * A `FEATURE_<NAME>` query parameter switches one on (`=true`, `=1`, `=on` or no value) or off
 * (`=false`, `=0`, `=off`) and is remembered in local storage, so a tester sets it once.
 *
 * The reading of queries and storage is feature-query.ts, loaded only when the query names a
 * `FEATURE_` parameter or a toggle is stored (it brings the parsing and the list of toggles;
 * issue 4 budget). So applying is asynchronous: `serviceFetch` waits for it before its call.
 */
import { useSyncExternalStore } from 'react';
import type { FeatureToggle } from '../../../generated/codes/tables/feature-toggle.js';
import { storage } from '../../../generated/constants.js';
import { mayNameFeature } from './feature-hint.js';
import type { FeatureOverrides } from './feature-query.js';
import { readStored, STORAGE_KEYS, writeStored } from './storage.js';

export type { FeatureOverrides };

let current: FeatureOverrides = {};
let applied = false;
/** The applying in progress; each waits for the one before, so the last query wins. */
let applying: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();

function setCurrent(next: FeatureOverrides): void {
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  current = next;
  listeners.forEach((listener) => listener());
}

async function apply(search: string): Promise<void> {
  const stored = readStored(STORAGE_KEYS.features);
  if (stored === null && !mayNameFeature(search)) {
    setCurrent({});
    return;
  }
  const { featuresAfterQuery } = await import('./feature-query.js');
  const { toggles, store } = featuresAfterQuery(search, stored);
  if (store !== null) writeStored(STORAGE_KEYS.features, store);
  setCurrent(toggles);
}

/**
 * Reads the stored toggles and applies a query's; called by the interface provider after mount.
 * Resolves once the toggles are current (a failed load of the reader leaves them as they were).
 */
export function applyFeatureQuery(search: string): Promise<void> {
  applied = true;
  applying = applying.then(
    () => apply(search),
    () => apply(search),
  );
  return applying.catch(() => undefined);
}

/**
 * Applies the page's query and storage once, if the interface provider has not yet (an API call
 * from a child's effect runs before the provider's own effect); resolves when they are current.
 */
export function ensureFeaturesApplied(): Promise<void> {
  if (!applied && typeof location !== 'undefined') return applyFeatureQuery(location.search);
  return applying.catch(() => undefined);
}

/** Whether a toggle is on, outside React (e.g. the API client's facade header). */
export function isFeatureOn(name: FeatureToggle): boolean {
  return current[name] ?? storage.featureToggleDefault;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether a toggle is on. The prerendered HTML and the first client render use the default
 * (off), then the stored value, so hydration always matches.
 */
export function useFeature(name: FeatureToggle): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isFeatureOn(name),
    () => storage.featureToggleDefault,
  );
}
