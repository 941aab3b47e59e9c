/**
 * One modal overlay (spec 2 "Other UI pieces", spec 4 overlays): a backdrop with a panel placed
 * in the center or at the right edge, `role="dialog"` or `role="alertdialog"` with aria-modal and
 * a name. While it is open the rest of the page is inert and does not scroll, Tab stays inside,
 * and Escape closes it through the page's escape stack. An alertdialog has no close button and
 * ignores Escape and clicks on the backdrop: the customer has to answer it.
 */
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { timing } from '../../../generated/constants.js';
import { useTexts } from '../i18n/texts.js';
import { pushEscape } from './escape-stack.js';
import { enterModal, trapTab } from './modal-dom.js';

export type OverlayRole = 'dialog' | 'alertdialog';
export type OverlayPlacement = 'center' | 'right';

export interface OverlayContentProps {
  /** Closes the overlay (also for an alertdialog: its own buttons close it). */
  readonly close: () => void;
  /** The id to put on the content's title: the dialog is named by it. */
  readonly titleId: string;
}

export interface ModalProps {
  readonly role?: OverlayRole;
  readonly placement?: OverlayPlacement;
  /** The dialog's name when its content has no element with `titleId` (a title is better). */
  readonly label?: string;
  /** The id of the content's text that describes it, read out with the name on opening. */
  readonly describedBy?: string;
  /**
   * Where focus goes back to when it closes, looked up then: by default what had focus when it
   * opened (a flow's opener is drawn anew by the time the flow ends: flows/flow-trigger.ts).
   */
  readonly returnFocus?: () => HTMLElement | null;
  /** True while the dialog waits for a request: Escape and the backdrop wait too. */
  readonly busy?: () => boolean;
  /** 1 for the overlay, 2 for the second overlay above it (a CSS class sets the stacking). */
  readonly level?: 1 | 2;
  readonly onClose: () => void;
  readonly children: (props: OverlayContentProps) => ReactNode;
}

// Spec 9 gives the focus trap two delays, 300 and 200 ms, without saying which is which. We move
// focus in after the longer one (the opening animation has settled, so screen readers read the
// dialog where it ends up) and give it back after the shorter one.
const [FOCUS_IN_MS, FOCUS_BACK_MS] = timing.focusTrapDelaysMs;
const notBusy = () => false;

export function Modal({
  role = 'dialog',
  placement = 'center',
  label,
  describedBy,
  returnFocus,
  busy = notBusy,
  level = 1,
  onClose,
  children,
}: ModalProps) {
  const t = useTexts();
  const titleId = useId();
  const outer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const dismissible = role === 'dialog';
  // The latest props for the listeners set up once per opening.
  const latest = useRef({ onClose, busy, dismissible, returnFocus });
  latest.current = { onClose, busy, dismissible, returnFocus };

  useEffect(() => {
    const backdrop = outer.current;
    const box = panel.current;
    if (!backdrop || !box) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const leave = enterModal(backdrop);
    const pop = pushEscape({
      close: () => latest.current.onClose(),
      dismissible: () => latest.current.dismissible,
      busy: () => latest.current.busy(),
    });
    // On the document, so Tab pressed before focus has moved in still lands inside.
    const onKeyDown = (event: KeyboardEvent) => trapTab(event, box);
    document.addEventListener('keydown', onKeyDown);
    // Into the dialog: its first action where it names one, else its title where the title can
    // take focus (a flow step's heading: read first, and the place Tab goes on from), else the
    // dialog itself.
    const focusIn = setTimeout(() => {
      if (box.contains(document.activeElement)) return;
      const title = document.getElementById(titleId);
      const titleTakesFocus =
        title !== null && box.contains(title) && title.hasAttribute('tabindex');
      (
        box.querySelector<HTMLElement>('[data-autofocus]') ?? (titleTakesFocus ? title : box)
      ).focus();
    }, FOCUS_IN_MS);
    return () => {
      clearTimeout(focusIn);
      document.removeEventListener('keydown', onKeyDown);
      pop();
      leave();
      // Back to what opened it, unless the customer has gone somewhere else meanwhile.
      setTimeout(() => {
        const active = document.activeElement;
        const back = latest.current.returnFocus?.() ?? opener;
        if (back?.isConnected && (!active || active === document.body)) back.focus();
      }, FOCUS_BACK_MS);
    };
  }, []);

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && dismissible && !busy()) onClose();
  };
  // A press on the backdrop would move focus to <body>, out of the dialog that stays open (an
  // alertdialog, a busy one); keep it where it is.
  const keepFocus = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) event.preventDefault();
  };

  return (
    // The backdrop click is a pointer shortcut; keyboard users have Escape and the close button.
    <div
      ref={outer}
      className={`overlay overlay-${placement} overlay-level-${level}`}
      onClick={onBackdrop}
      onMouseDown={keepFocus}
    >
      <div
        ref={panel}
        className="overlay-panel"
        role={role}
        aria-modal="true"
        aria-label={label}
        aria-labelledby={label ? undefined : titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {dismissible && (
          <button
            type="button"
            className="overlay-close"
            aria-label={t('common.close')}
            onClick={() => {
              if (!busy()) onClose();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        {children({ close: onClose, titleId })}
      </div>
    </div>
  );
}
