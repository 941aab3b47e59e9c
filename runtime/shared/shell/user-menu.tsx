/**
 * Spec 2 "User menu": a disclosure panel under the menu toggle. Focus moves into it when it
 * opens; Escape closes it and returns focus to the toggle; it closes on every route change and,
 * on mobile and tablet, on a left swipe of 90 px or more.
 */
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  accountLinkTarget,
  closesMenuOnSwipe,
  insuranceLinkTarget,
  menuEntriesFor,
  USER_MENU,
  type MenuEntry,
} from '../../../generated/navigation-menu.js';
import { BADGES, type NavContext } from '../../../generated/navigation.js';
import type { MessageId } from '../../../generated/messages/index.js';
import { useCountry } from '../i18n/country-context.js';
import { useTexts } from '../i18n/texts.js';
import { pushEscape } from '../overlays/escape-stack.js';
import { usePlatform } from '../platform/interface.js';
import { markMenuOpen } from '../platform/open-menu.js';
import { PrefetchLink } from '../ui/prefetch-link.js';
import { trackClick } from '../tracking/events.js';
import { Badge } from './badge.js';
import { useCurrentRoute } from '../routing/current-route.js';
import { navContextOf, targetHref } from './nav.js';
import { hrefOf } from '../routing/href.js';
import { useSession, type SessionUser } from '../session/session.js';

const yes = () => true;
const no = () => false;

export function UserMenu({ id, onClose }: { id: string; onClose: (returnFocus: boolean) => void }) {
  const t = useTexts();
  const { country } = useCountry();
  const session = useSession();
  const platform = usePlatform();
  const { name } = useCurrentRoute();
  const { pathname } = useLocation();
  const panel = useRef<HTMLElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const opened = useRef(pathname);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, []);
  // While open, the app prompt stays away from the bottom of the screen (platform/open-menu.ts).
  useEffect(() => markMenuOpen(), []);
  useEffect(() => {
    if (pathname !== opened.current) onClose(false);
  }, [pathname, onClose]);
  // On the page's escape stack, not a key handler of its own: a dialog opened while the menu is
  // open (the country selector) takes the first Escape, and the next one closes the menu and
  // gives focus back to the toggle wherever focus is by then.
  useEffect(
    () => pushEscape({ close: () => onClose(true), dismissible: yes, busy: no }),
    [onClose],
  );
  // A press outside the menu and its toggle closes it, as a click outside a dialog would; a
  // press inside a dialog opened over the menu belongs to that dialog.
  useEffect(() => {
    const outside = (event: globalThis.PointerEvent) => {
      const around = panel.current?.parentElement;
      const target = event.target as Element;
      if (target.closest?.('dialog[open], .overlay')) return;
      if (around && !around.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);

  const context = navContextOf(country, session, platform, name);
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from !== null && closesMenuOnSwipe(event.clientX - from, platform.layout)) onClose(false);
  };
  return (
    <nav
      id={id}
      ref={panel}
      className="user-menu"
      aria-label={t('menu.label')}
      // A link to the page already shown changes no route, yet the visitor is done here.
      onClick={(event) => {
        if ((event.target as Element).closest('a')) onClose(false);
      }}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeFrom.current = null)}
    >
      <MenuList entries={menuEntriesFor(context)} context={context} user={session.user} />
    </nav>
  );
}

function MenuList({
  entries,
  context,
  user,
}: {
  entries: readonly MenuEntry[];
  context: NavContext;
  user: SessionUser | null;
}) {
  return (
    <ul className="user-menu-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <MenuItem entry={entry} context={context} user={user} />
        </li>
      ))}
    </ul>
  );
}

function MenuItem({
  entry,
  context,
  user,
}: {
  entry: MenuEntry;
  context: NavContext;
  user: SessionUser | null;
}) {
  const t = useTexts();
  const session = useSession();
  // Open at first: the groups hold the main entries; collapsing is for the visitor.
  const [expanded, setExpanded] = useState(true);
  const { country, counts } = context;
  const tracked = () => trackClick(entry.id, '', USER_MENU.trackEvent);
  const link = (href: string | null, messageId: MessageId, extra?: ReactNode) =>
    href && (
      <PrefetchLink className="user-menu-link" to={href} onClick={tracked}>
        {t(messageId)}
        {extra}
      </PrefetchLink>
    );

  switch (entry.kind) {
    case 'link':
      return link(
        hrefOf(country, entry.route),
        entry.messageId,
        <>
          {entry.icon === 'bell' && <span className="user-menu-bell" aria-hidden="true" />}
          {entry.badge && <Badge badge={entry.badge} count={counts[BADGES[entry.badge].count]} />}
        </>,
      );
    case 'group':
      return (
        <>
          <button
            type="button"
            className="user-menu-group"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {t(entry.messageId)}
          </button>
          {(!entry.collapsible || expanded) && (
            <MenuList entries={entry.entries} context={context} user={user} />
          )}
        </>
      );
    case 'accountLinks': {
      const count = counts[entry.count];
      const target = accountLinkTarget(entry, count, user?.dueItem?.kind ?? 'konto');
      // One item the session cannot name yet: the list of them all still leads there.
      const href =
        target && (targetHref(country, target, user) ?? targetHref(country, entry.multiple, user));
      return link(href, target?.messageId ?? entry.multiple.messageId);
    }
    case 'insuranceLink': {
      const target = insuranceLinkTarget(entry, counts[entry.count]);
      return link(target && targetHref(country, target, user), entry.messageId);
    }
    case 'action':
      return (
        <button
          type="button"
          className="user-menu-link"
          // The session's logout sends the logout event itself (spec 4), wherever it is called.
          onClick={() => session.logout?.()}
        >
          {t(entry.messageId)}
        </button>
      );
  }
}
