/**
 * Reading feature toggles (features.ts, and the enhancement script of the framework-free pages:
 * enhance/features.ts) from a query string and from storage. Kept apart from the toggles' state:
 * the parsing and the list of toggles (generated/codes/tables/feature-toggle.ts) are needed only
 * when a query or storage may set a toggle, so the first load of a page, and the framework-free
 * pages' enhancement script, do without them (issue 4 budget).
 */
import {
  type FeatureToggle,
  featureToggleCodes,
} from '../../../generated/codes/tables/feature-toggle.js';
import { storage } from '../../../generated/constants.js';

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

/**
 * The toggles after a page's query: the stored ones with the query's on top, and what to store
 * when the query set any (null otherwise), so a tester sets a toggle once.
 */
export function featuresAfterQuery(
  search: string,
  stored: string | null,
): { toggles: FeatureOverrides; store: string | null } {
  const fromQuery = parseFeatureQuery(search);
  const toggles = { ...parseStoredFeatures(stored), ...fromQuery };
  return { toggles, store: Object.keys(fromQuery).length > 0 ? JSON.stringify(toggles) : null };
}
