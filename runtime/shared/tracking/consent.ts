/** The visitor's cookie choice, remembered in local storage until changed. */
import { readStored, STORAGE_KEYS, writeStored } from '../platform/storage.js';

export type Consent = 'granted' | 'denied';

export function parseConsent(raw: string | null): Consent | null {
  return raw === 'granted' || raw === 'denied' ? raw : null;
}

/** The stored choice, null when the visitor has not chosen. Browser only. */
export function readConsent(): Consent | null {
  return parseConsent(readStored(STORAGE_KEYS.consent));
}

export function storeConsent(consent: Consent): void {
  writeStored(STORAGE_KEYS.consent, consent);
}
