/**
 * What a path no route of its country has is (docs/decisions/0008-unknown-paths.md). Spec 6's
 * "unknown route names for a logged-out user redirect to login" is read for the logged-in area
 * only: a visitor asking for `/se/app/...` may be after a page that needs login, so the login
 * comes first and the not-found page after it if there is no such page. A public path nobody
 * has (`/dk/private-loan`: private loan is not offered in Denmark) is a plain 404, drawn by the
 * not-found page in the country's language and answered 404 by the server: there is nothing to
 * log in for.
 *
 * Pure: the client (errors/not-found.tsx, login/access.ts), the server (server/app.ts) and the
 * build (react-router.config.ts) read it.
 */
import { countryCodes, type CountryCode } from '../../../generated/countries/index.js';
import { ROUTES } from '../../../generated/routes/table.js';

/** The logged-in area's path in every country: the app home's (`app`), and all below it. */
const appArea = ROUTES.app.path;

/** Whether a page path (without country, no leading slash) is in the logged-in area. */
export function inLoggedInArea(rest: string): boolean {
  const path = rest.replace(/^\/+/, '');
  return path === appArea || path.startsWith(`${appArea}/`);
}

/** The same for a full path (`/se/app/no-such-page`). */
export const pathInLoggedInArea = (pathname: string): boolean =>
  inLoggedInArea(pathname.split('/').filter(Boolean).slice(1).join('/'));

/**
 * The path the build prerenders a country's not-found page at: no route has it, so the
 * catch-all route (runtime/routes.ts) draws it. `notFoundFile` is where it then lies.
 */
export const notFoundPrerenderPath = (country: CountryCode): string => `/${country}/404`;

/**
 * The country's not-found page in the client build, which the server answers a public path no
 * route has with (status 404). The build writes it to `<cc>/404/index.html` and moves it here
 * (react-router.config.ts), so `/<cc>/404` is no page of its own: it is a 404 like any other.
 */
export const notFoundFile = (country: CountryCode): string => `${country}/404.html`;

/** Every country's not-found page, as the build prerenders them. */
export const notFoundPrerenderPaths = (): string[] => countryCodes.map(notFoundPrerenderPath);
