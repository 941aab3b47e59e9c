/**
 * The overlay state of a tree (spec 4 interface state: the open flags of overlay, second overlay
 * and underlay) without the alert bar: the app's OverlayProvider (provider.tsx) adds the alerts
 * around it, and an island (docs/decisions/0026) that opens a dialog draws it alone
 * (`OverlaysIfNone`), so its bundle carries neither the alert bar nor the fetch alerts' table.
 * Overlays are drawn through a portal on <body>, which exists only in the browser; nothing is open
 * on the first render, so prerendered HTML is the same with or without this host.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import type { ModalProps, OverlayContentProps } from './modal.js';
import '../styles/overlays.css';

export type OverlayLevel = 'overlay' | 'second';

export interface OverlayOptions extends Pick<
  ModalProps,
  'role' | 'placement' | 'label' | 'busy' | 'returnFocus'
> {
  /** Where it opens: by default the second level when an overlay is open, else the first. */
  readonly level?: OverlayLevel;
  /** Called once it has closed, however that happened. */
  readonly onClose?: () => void;
}

export type OverlayContent = (props: OverlayContentProps) => ReactNode;

interface OpenOverlay {
  readonly key: number;
  readonly content: OverlayContent;
  readonly options: OverlayOptions;
}

export interface OverlayFlags {
  readonly overlay: boolean;
  readonly second: boolean;
  readonly underlay: boolean;
}

export interface OverlaysApi {
  /** Opens content in a modal overlay; the returned function closes that one overlay. */
  open(content: OverlayContent, options?: OverlayOptions): () => void;
  /** Closes a level (by default the topmost); closing the overlay closes the second one too. */
  close(level?: OverlayLevel): void;
  /**
   * Dims the page behind something that is not a dialog (a drawer menu); a click on it calls
   * onClick. The returned function takes it away.
   */
  showUnderlay(onClick: () => void): () => void;
  readonly flags: OverlayFlags;
}

const OverlaysContext = createContext<OverlaysApi | null>(null);

/** Pure state step: what is open after opening content at a level (exported for tests). */
export function withOpened(
  levels: readonly [OpenOverlay | null, OpenOverlay | null],
  next: OpenOverlay,
): [OpenOverlay | null, OpenOverlay | null] {
  const level = next.options.level ?? (levels[0] ? 'second' : 'overlay');
  // Replacing the first level replaces what stood on it, the second level included.
  return level === 'overlay' ? [next, null] : [levels[0], next];
}

let nextKey = 1;

/**
 * The modal's code comes when the page is idle after it has been drawn (or when an overlay opens
 * first): nothing is open on a page's first draw, so it need not be part of the first load
 * (issue 4 budget).
 */
const loadModal = () => import('./modal.js');
const Modal = lazy(() => loadModal().then(({ Modal }) => ({ default: Modal })));

function preloadModalWhenIdle(): () => void {
  const load = () => void loadModal().catch(() => undefined);
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(load, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(load, 2000);
  return () => clearTimeout(id);
}

/** Holds the overlays of `children` and draws them (provider.tsx adds the alert bar). */
export function OverlayHost({ children }: { children: ReactNode }) {
  const [levels, setLevels] = useState<[OpenOverlay | null, OpenOverlay | null]>([null, null]);
  const [underlay, setUnderlay] = useState<{ onClick: () => void } | null>(null);
  const levelsRef = useRef(levels);
  levelsRef.current = levels;
  useEffect(preloadModalWhenIdle, []);

  const remove = useCallback((key: number) => {
    const closed = levelsRef.current.filter(
      (entry, at) =>
        entry && (entry.key === key || (at === 1 && levelsRef.current[0]?.key === key)),
    );
    setLevels(([first, second]) => {
      if (first?.key === key) return [null, null];
      if (second?.key === key) return [first, null];
      return [first, second];
    });
    for (const entry of closed) entry?.options.onClose?.();
  }, []);

  const api = useMemo<OverlaysApi>(
    () => ({
      open(content, options = {}) {
        const entry: OpenOverlay = { key: nextKey++, content, options };
        setLevels((current) => withOpened(current, entry));
        return () => remove(entry.key);
      },
      close(level) {
        const [first, second] = levelsRef.current;
        const target =
          level === 'overlay' ? first : level === 'second' ? second : (second ?? first);
        if (target) remove(target.key);
      },
      showUnderlay(onClick) {
        const mine = { onClick };
        setUnderlay(mine);
        return () => setUnderlay((current) => (current === mine ? null : current));
      },
      flags: { overlay: !!levels[0], second: !!levels[1], underlay: !!underlay },
    }),
    [levels, underlay, remove],
  );

  return (
    <OverlaysContext.Provider value={api}>
      {children}
      {underlay && <Underlay onClick={underlay.onClick} />}
      {levels.map(
        (entry, at) =>
          entry &&
          createPortal(
            <Suspense key={entry.key} fallback={null}>
              <Modal {...entry.options} level={at === 0 ? 1 : 2} onClose={() => remove(entry.key)}>
                {entry.content}
              </Modal>
            </Suspense>,
            document.body,
          ),
      )}
    </OverlaysContext.Provider>
  );
}

/**
 * Overlays for a part that opens one, drawn both in the app and as an island: the app's
 * OverlayProvider where there is one (its dialogs set the app's flags), else a host of the
 * part's own. Neither draws anything before an overlay opens, so the prerendered HTML and the
 * island's first render are the same.
 */
export function OverlaysIfNone({ children }: { children: ReactNode }) {
  return useContext(OverlaysContext) ? children : <OverlayHost>{children}</OverlayHost>;
}

/** The backdrop alone: the element above it (a drawer) stays usable, so nothing is made inert. */
function Underlay({ onClick }: { onClick: () => void }) {
  // Scrolling stays locked while it shows, as under a dialog. A class of its own: the modals'
  // bookkeeping (modal-dom.ts) toggles theirs without knowing about the underlay.
  useEffect(() => {
    document.documentElement.classList.add('underlay-scroll-lock');
    return () => document.documentElement.classList.remove('underlay-scroll-lock');
  }, []);
  return createPortal(
    <div className="overlay-underlay" aria-hidden="true" onClick={onClick} />,
    document.body,
  );
}

/** Opens and closes overlays: `const { open } = useOverlays(); open(({ titleId }) => ...)`. */
export function useOverlays(): OverlaysApi {
  const api = useContext(OverlaysContext);
  if (!api) throw new Error('useOverlays is used outside the OverlayProvider');
  return api;
}

/** The overlays, or null outside the OverlayProvider (a layout drawn alone, as in unit tests). */
export function useOverlaysIfAny(): OverlaysApi | null {
  return useContext(OverlaysContext);
}
