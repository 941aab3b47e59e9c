import { useEffect, useId, useRef, type ReactNode } from 'react';
import { keepFocusClear } from './focus-clear.js';
import '../styles/consent.css';

/**
 * Keeps focus elsewhere clear of the notice (WCAG 2.4.11 Focus not obscured): focus-clear.ts, which
 * the framework-free pages' enhancement script uses too.
 */
function useKeepFocusClear(notice: { readonly current: HTMLElement | null }): void {
  useEffect(() => {
    const element = notice.current;
    return element ? keepFocusClear(element) : undefined;
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
