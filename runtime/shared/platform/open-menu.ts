/**
 * Whether the user menu is open, for what floats over the page at the bottom (the app prompt):
 * on a phone the menu reaches the bottom of the screen, and a prompt over it would hide its last
 * entries (logout). The menu marks itself open while it is mounted.
 */
import { useSyncExternalStore } from 'react';

let openMenus = 0;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

/** Marks a menu open; the returned function marks it closed again (an effect's cleanup). */
export function markMenuOpen(): () => void {
  openMenus += 1;
  emit();
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    openMenus -= 1;
    emit();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while a user menu is open. */
export function useMenuOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openMenus > 0,
    () => false,
  );
}
