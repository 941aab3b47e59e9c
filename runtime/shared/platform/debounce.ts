import { useEffect, useRef } from 'react';
import { timing } from '../../../generated/constants.js';

/** Calls `fn` once the calls have stopped for `ms`; `cancel` drops a pending call. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): ((...args: A) => void) & { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  return Object.assign(debounced, { cancel: () => clearTimeout(timer) });
}

/**
 * Listens to `scroll` or `resize` on window, debounced by the spec's 100 ms, so handlers never
 * run on every frame. The latest handler is used without re-subscribing.
 */
export function useDebouncedWindowEvent(
  type: 'scroll' | 'resize',
  handler: () => void,
  ms: number = timing.scrollResizeDebounceMs,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener = debounce(() => latest.current(), ms);
    window.addEventListener(type, listener, { passive: true });
    return () => {
      listener.cancel();
      window.removeEventListener(type, listener);
    };
  }, [type, ms]);
}
