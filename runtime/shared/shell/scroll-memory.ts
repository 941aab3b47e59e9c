/**
 * Spec 2: the scroll positions of the last visited app paths, kept in session storage so a
 * reload in the same tab still has them. Called from effects and handlers only.
 */
import type { CountryCode } from '../../../generated/countries/index.js';
import { rememberScroll } from '../../../generated/navigation.js';

export const SCROLL_MEMORY_KEY = 'shellScrollMemory';

type Memory = { path: string; y: number }[];

export function parseMemory(raw: string | null): Memory {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (e): e is { path: string; y: number } =>
            typeof e === 'object' &&
            e !== null &&
            typeof (e as { path?: unknown }).path === 'string' &&
            typeof (e as { y?: unknown }).y === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

function read(): Memory {
  try {
    return parseMemory(sessionStorage.getItem(SCROLL_MEMORY_KEY));
  } catch {
    return [];
  }
}

function write(memory: Memory): void {
  try {
    sessionStorage.setItem(SCROLL_MEMORY_KEY, JSON.stringify(memory));
  } catch {
    // Storage off or full: the page simply opens at the top.
  }
}

export function saveScroll(country: CountryCode, path: string, y: number): void {
  write(rememberScroll(read(), country, path, y));
}

export function savedScroll(path: string): number | null {
  return read().find((entry) => entry.path === path)?.y ?? null;
}

/** The logo's "clear saved scroll position" (spec 2). */
export function clearSavedScroll(): void {
  try {
    sessionStorage.removeItem(SCROLL_MEMORY_KEY);
  } catch {
    // nothing saved
  }
}
