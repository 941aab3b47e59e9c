/**
 * Feature toggles (spec 3: messagecenter, mobilepay, notecenter, facade; all off by default).
 * A `FEATURE_<NAME>` query parameter switches one on (`=true`, `=1`, `=on` or no value) or off
 * (`=false`, `=0`, `=off`) and is remembered in local storage, so a tester sets it once.
 */
import { useSyncExternalStore } from 'react';
import { featureToggleCodes, type FeatureToggle } from '../../generated/codes.js';
import { storage } from '../../generated/constants.js';
import { readStored, STORAGE_KEYS, writeStored } from './storage.js';

export type FeatureOverrides = Partial<Record<FeatureToggle, boolean>>;

const names: readonly FeatureToggle[] = featureToggleCodes.map((c) => c.code);
const ON = ['', 'true', '1', 'on', 'yes'];
const OFF = ['false', '0', 'off', 'no'];

/** The toggles a query string sets; unknown names and values are ignored. */
export function parseFeatureQuery(search: string): FeatureOverrides {
  const found: FeatureOverrides = {};
  const prefix = storage.featureToggleQueryPrefix.toLowerCase();
  for (const [key, raw] of new URLSearchParams(search)) {
    const lower = key.toLowerCase();
    const name = names.find((n) => lower === prefix + n);
    const value = raw.trim().toLowerCase();
    if (!name) continue;
    if (ON.includes(value)) found[name] = true;
    else if (OFF.includes(value)) found[name] = false;
  }
  return found;
}

/** Stored toggles, tolerating anything malformed (it is user-editable storage). */
export function parseStoredFeatures(raw: string | null): FeatureOverrides {
  const found: FeatureOverrides = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') {
      for (const name of names) {
        const value = (parsed as Record<string, unknown>)[name];
        if (typeof value === 'boolean') found[name] = value;
      }
    }
  } catch {
    // Malformed storage counts as nothing set.
  }
  return found;
}

let current: FeatureOverrides = {};
let applied = false;
const listeners = new Set<() => void>();

/** Reads the stored toggles and applies a query's; called by the interface provider after mount. */
export function applyFeatureQuery(search: string): void {
  applied = true;
  const fromQuery = parseFeatureQuery(search);
  const next = { ...parseStoredFeatures(readStored(STORAGE_KEYS.features)), ...fromQuery };
  if (Object.keys(fromQuery).length > 0) writeStored(STORAGE_KEYS.features, JSON.stringify(next));
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  current = next;
  listeners.forEach((listener) => listener());
}

/**
 * Applies the page's query and storage once, if the interface provider has not yet: an API call
 * from a child's effect runs before the provider's own effect.
 */
export function ensureFeaturesApplied(): void {
  if (!applied && typeof location !== 'undefined') applyFeatureQuery(location.search);
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
