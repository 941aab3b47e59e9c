/**
 * Consent, tracking and the client log for every page of a country, and the notices fixed to
 * the bottom of the screen (old browser, then the cookie choice, then the app prompt: one at a
 * time). Everything that reads the browser runs in effects, so the prerendered HTML and the
 * first client render have no notice and track nothing.
 *
 * `loggedIn` (the client log sends only while logged in) is a prop until the session module
 * exists; it may call `setLogLoggedIn` from client-log.ts instead.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useMatches } from 'react-router';
import { useCountry } from '../i18n/country-context.js';
import { usePlatform } from '../platform/interface.js';
import { reportError, setLogLoggedIn, setLogSurroundings } from './client-log.js';
import { readConsent, storeConsent, type Consent } from './consent.js';
import type { NoticeState } from './notices.js';
import {
  pageTypeOf,
  pageViewFor,
  recordVisit,
  track,
  trackClick,
  trackingState,
  setTrackingConsent,
  type RouteVisit,
} from './events.js';

export interface Tracking {
  /** The visitor's choice; null before it is made (and while prerendering). */
  consent: Consent | null;
  choose: (consent: Consent) => void;
  /** Shows the cookie choice again, e.g. from the cookie policy page. */
  reopenConsent: () => void;
  track: typeof track;
  trackClick: typeof trackClick;
}

const noop = () => {};
const TrackingContext = createContext<Tracking>({
  consent: null,
  choose: noop,
  reopenConsent: noop,
  track,
  trackClick,
});
// What decides the notice of the moment, drawn where the layout puts <NoticeSlot /> (right after
// its skip link); null until consent has been read after mount.
const NoticeContext = createContext<NoticeState | null>(null);
const Notices = lazy(() => import('./notices.js'));

export function useTracking(): Tracking {
  return useContext(TrackingContext);
}

export function TrackingProvider({
  children,
  loggedIn = false,
}: {
  children: ReactNode;
  loggedIn?: boolean;
}) {
  const { country } = useCountry();
  const { device, layout } = usePlatform();
  const { pathname, search, hash } = useLocation();
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? '';
  // undefined until read after mount; null when the visitor has not chosen.
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined);
  const [reopened, setReopened] = useState(false);
  const [visits, setVisits] = useState<[RouteVisit | null, RouteVisit | null]>([null, null]);

  useEffect(() => setConsent(readConsent()), []);
  useEffect(() => setLogSurroundings({ device, layout, country }), [device, layout, country]);
  useEffect(() => setLogLoggedIn(loggedIn), [loggedIn]);

  useEffect(() => {
    const onError = (event: ErrorEvent) => reportError(event.error ?? event.message, 'window');
    const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason, 'promise');
    addEventListener('error', onError);
    addEventListener('unhandledrejection', onRejection);
    return () => {
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  // Every route change is a new visit; a repeat of the same location (a re-render) is not one.
  useEffect(() => {
    setVisits(([previous, current]) =>
      current && current.pathname === pathname && current.search === search && current.hash === hash
        ? [previous, current]
        : [current, { pathname, search, hash, pageType: pageTypeOf(routeId) }],
    );
  }, [pathname, search, hash, routeId]);

  const [previous, current] = visits;
  useEffect(() => {
    if (current && trackingState.currentPage?.path !== current.pathname) {
      recordVisit(trackingState, current);
    }
  }, [current]);

  // The page view of each new route, and of the current one when consent arrives.
  const granted = consent === 'granted';
  useEffect(() => {
    setTrackingConsent(granted);
    if (!granted || !current) return;
    // Only after consent, so its code is not part of the first load.
    void import('./tag-manager.js').then(
      ({ loadTagManager }) => loadTagManager(),
      () => false,
    );
    const view = pageViewFor(previous, current, country, trackingState.errorCode);
    if (view) track('page_view', view);
  }, [granted, previous, current, country]);

  const choose = useCallback((choice: Consent) => {
    storeConsent(choice);
    setConsent(choice);
    setReopened(false);
  }, []);
  const value = useMemo<Tracking>(
    () => ({
      consent: consent ?? null,
      choose,
      reopenConsent: () => setReopened(true),
      track,
      trackClick,
    }),
    [consent, choose],
  );

  const notice = useMemo<NoticeState | null>(
    () => (consent === undefined ? null : { consent, reopened, choose }),
    [consent, reopened, choose],
  );

  return (
    <TrackingContext.Provider value={value}>
      <NoticeContext.Provider value={notice}>{children}</NoticeContext.Provider>
    </TrackingContext.Provider>
  );
}

/**
 * Where the notice goes: the frame draws this right after its skip link, so for a first-time
 * visitor the skip link stays the first Tab stop (WCAG 2.4.1) and the cookie choice comes next,
 * before the header. The slot is in the prerendered HTML, empty, and is a polite live region, so
 * a screen reader announces the notice when it appears after mount.
 */
export function NoticeSlot() {
  const notice = useContext(NoticeContext);
  return (
    <div className="notice-slot" aria-live="polite">
      {notice && (
        <Suspense fallback={null}>
          <Notices {...notice} />
        </Suspense>
      )}
    </div>
  );
}
