/**
 * Spec 2 "Header and menus": logged out the logo and the login link; logged in the menu toggle
 * (or the route's back link in its place), the logo home to the app and customer service.
 */
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { BADGES, HEADER } from '../../../generated/navigation.js';
import { useCountry } from '../i18n/country-context.js';
import { useTexts } from '../i18n/texts.js';
import { PrefetchLink } from '../ui/prefetch-link.js';
import { BackLink } from './back-link.js';
import { Badge } from './badge.js';
import { useCurrentRoute } from '../routing/current-route.js';
import { Logo } from './logo.js';
import { backLinkOf } from './nav.js';
import { href } from '../routing/href.js';
import { usePreviousRoute } from '../routing/previous-route.js';
import { useSession } from '../session/session.js';

// Only a logged-in visitor has the menu, and only once it is opened: its code stays out of every
// page's first load (issue 4 and 6 budgets) and is fetched when the visitor reaches for the
// toggle (pointer over it, a touch, keyboard focus), so it is usually there by the click.
const loadUserMenu = () => import('./user-menu.js');
const preloadUserMenu = () => void loadUserMenu().catch(() => undefined);
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));

const MENU_ID = 'user-menu';
const BUBBLE_ID = 'menu-bubble';

export function Header({ backLink }: { backLink: boolean }) {
  const session = useSession();
  return (
    <header className="shell-header">
      {session.loggedIn ? <LoggedInBar backLink={backLink} /> : <LoggedOutBar />}
    </header>
  );
}

function LoggedOutBar() {
  const t = useTexts();
  const { country } = useCountry();
  const { name } = useCurrentRoute();
  return (
    <>
      {HEADER.loggedOut.map((item) =>
        item.kind === 'logo' ? (
          <Logo key={item.id} href={href(country, item.route)} />
        ) : // The login page does not link to itself.
        name?.startsWith('login') ? null : (
          <PrefetchLink key={item.id} className="shell-login" to={href(country, item.route)}>
            {t(item.messageId)}
          </PrefetchLink>
        ),
      )}
    </>
  );
}

function LoggedInBar({ backLink }: { backLink: boolean }) {
  const t = useTexts();
  const { country } = useCountry();
  const { user } = useSession();
  const { name, params } = useCurrentRoute();
  const previous = usePreviousRoute(name);
  const back = backLink ? backLinkOf(country, name, previous, params) : null;
  const [open, setOpen] = useState(false);
  const bubble = user ? user.counts[BADGES[HEADER.loggedIn[0].badge].count] : 0;
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, []);
  return (
    <>
      {HEADER.loggedIn.map((item) => {
        switch (item.kind) {
          case 'menuToggle':
            return back && item.replacedByBackLink ? (
              <BackLink key={item.id} href={back.href} history={back.history} />
            ) : (
              <span key={item.id} className="shell-menu">
                <button
                  ref={toggle}
                  type="button"
                  className="shell-menu-toggle"
                  aria-expanded={open}
                  aria-controls={MENU_ID}
                  aria-describedby={bubble > 0 ? BUBBLE_ID : undefined}
                  // Escape is the menu's own, on the page's escape stack (user-menu.tsx).
                  onClick={() => setOpen(!open)}
                  onPointerEnter={preloadUserMenu}
                  onPointerDown={preloadUserMenu}
                  onFocus={preloadUserMenu}
                >
                  <span className="shell-menu-icon" aria-hidden="true" />
                  <span className="visually-hidden">
                    {t(open ? item.closeMessageId : item.messageId)}
                  </span>
                </button>
                {/* Beside the button, drawn over it: the count describes the toggle, it does
                    not rename it. */}
                {item.badge && <Badge id={BUBBLE_ID} badge={item.badge} count={bubble} />}
                {open && (
                  <Suspense fallback={null}>
                    <UserMenu id={MENU_ID} onClose={close} />
                  </Suspense>
                )}
              </span>
            );
          case 'logo':
            return <Logo key={item.id} href={href(country, item.route)} />;
          default:
            return (
              <PrefetchLink
                key={item.id}
                className="shell-customer-service"
                to={href(country, item.route)}
              >
                {t(item.messageId)}
              </PrefetchLink>
            );
        }
      })}
    </>
  );
}
