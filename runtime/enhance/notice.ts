/**
 * The notice fixed to the bottom of the screen, drawn without a framework into the frame's
 * notice slot: the same markup as platform/notice.tsx (a region named by its heading, the body,
 * the actions) and the same focus clearance (platform/focus-clear.ts).
 */
import { keepFocusClear } from '../shared/platform/focus-clear.js';

export type Action =
  | { kind: 'button'; text: string; quiet?: boolean; run: () => void }
  | { kind: 'link'; text: string; href: string; button?: boolean; run?: () => void };

let shown: { element: HTMLElement; undo: () => void } | null = null;
let drawn = 0;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

function actionElement(action: Action): HTMLElement {
  if (action.kind === 'button') {
    const button = element(
      'button',
      action.quiet ? 'notice-button notice-button-quiet' : 'notice-button',
      action.text,
    );
    button.type = 'button';
    button.addEventListener('click', action.run);
    return button;
  }
  const link = element('a', action.button ? 'notice-button' : 'notice-link', action.text);
  link.href = action.href;
  if (action.run) link.addEventListener('click', action.run);
  return link;
}

/** Removes the notice on screen, if any. */
export function hideNotice(): void {
  shown?.undo();
  shown?.element.remove();
  shown = null;
}

/**
 * Focus after a notice that goes away with the button pressed in it (WCAG 2.4.3), as
 * tracking/cookie-banner.tsx gives it: back to what had it when the notice came (the footer's
 * cookie settings), else to the page's main content. Returns the undoing for hideNotice.
 */
function focusAfterward(): () => void {
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : null;
  return () => {
    const now = document.activeElement;
    if (now && now !== document.body) return;
    (opener?.isConnected ? opener : document.getElementById('main'))?.focus();
  };
}

/**
 * Shows a notice in the slot in place of the one on screen; `returnFocus`: focus goes back
 * when it leaves (focusAfterward).
 */
export function showNotice(
  title: string,
  body: string,
  actions: readonly Action[],
  returnFocus = false,
): void {
  hideNotice();
  const slot = document.querySelector('.notice-slot');
  if (!slot) return;
  drawn += 1;
  const id = `notice-${drawn}`;
  const section = element('section', 'notice');
  section.setAttribute('aria-labelledby', id);
  const heading = element('h2', 'notice-title', title);
  heading.id = id;
  const bodyBox = element('div', 'notice-body');
  bodyBox.append(element('p', '', body));
  const actionBox = element('div', 'notice-actions');
  actionBox.append(...actions.map(actionElement));
  section.append(heading, bodyBox, actionBox);
  slot.append(section);
  const unclear = keepFocusClear(section);
  const refocus = returnFocus ? focusAfterward() : () => {};
  shown = {
    element: section,
    undo: () => {
      unclear();
      // After the notice is gone: focus inside it is lost only then.
      queueMicrotask(refocus);
    },
  };
}
