/**
 * The frame every layout draws around its page (spec 2 "Layouts"): skip link, progress bar,
 * header, main, footer, each as the layout's definition in generated/routes/table.ts says.
 */
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { LAYOUTS, type LayoutId } from '../../../generated/routes/table.js';
import { ErrorPage } from './error-page.js';
import { useCountry } from '../i18n/country-context.js';
import { useTexts } from '../i18n/texts.js';
import { NoticeSlot } from '../tracking/provider.js';
import { Footer } from './footer.js';
import { useCurrentRoute } from '../routing/current-route.js';
import { Header } from './header.js';
import { notePageRoute } from '../routing/previous-route.js';
import { ProgressBar, useProgressShown } from './progress-bar.js';
import { useSession } from '../session/session.js';
import UpdateNotices from './update-notices.js';
import { hasUpdates, useGlobalMessages } from '../global-messages/use-global-messages.js';
import { useScrollMemory } from './use-scroll-memory.js';
import '../styles/shell.css';

/**
 * Moves focus to main without touching the URL: a hash change would be a history entry the
 * router treats as a navigation.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** Where a logged-in visitor of the layout is sent, `{locale}` filled in; null: nowhere. */
export function loggedInRedirect(layout: LayoutId, country: string): string | null {
  const to: string | null = LAYOUTS[layout].redirectWhenLoggedIn;
  return to && `/${to.replace('{locale}', country)}`;
}

// The cookie banner, the old-browser notice and the app prompt are chosen, one at a time, by the
// tracking provider (runtime/shared/tracking/provider.tsx); the frame only gives them their place.
// `children` stands in for the page when there is no route to draw (an error boundary's content).
export function Frame({ layout, children }: { layout: LayoutId; children?: ReactNode }) {
  const t = useTexts();
  const { country } = useCountry();
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const definition = LAYOUTS[layout];
  const busy = useProgressShown();
  const slide = useSlideDirection();
  const { pathname } = useLocation();
  useScrollMemory(definition.keepScroll);
  // Every page is recorded, whatever its layout, so a back link knows where the visitor was.
  const { name } = useCurrentRoute();
  useEffect(() => void notePageRoute(name), [name]);
  // Spec 4 Messages: a maintenance message puts every page into the 503 page; update notices
  // show where the layout's userMessages flag says.
  const { messages, maintenance } = useGlobalMessages(country);

  const redirect = loggedIn ? loggedInRedirect(layout, country) : null;
  useEffect(() => {
    if (redirect) void navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  return (
    <div className={`shell shell-${layout}`}>
      <a className="skip-link" href="#main" onClick={skipToMain}>
        {t('header.skipToContent')}
      </a>
      <NoticeSlot />
      <ProgressBar shown={busy} />
      {definition.header !== 'none' && <Header backLink={definition.backLink} />}
      <main id="main" tabIndex={-1} aria-busy={busy || undefined}>
        {/* A new element per page so the CSS slide plays; none on the first page. */}
        {definition.userMessages && !maintenance && hasUpdates(messages) && (
          <UpdateNotices messages={messages} />
        )}
        <div key={pathname} className={slide ? `page page-${slide}` : 'page'}>
          {maintenance ? (
            <ErrorPage status={503} maintenance={maintenance} loggedIn={loggedIn} documentTitle />
          ) : (
            (children ?? <Outlet />)
          )}
        </div>
      </main>
      {definition.footer && <Footer countrySelector={definition.countrySelector} />}
    </div>
  );
}

/**
 * Spec 2 page slide: forward pages come from the end, back (history pop) from the start. Null
 * until the visitor has moved, so the prerendered first page never animates.
 */
function useSlideDirection(): 'forward' | 'back' | null {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const first = useRef(pathname);
  const [slide, setSlide] = useState<'forward' | 'back' | null>(null);
  useEffect(() => {
    if (pathname !== first.current) setSlide(type === 'POP' ? 'back' : 'forward');
  }, [pathname, type]);
  return slide;
}
