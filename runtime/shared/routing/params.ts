/**
 * Route validation (spec 8: a route validation failure is a 404; spec 5: a brand parameter is one
 * of the five brands). React Router matches a path by its shape only, so `/se/ppi/anything`
 * reaches `ppi/:brand`. The country route's client middleware checks the path against the route
 * table's rules before any page loads: when no route of the country accepts it, the answer is a
 * 404 error response, which the country's error boundary draws as the not-found page. It runs on
 * every navigation and on the first load of the SPA fallback; prerendered pages exist only for
 * values that pass.
 *
 * The table's own matcher decides (generated/routes/table.ts `matchPath`), not React Router's
 * params: it tells routes of one shape apart by their rules and places optional parameters by
 * them (`app/invoices/2024-01-15` is an invoice date, not an unknown brand).
 */
import { data, type MiddlewareFunction } from 'react-router';
import { matchRoute } from './route-of-path.js';

/** Whether some route of the path's country accepts the path, every parameter passing its rule. */
export const pathPassesRules = (pathname: string): boolean => matchRoute(pathname) !== null;

/** The 404 a path failing its rules answers with (an error response, as a loader's would be). */
export const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

export const checkRouteParams: MiddlewareFunction = ({ url, params }) => {
  // A path of no route's shape is the catch-all's (`*`, runtime/routes.ts): the not-found route
  // draws it, and in the logged-in area sends a visitor to login first (spec 6).
  if (params['*'] !== undefined) return;
  if (!pathPassesRules(url.pathname)) throw notFound();
};
