/**
 * Spec 6 for paths no route knows: a logged-out visitor goes to login, the wanted path remembered
 * (restored after login, runtime/pages/login.tsx) and the deep link logged (spec 8); a logged-in
 * customer sees the not-found page.
 * Called by the root's error boundary, which is where such a path ends up.
 */
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ROUTES, accessDecision } from '../../generated/routes/table.js';
import { countryOfPath } from '../i18n/catalogue.js';
import { fetchLoggedIn, loggedInHint, logInvalidDeepLink, rememberWantedPath } from './session.js';

/** React Router's own 404 when no route matches (a failed parameter is not internal). */
function isUnknownPath(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    error.status === 404 &&
    (error as { internal?: boolean }).internal === true
  );
}

export function useLoginForUnknownPath(): void {
  const error = useRouteError();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (!isUnknownPath(error)) return;
    const abort = new AbortController();
    (loggedInHint() ? fetchLoggedIn(abort.signal) : Promise.resolve(false))
      .then(async (loggedIn) => {
        const decision = accessDecision(undefined, loggedIn);
        if (!decision || abort.signal.aborted) return;
        // Spec 8 "Invalid deep link": logged, and the visitor goes to login.
        logInvalidDeepLink('unknown path');
        if (decision.rememberWantedPath) await rememberWantedPath(`${pathname}${search}${hash}`);
        window.location.replace(`/${countryOfPath(pathname)}/${ROUTES[decision.redirectTo].path}`);
      })
      .catch(() => {
        // Not known: the not-found page stays.
      });
    return () => abort.abort();
  }, [error, pathname, search, hash]);
}
