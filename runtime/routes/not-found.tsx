/**
 * The not-found page (spec 2 "Error page" 404, spec 8): what a path no route of its country has
 * shows. The default export is the route module of the catch-all route (`*`) under each
 * country's error layout (runtime/routes.ts), so the page is drawn in the error layout's frame
 * with the country's texts. The build prerenders it once per country (`<cc>/404.html`), which the
 * server answers a public unknown path with (status 404); the same route draws it again when the
 * page hydrates at that path, so the HTML and the first draw match.
 *
 * In the logged-in area a logged-out visitor goes to login first (spec 6,
 * docs/decisions/0008-unknown-paths.md); that part (the login's API client) is loaded only there.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { pathInLoggedInArea } from '../shared/routing/unknown-path.js';
import { ErrorPage } from '../shared/shell/error-page.js';

const LoginForUnknownRoute = lazy(() =>
  import('../shared/session/access.js').then(({ useLoginForUnknownRoute }) => ({
    default: function LoginForUnknownRoute() {
      useLoginForUnknownRoute();
      return null;
    },
  })),
);

/** The 404 page's content, for the frame's main. */
export function NotFound() {
  const { pathname } = useLocation();
  return (
    <>
      <ErrorPage status={404} documentTitle />
      {pathInLoggedInArea(pathname) && (
        <Suspense fallback={null}>
          <LoginForUnknownRoute />
        </Suspense>
      )}
    </>
  );
}

export default NotFound;
