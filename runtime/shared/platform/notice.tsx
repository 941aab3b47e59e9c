import { useEffect, useId, useRef, type ReactNode } from 'react';
import '../styles/consent.css';

/** The gap kept between a focused element and the notice's top edge. */
const CLEARANCE_PX = 16;

/**
 * Keeps whatever takes focus outside the notice clear of it (WCAG 2.4.11 Focus not obscured):
 * the notice's drawn height goes into `--notice-height` (consent.css pads the page and its scroll
 * by it), and an element focused behind the notice is scrolled up above it.
 */
function useKeepFocusClear(notice: { readonly current: HTMLElement | null }): void {
  useEffect(() => {
    const element = notice.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty('--notice-height', `${element.getBoundingClientRect().height}px`);
    measure();
    // The old-browser notice is drawn exactly where a feature may lack (platform/compat.ts lists
    // ResizeObserver): without it the height is measured once, as drawn.
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
  }, [notice]);
}

/**
 * A notice fixed to the bottom of the screen (cookie choice, app prompt, old browser): a named
 * region with a heading, so it is found by landmark and heading navigation, and not a dialog,
 * so the page stays usable. It is drawn only after mount, never into the prerendered HTML, and
 * floats over the page, so nothing moves when it appears; focus elsewhere is kept clear of it.
 */
export function Notice({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  useKeepFocusClear(ref);
  return (
    <section ref={ref} className="notice" aria-labelledby={id}>
      <h2 id={id} className="notice-title">
        {title}
      </h2>
      <div className="notice-body">{children}</div>
      <div className="notice-actions">{actions}</div>
    </section>
  );
}
