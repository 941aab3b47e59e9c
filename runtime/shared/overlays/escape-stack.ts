/**
 * The escape stack (spec 3 interface state, spec 4 overlays): everything that Escape can close
 * (dialogs, the menu, the country selector) pushes itself when it opens; Escape closes only the
 * most recent one, and nothing while it is busy or when it cannot be dismissed (an alertdialog).
 * One stack for the whole page, so a menu and a dialog opened over it close in the right order
 * whoever built them.
 */

export interface EscapeItem {
  /** Closes the item; called by Escape when it is the topmost and may close. */
  readonly close: () => void;
  /** False for an alertdialog: Escape then does nothing (and does not reach the item below). */
  readonly dismissible: () => boolean;
  /** True while the item waits for something (a request); Escape waits too. */
  readonly busy: () => boolean;
}

export interface EscapeStack {
  /** Puts an item on top; the returned function takes it off again (wherever it is by then). */
  push(item: EscapeItem): () => void;
  /** What Escape does now: closes the topmost item if it may; true if the key was handled. */
  escape(): boolean;
  size(): number;
}

export function createEscapeStack(): EscapeStack {
  const items: EscapeItem[] = [];
  return {
    push(item) {
      items.push(item);
      return () => {
        const at = items.lastIndexOf(item);
        if (at >= 0) items.splice(at, 1);
      };
    },
    escape() {
      const top = items[items.length - 1];
      if (!top) return false;
      // The topmost item owns Escape even when it will not close: an alertdialog must not let
      // the key fall through to the dialog below it.
      if (top.dismissible() && !top.busy()) top.close();
      return true;
    },
    size: () => items.length,
  };
}

const pageStack = createEscapeStack();
let listening = false;

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  if (pageStack.escape()) event.preventDefault();
}

/**
 * Puts an item on the page's escape stack; call from an effect (it listens on the document) and
 * return what it returns as the cleanup.
 */
export function pushEscape(item: EscapeItem): () => void {
  if (!listening) {
    document.addEventListener('keydown', onKeyDown);
    listening = true;
  }
  return pageStack.push(item);
}
