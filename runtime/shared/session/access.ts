/**
 * Spec 6 for paths no route knows, in the logged-in area (routing/unknown-path.ts,
 * docs/decisions/0008-unknown-paths.md): a logged-out visitor goes to login, the wanted path
 * remembered (restored after login, runtime/routes/pages/login.tsx) and the deep link logged (spec 8);
 * a logged-in customer sees the not-found page. A public path no route has stays the not-found
 * page: there is nothing to log in for.
 * Called by the not-found route (errors/not-found.tsx), where such a path ends up, and by the
 * root's error boundary for a path outside any country's routes.
 */
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { accessDecision } from '../../../generated/routes/table.js';
import { hrefOf } from '../routing/href.js';
import { countryOfPath } from '../routing/route-of-path.js';
import { pathInLoggedInArea } from '../routing/unknown-path.js';
import {
  fetchLoggedIn,
  loggedInHint,
  logInvalidDeepLink,
  rememberWantedPath,
} from './login-session.js';

/** React Router's own 404 when no route matches (a failed parameter is not internal). */
function isUnknownPath(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    error.status === 404 &&
    (error as { internal?: boolean }).internal === true
  );
}

/** Sends a logged-out visitor of an unknown path in the logged-in area to login, when `unknown`. */
function useLoginWhen(unknown: boolean): void {
  const { pathname, search, hash } = useLocation();
  const applies = unknown && pathInLoggedInArea(pathname);
  useEffect(() => {
    if (!applies) return;
    const abort = new AbortController();
    (loggedInHint() ? fetchLoggedIn(abort.signal) : Promise.resolve(false))
      .then(async (loggedIn) => {
        const decision = accessDecision(undefined, loggedIn);
        const to = decision && hrefOf(countryOfPath(pathname), decision.redirectTo);
        if (!decision || !to || abort.signal.aborted) return;
        // Spec 8 "Invalid deep link": logged, and the visitor goes to login.
        logInvalidDeepLink('unknown path');
        if (decision.rememberWantedPath) await rememberWantedPath(`${pathname}${search}${hash}`);
        window.location.replace(to);
      })
      .catch(() => {
        // Not known: the not-found page stays.
      });
    return () => abort.abort();
  }, [applies, pathname, search, hash]);
}

/** For the not-found route: its path is one no route of the country has. */
export function useLoginForUnknownRoute(): void {
  useLoginWhen(true);
}

/** For the error boundary: when the error is the router's own "no route matches". */
export function useLoginForUnknownPath(): void {
  useLoginWhen(isUnknownPath(useRouteError()));
}
