import { useCallback, useRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { timing } from '../../../generated/constants.js';

/**
 * A gate that lets one call through and refuses the next ones for `ms` (spec 9: a button ignores
 * a second click within 1000 ms), so a double click never pays twice.
 */
export function createClickGuard(
  ms: number = timing.doubleClickGuardMs,
  now: () => number = Date.now,
): () => boolean {
  let last = -Infinity;
  return () => {
    const at = now();
    if (at - last < ms) return false;
    last = at;
    return true;
  };
}

/**
 * Wraps a click handler so a second click within 1000 ms of the first is ignored; the ignored
 * click's default is prevented too, so a submit button does not submit its form twice.
 */
export function useGuardedClick<E extends { preventDefault(): void }>(
  handler: ((event: E) => void) | undefined,
): (event: E) => void {
  const guard = useRef<(() => boolean) | null>(null);
  return useCallback(
    (event: E) => {
      guard.current ??= createClickGuard();
      if (guard.current()) handler?.(event);
      else event.preventDefault();
    },
    [handler],
  );
}

/** A button that ignores a second click within 1000 ms. */
export function GuardedButton({
  onClick,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  const guarded = useGuardedClick<MouseEvent<HTMLButtonElement>>(onClick);
  return <button type={type} onClick={guarded} {...props} />;
}
