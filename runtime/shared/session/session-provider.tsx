/**
 * The session as every page sees it (`useSession`, runtime/shared/session/session.ts): whether somebody is logged
 * in, and `logout`. The web server keeps the session in its sealed cookie (docs/web-server.md,
 * Session); the page learns "logged in" from the harmless signal cookie at once and has it
 * confirmed by GET /session after mount, when the tab wakes up, and when the session would time
 * out. It holds no customer data (`user` stays null here: the app layout adds it inside).
 *
 * - Logout (spec 4): the logout tracking event (with consent), the server clears the cookies and
 *   ends the token at the API, then the login screen loads afresh, so nothing of the logged-in
 *   pages stays in memory.
 * - A lost session (spec 6, issue 5): a 401 or 403 of the API, or `X-Session-Ended: timeout` on
 *   any answer (login/session-signal.ts), while logged in: logged out at the server too, the
 *   page's path remembered when it needs login, and the session-timeout screen.
 * - A customer of another country (spec 5): sent to the same page in their country.
 *
 * Kept cheap for the public pages' first load: no query library, no validators, no API client;
 * what only a logout or a lost session needs is loaded then.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { getCustomerInfoPath } from '../../../generated/api/calls/getCustomerInfo.js';
import { logoutPath } from '../../../generated/api/calls/logout.js';
import { isCountryCode } from '../../../generated/countries/index.js';
import { ROUTES, type ParamValue, type RouteName } from '../../../generated/routes/table.js';
import { useCountry } from '../i18n/country-context.js';
import {
  fetchSessionState,
  loggedInHint,
  onSessionLoss,
  type SessionLoss,
} from '../api/session-signal.js';
import { sessionEndAt, warningDelayMs } from './session-end.js';
import { serviceFetch } from '../api/service-fetch.js';
import { setLogLoggedIn } from '../tracking/client-log.js';
import { track, trackingState } from '../tracking/events.js';
import { useCurrentRoute } from '../routing/current-route.js';
import { href } from '../routing/href.js';
import { SessionContext, type Session } from './session.js';

/** The login state shown after a lost session (the `loginState` code table). */
const TIMEOUT_STATE = 'sessionTimeout' satisfies ParamValue<'loginState'>;
/** How long a logout may wait for the server before the login screen loads anyway. */
const LOGOUT_WAIT_MS = 5000;
/** A session's end is checked this long after the server says it would come. */
const EXPIRY_MARGIN_MS = 1000;
/** setTimeout's largest delay; a later end is checked then (and again). */
const MAX_TIMER_MS = 2 ** 31 - 1;

// Loaded only when a warning is due: the public pages' first load stays as it was.
const TimeoutWarning = lazy(() => import('./timeout-warning.js'));

// ---------------------------------------------------------------- the store

/** What this page believes: null until first read (the signal cookie), then kept here. */
let believed: boolean | null = null;
/** Set once the page is on its way out (logout, lost session): nothing more happens here. */
let leaving = false;
const subscribers = new Set<() => void>();

const current = (): boolean => (believed ??= loggedInHint());

function believe(loggedIn: boolean): void {
  if (current() === loggedIn) return;
  believed = loggedIn;
  for (const notify of [...subscribers]) notify();
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => void subscribers.delete(notify);
}

/** For tests: forget what was believed (the next read takes the signal cookie again). */
export function resetSessionStore(): void {
  believed = null;
  leaving = false;
  subscribers.clear();
}

// ---------------------------------------------------------------- leaving

/** Ends the session at the server (cookies cleared, token ended at the API); never rejects. */
async function endAtServer(): Promise<void> {
  try {
    const answer = await serviceFetch(logoutPath(), {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      signal: AbortSignal.timeout(LOGOUT_WAIT_MS),
    });
    await answer.body?.cancel();
  } catch {
    // The login screen loads anyway; GET /session there tells what the server kept.
  }
}

/** The page's own path when it needs login, so the customer comes back to it after login. */
async function rememberIfAuth(route: RouteName | null): Promise<void> {
  if (route === null || ROUTES[route].access !== 'auth') return;
  const { rememberWantedPath } = await import('./login-session.js');
  await rememberWantedPath(`${location.pathname}${location.search}${location.hash}`);
}

async function forgetWantedPath(): Promise<void> {
  const { WANTED_PATH_KEY } = await import('./login-session.js');
  try {
    sessionStorage.removeItem(WANTED_PATH_KEY);
  } catch {
    // Storage off: nothing was kept.
  }
}

// ---------------------------------------------------------------- the provider

