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

/** Shows a notice in the slot in place of the one on screen. */
export function showNotice(title: string, body: string, actions: readonly Action[]): void {
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
  shown = { element: section, undo: keepFocusClear(section) };
}
