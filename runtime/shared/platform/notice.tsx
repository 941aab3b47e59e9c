import { useId, type ReactNode } from 'react';
import '../styles/consent.css';

/**
 * A notice fixed to the bottom of the screen (cookie choice, app prompt, old browser): a named
 * region with a heading, so it is found by landmark and heading navigation, and not a dialog,
 * so the page stays usable. It is drawn only after mount, never into the prerendered HTML, and
 * floats over the page, so nothing moves when it appears.
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
  return (
    <section className="notice" aria-labelledby={id}>
      <h2 id={id} className="notice-title">
        {title}
      </h2>
      <div className="notice-body">{children}</div>
      <div className="notice-actions">{actions}</div>
    </section>
  );
}
