/**
 * The old-browser notice (spec 2) and the compat-access stamp (spec 4 Compatibility: a stamp
 * older than about a week is removed, so the notice returns for a browser that stayed old).
 */
import { storage } from '../../../generated/constants.js';
import { readStored, STORAGE_KEYS, writeStored } from './storage.js';

/**
 * The modern features the site relies on that this browser lacks (empty when it is current).
 * A browser too old to run our code at all never gets here; this catches the ones that run it
 * but miss the platform pieces the pages use.
 */
export function missingFeatures(win: object): string[] {
  const w = win as Partial<Window & typeof globalThis>;
  const checks: [string, () => boolean][] = [
    ['fetch', () => typeof w.fetch === 'function'],
    ['IntersectionObserver', () => typeof w.IntersectionObserver === 'function'],
    ['ResizeObserver', () => typeof w.ResizeObserver === 'function'],
    ['structuredClone', () => typeof w.structuredClone === 'function'],
    ['dialog', () => typeof w.HTMLDialogElement === 'function'],
    ['css:has', () => w.CSS?.supports?.('selector(:has(*))') === true],
    ['css:focus-visible', () => w.CSS?.supports?.('selector(:focus-visible)') === true],
  ];
  return checks.filter(([, check]) => !check()).map(([name]) => name);
}

/** Whether a stored stamp still lets the visitor in without the notice; malformed is expired. */
export function compatAccessValid(stamp: string | null, now: number): boolean {
  const at = Number(stamp);
  return (
    stamp !== null && Number.isFinite(at) && at <= now && now - at < storage.compatAccessExpiryMs
  );
}

/** Removes an expired stamp and tells whether the notice is needed. Browser only. */
export function needsCompatNotice(now: number = Date.now()): boolean {
  if (compatAccessValid(readStored(STORAGE_KEYS.compatAccess), now)) return false;
  writeStored(STORAGE_KEYS.compatAccess, null);
  return missingFeatures(window).length > 0;
}

/** The visitor chose to go on with this browser: remember it for about a week. */
export function grantCompatAccess(now: number = Date.now()): void {
  writeStored(STORAGE_KEYS.compatAccess, String(now));
}
