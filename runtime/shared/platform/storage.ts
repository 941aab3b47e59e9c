/**
 * Remembered choices in local storage. Every access is guarded: storage can be switched off or
 * full (private modes), and a choice we cannot remember is simply asked again. Only called from
 * effects and event handlers, never while rendering (the build renders pages in Node).
 *
 * The keys live here because schema/constants.yaml names no storage keys yet.
 */
export const STORAGE_KEYS = {
  /** 'granted' or 'denied': the visitor's cookie choice. */
  consent: 'cookieConsent',
  /** Set when the app prompt was dismissed. */
  appPromptDismissed: 'appPromptDismissed',
  /** When the visitor chose to go on with an old browser (ms since epoch). */
  compatAccess: 'compatAccess',
  /** JSON object of feature toggles set by FEATURE_ query parameters. */
  features: 'featureToggles',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStored(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value, or removes it for null. */
export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Not remembered; the choice is asked again next time.
  }
}