export function SessionProvider({ children }: { children: ReactNode }) {
  const { country } = useCountry();
  const { name } = useCurrentRoute();
  const loggedIn = useSyncExternalStore(subscribe, current, () => false);
  // The effects below read these without starting again on every page change.
  const route = useRef(name);
  route.current = name;

  /** A lost session: logged out everywhere, then the session-timeout screen. */
  const lose = useCallback(
    (loss: SessionLoss | 'ended') => {
      if (leaving || !current()) return;
      leaving = true;
      believe(false);
      setLogLoggedIn(false);
      void (async () => {
        // The server has cleared its cookies when it said so; a 401 or 403 of the API alone
        // (or a stale signal) may leave them: the logout makes sure, and ends the token.
        if (loss !== 'ended') await endAtServer();
        await rememberIfAuth(route.current).catch(() => undefined);
        location.replace(href(country, 'login', { state: TIMEOUT_STATE }));
      })();
    },
    [country],
  );

  /** Asks the server; `onLoad`: a session that ended while away is quiet on public pages. */
  const confirm = useCallback(
    async (onLoad: boolean, signal?: AbortSignal): Promise<number | undefined> => {
      if (leaving || (!current() && !loggedInHint())) return undefined;
      const state = await fetchSessionState(signal);
      if (leaving || signal?.aborted) return undefined;
      if (state.loggedIn) {
        believe(true);
        const theirs = isCountryCode(state.country) ? state.country : null;
        // Loaded only for a logged-in customer: the public pages' first load stays as it was.
        const elsewhere =
          theirs &&
          theirs !== country &&
          (await import('./country-redirect.js')).pathInUserCountry(
            `${location.pathname}${location.search}`,
            theirs,
          );
        if (leaving || signal?.aborted) return undefined;
        if (elsewhere) {
          leaving = true;
          location.replace(elsewhere);
        }
        return sessionEndAt(state, Date.now()) ?? undefined;
      }
      const onAuthPage = route.current !== null && ROUTES[route.current].access === 'auth';
      if (state.ended === 'timeout' && (!onLoad || onAuthPage)) {
        lose('ended');
      } else if (current() && onAuthPage) {
        // Logged out elsewhere (another tab): this page is no longer theirs.
        leaving = true;
        believe(false);
        location.replace(href(country, 'login'));
      } else {
        believe(false);
      }
      return undefined;
    },
    [country, lose],
  );

  useEffect(() => onSessionLoss(lose), [lose]);

  /** When the session ends on this page's clock, while somebody is logged in. */
  const [endAt, setEndAt] = useState<number | null>(null);
  /** Asks the server again (after the customer chose to stay logged in). */
  const recheck = useRef<() => void>(() => undefined);

  // Confirmed after mount, again when the tab comes back, and when the session would end.
  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (onLoad: boolean) => {
      clearTimeout(timer);
      confirm(onLoad, abort.signal)
        .then((end) => {
          if (abort.signal.aborted) return;
          setEndAt(end ?? null);
          if (end === undefined) return;
          const wait = end - Date.now() + EXPIRY_MARGIN_MS;
          timer = setTimeout(() => check(false), Math.min(Math.max(wait, 0), MAX_TIMER_MS));
        })
        .catch(() => {
          // Our server did not answer: the signal stands until an answer says otherwise.
        });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check(true);
    };
    // A page restored from the back-forward cache (after a logout, say) asks again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      leaving = false;
      check(true);
    };
    recheck.current = () => check(false);
    check(true);
    document.addEventListener('visibilitychange', onVisible);
    addEventListener('pageshow', onPageShow);
    return () => {
      abort.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      removeEventListener('pageshow', onPageShow);
    };
  }, [confirm]);

  const logout = useCallback(() => {
    if (leaving) return;
    leaving = true;
    // Spec 4: "Logout signs the user out and sends a tracking event" (only with consent).
    const page = trackingState.currentPage;
    if (page) track('logout', { pagePath: page.path, pageType: page.pageType });
    believe(false);
    setLogLoggedIn(false);
    void (async () => {
      await endAtServer();
      await forgetWantedPath().catch(() => undefined);
      location.replace(href(country, 'login'));
    })();
  }, [country]);

  // The timeout warning (WCAG 2.2.1): shown ahead of the end the server named.
  const [warning, setWarning] = useState(false);
  useEffect(() => {
    setWarning(false);
    if (endAt === null) return;
    const timer = setTimeout(
      () => setWarning(true),
      Math.min(warningDelayMs(endAt, Date.now()), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [endAt]);

  /**
   * Staying logged in is a real call through the proxy: the web server renews its cookie's
   * last-seen and the API its token's (both count a customer's call as activity); then the
   * server's new end is read, which closes the warning. Rejects when the call fails.
   */
  const extend = useCallback(async () => {
    const answer = await serviceFetch(getCustomerInfoPath(), {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    await answer.body?.cancel();
    if (!answer.ok) throw new Error(`the session could not be extended (${answer.status})`);
    recheck.current();
  }, []);

  const session = useMemo<Session>(() => ({ loggedIn, user: null, logout }), [loggedIn, logout]);
  return (
    <SessionContext.Provider value={session}>
      {children}
      {warning && loggedIn && endAt !== null && (
        <Suspense fallback={null}>
          <TimeoutWarning endAt={endAt} onExtend={extend} onLogout={logout} />
        </Suspense>
      )}
    </SessionContext.Provider>
  );
}
