/**
 * The gate of the logged-in pages (spec 6, access `auth`): a visitor without the logged-in
 * signal goes to login, the wanted path remembered and restored after login. The server still
 * decides: the signal only avoids drawing a page whose every call would answer 401.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ACCESS_RULES } from '../../../generated/routes/table.js';
import { href } from '../routing/href.js';
import { countryOfPath } from '../routing/route-of-path.js';
import { loggedInHint } from '../api/session-signal.js';

// The login's session module (the validators of a wanted path, the error situations) is for a
// logged-out visitor only: a logged-in page never loads it (issue 6 budget).
const loadSession = () => import('./login-session.js');

export function RequireLogin({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  // These pages are never prerendered (the SPA fallback draws them in the browser, where the
  // cookie answers at once); outside a browser (stories, tests) the page is drawn as it is.
  const [allowed] = useState(() => typeof document === 'undefined' || loggedInHint());
  useEffect(() => {
    if (allowed) return;
    const decision = ACCESS_RULES.loggedOutAuthRoute;
    void (async () => {
      // Code that fails to load costs the remembered path, never the way to login.
      if (decision.rememberWantedPath)
        await loadSession()
          .then(({ rememberWantedPath }) => rememberWantedPath(`${pathname}${search}${hash}`))
          .catch(() => false);
      window.location.replace(href(countryOfPath(pathname), decision.redirectTo));
    })();
  }, [allowed, pathname, search, hash]);
  return allowed ? children : null;
}
