/**
 * The control that opened a flow on its host page, so focus goes back to it when the flow's
 * overlay or its outcome dialog closes (WCAG 2.4.3). Each step page is a route of its own and
 * draws the host page anew, so the element that had focus is gone by the time the flow ends: we
 * keep how to find it again (its action, else its link's address) and look it up on the page
 * drawn then.
 */

let remembered: { readonly path: string; readonly selector: string } | null = null;

function selectorOf(element: Element): string | null {
  const action = element.getAttribute('data-action');
  if (action) return `[data-action="${CSS.escape(action)}"]`;
  const address = element instanceof HTMLAnchorElement ? element.getAttribute('href') : null;
  return address ? `a[href="${CSS.escape(address)}"]` : null;
}

/**
 * Remembers the link or button a click activated outside any dialog (Enter on a link and Space
 * on a button are clicks too). A document listener in the capture phase, before the page leaves.
 */
export function rememberTrigger(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest('a[href], button') : null;
  if (!target || target.closest('[role="dialog"], [role="alertdialog"]')) return;
  const selector = selectorOf(target);
  if (selector) remembered = { path: window.location.pathname, selector };
}

/**
 * Where focus goes when a flow's overlay or outcome dialog closes: the remembered control if the
 * page it was on is shown and still has it, else the page's main content (a paid purchase has
 * no Pay any more; a flow can end on another page), where reading goes on from the top.
 */
export function focusAfterFlow(): HTMLElement | null {
  const trigger =
    remembered?.path === window.location.pathname
      ? document.querySelector<HTMLElement>(remembered.selector)
      : null;
  return trigger ?? document.getElementById('main');
}
