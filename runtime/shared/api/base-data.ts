/**
 * The rules of the base data on a route change (spec 4 "Route change"), pure: whether a route
 * refetches it, and what a failed answer does to the page.
 */
import { isApiProblemError } from '../../../generated/api/errors.js';
import { status as statuses } from '../../../generated/constants.js';
import { ROUTES, type RouteName } from '../../../generated/routes/table.js';

/**
 * Whether entering `route` refetches the base data (the payments): every logged-in route but the
 * purchase and invoice detail routes (ROUTES[...].skipBaseRefetch), which load their own item.
 * An unknown route (null) refetches: it is drawn with the app's data like any other.
 */
export function refetchesBaseData(route: RouteName | null): boolean {
  return route === null || !ROUTES[route].skipBaseRefetch;
}

/** The HTTP status a failed read answered, or null when it is not an API answer (no network). */
export function failedStatus(error: unknown): number | null {
  return isApiProblemError(error) ? error.status : null;
}

/**
 * The error page a failed base-data read raises (spec 4): the status it answered, shown by the
 * error page (which shows any status but 404 and 503 as 504); a failed connection as 504.
 * Null when the page is drawn as usual: a 404 on the app's routes counts as success (spec 4), and
 * 401 or 403 end the session instead (spec 6; the session provider handles them).
 */
export function errorPageStatus(error: unknown): number | null {
  if (!error) return null;
  const status = failedStatus(error) ?? 504;
  if (status === 404) return null;
  if ((statuses.logoutStatuses as readonly number[]).includes(status)) return null;
  return status;
}
