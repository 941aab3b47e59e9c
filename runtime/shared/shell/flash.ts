/**
 * A flash message: a text one page hands to the next through the router state ("Mejladressen är
 * ändrad …" after an e-mail change), shown once. The browser keeps a history entry's state over
 * a reload, so the page that shows it takes it out of its entry at once: a reload or a way back
 * to the entry then shows the page without it.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** The router state that hands `text` to the next page: `navigate(href, { state: flash(t) })`. */
export const flash = (text: string): { readonly flash: string } => ({ flash: text });

/** The flash text a router state carries, or null. */
export function flashOf(state: unknown): string | null {
  const text = (state as { flash?: unknown } | null)?.flash;
  return typeof text === 'string' ? text : null;
}

/**
 * The history entry's state with the flash taken out. React Router keeps its state under `usr`
 * next to its own key and index, which stay, so the router still knows the entry.
 */
export function withoutFlash(entry: unknown): unknown {
  if (!entry || typeof entry !== 'object') return entry;
  const { usr, ...rest } = entry as { usr?: unknown };
  if (flashOf(usr) === null) return entry;
  const other = Object.fromEntries(
    Object.entries(usr as Record<string, unknown>).filter(([key]) => key !== 'flash'),
  );
  return { ...rest, usr: Object.keys(other).length > 0 ? other : null };
}

/** The flash handed to this page, kept while the page is open and gone from its history entry. */
export function useFlash(): string | null {
  const location = useLocation();
  const [text] = useState(() => flashOf(location.state));
  useEffect(() => {
    if (text === null) return;
    // replaceState rather than a router navigation: the page stays as it is (no route change,
    // no page view, no refetch); only the entry the browser restores on reload forgets it.
    window.history.replaceState(withoutFlash(window.history.state), '');
  }, [text]);
  return text;
}
