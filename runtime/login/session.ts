/**
 * The login's side of the session the web server keeps (docs/web-server.md, Session): the API
 * client through our own origin, the post-login destination, and the logged-in signal. The token
 * never reaches this code: the server keeps it in its sealed cookie and answers the validate call
 * with `{ loggedIn, country, expiresAt }`.
 */
import { createApiClient, type ApiClient } from '../../generated/api/client.js';
import { ACCESS_RULES, ROUTES } from '../../generated/routes/table.js';
import type { CountryCode } from '../../generated/countries/index.js';

/** Set when an answer said the session is over (`X-Session-Ended: timeout`). */
let sessionEnded = false;

/** Whether an answer since the page loaded said the session ended by timeout. */
export const sessionTimedOut = (): boolean => sessionEnded;

/** The generated client, same origin, noting `X-Session-Ended` on any answer. */
export function loginClient(): ApiClient {
  return createApiClient({
    baseUrl: '',
    fetch: async (input, init) => {
      const response = await fetch(input, { ...init, credentials: 'same-origin' });
      if (response.headers.get('X-Session-Ended') === 'timeout') sessionEnded = true;
      return response;
    },
  });
}

/** sessionStorage key of the path a logged-out visitor wanted (spec 6). */
export const WANTED_PATH_KEY = 'wantedPath';

/**
 * The generated validators (schema/validators.yaml), loaded when first needed: they bring zod,
 * which would more than double the login page's own chunk.
 */
export async function loadValidators() {
  const [{ validatorsByCountry }, common] = await Promise.all([
    import('../../generated/validators/index.js'),
    import('../../generated/validators/common.js'),
  ]);
  return { validatorsByCountry, common };
}

/** The generated `redirectTarget` rule: a local path of allowed characters (spec 5, 6). */
export async function isSafeTarget(value: string): Promise<boolean> {
  const { common } = await loadValidators();
  return common.redirectTarget.safeParse(value).success;
}

/** Remembers where a logged-out visitor wanted to go (only a safe local path). */
export async function rememberWantedPath(path: string): Promise<void> {
  if (!(await isSafeTarget(path))) return;
  try {
    sessionStorage.setItem(WANTED_PATH_KEY, path);
  } catch {
    // Storage off: after login the visitor lands on the overview.
  }
}

/** The remembered path if it is safe, else the country's overview; the memory is cleared. */
export async function takeDestination(country: CountryCode): Promise<string> {
  let wanted: string | null;
  try {
    wanted = sessionStorage.getItem(WANTED_PATH_KEY);
    if (ACCESS_RULES.postLoginRedirect.clearAfterUse) sessionStorage.removeItem(WANTED_PATH_KEY);
  } catch {
    wanted = null;
  }
  if (wanted !== null && (await isSafeTarget(wanted))) return wanted;
  return `/${country}/${ROUTES[ACCESS_RULES.postLoginRedirect.fallback].path}`;
}

/** The synchronous hint that somebody is logged in (may be stale; see `fetchLoggedIn`). */
export function loggedInHint(): boolean {
  return /(?:^|;\s*)__Host-logged-in=1(?:;|$)/.test(document.cookie);
}

/** GET /session: the server's word on whether somebody is logged in. */
export async function fetchLoggedIn(signal?: AbortSignal): Promise<boolean> {
  const response = await fetch('/session', {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) return false;
  const body = (await response.json()) as { loggedIn?: unknown };
  return body.loggedIn === true;
}
