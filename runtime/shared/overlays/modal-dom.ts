/**
 * What an open modal does to the rest of the document, kept in one place because two levels can
 * be open at once: everything but the topmost modal is `inert` (not focusable, not clickable,
 * hidden from assistive technology), and the page under it does not scroll. Only called from
 * effects (the build renders pages in Node).
 */

const open: HTMLElement[] = [];
let restoreInert: (() => void) | null = null;

/**
 * Makes every sibling of the element and of each of its ancestors up to <body> inert, so only
 * the element stays usable; returns the undo. Elements that were inert already stay so.
 */
export function inertOutside(element: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement = element; node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'LINK') continue;
      sibling.inert = true;
      changed.push(sibling);
    }
    if (node.parentElement === document.body) break;
  }
  return () => {
    for (const element of changed) element.inert = false;
  };
}

function refresh() {
  restoreInert?.();
  const top = open[open.length - 1];
  restoreInert = top ? inertOutside(top) : null;
  // The class (styles/overlays.css) locks scrolling; no style attribute, for the CSP.
  document.documentElement.classList.toggle('overlay-scroll-lock', open.length > 0);
}

/** Registers an opened modal's outermost element; the returned function unregisters it. */
export function enterModal(element: HTMLElement): () => void {
  open.push(element);
  refresh();
  return () => {
    const at = open.indexOf(element);
    if (at >= 0) open.splice(at, 1);
    refresh();
  };
}

const TABBABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),' +
  'select:not([disabled]),textarea:not([disabled]),iframe,summary,[contenteditable="true"],' +
  '[tabindex]:not([tabindex="-1"])';

/** The elements Tab visits inside a container, in document order (hidden ones left out). */
export function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 && !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab inside the container: from the last tabbable element Tab goes to the first, and
 * Shift+Tab from the first (or from the container itself) to the last.
 */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const tabbables = tabbablesIn(container);
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (!(active instanceof Node) || !container.contains(active)) {
    event.preventDefault();
    first.focus();
  }
}
