/** The gap kept between a focused element and the notice's top edge. */
const CLEARANCE_PX = 16;

/**
 * Keeps whatever takes focus outside a notice clear of it (WCAG 2.4.11 Focus not obscured): the
 * notice's drawn height goes into `--notice-height` (consent.css pads the page and its scroll by
 * it), and an element focused behind the notice is scrolled up above it. Returns the undoing,
 * for when the notice goes. Browser only; no framework, so the framework-free pages use it too.
 */
export function keepFocusClear(element: HTMLElement): () => void {
  const root = document.documentElement;
  const measure = () =>
    root.style.setProperty('--notice-height', `${element.getBoundingClientRect().height}px`);
  measure();
  // The old-browser notice is drawn exactly where a feature may lack (platform/compat.ts):
  // without ResizeObserver the height is measured once, as drawn.
  const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
  resized?.observe(element);
  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || element.contains(target)) return;
    const covered = target.getBoundingClientRect().bottom - element.getBoundingClientRect().top;
    if (covered > -CLEARANCE_PX)
      window.scrollBy({ top: covered + CLEARANCE_PX, behavior: 'instant' });
  };
  document.addEventListener('focusin', onFocus);
  return () => {
    resized?.disconnect();
    document.removeEventListener('focusin', onFocus);
    root.style.removeProperty('--notice-height');
  };
}
