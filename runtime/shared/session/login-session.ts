/**
 * The login's side of the session the web server keeps (docs/web-server.md, Session): the API
 * transport through our own origin and the calls the login screen makes, the post-login destination, and the logged-in signal. The token
 * never reaches this code: the server keeps it in its sealed cookie and answers the validate call
 * with `{ loggedIn, country, expiresAt }`.
 */
import { createTransport, type Transport } from '../../../generated/api/transport.js';
import { ERROR_SITUATIONS } from '../../../generated/routes/situations.js';
import { ACCESS_RULES } from '../../../generated/routes/table.js';
import type { CountryCode } from '../../../generated/countries/index.js';
import { href } from '../routing/href.js';
import { clientLog } from '../tracking/client-log.js';
import { ENDED_HEADER, fetchSessionState } from '../api/session-signal.js';

export { loggedInHint } from '../api/session-signal.js';
// The login screen's calls come with this module, which it loads once the page is drawn: in its
// own chunk they would be part of the login page's first load.
export { authenticateCriiptoDemo } from '../../../generated/api/calls/authenticateCriiptoDemo.js';
export { getCustomerInfo } from '../../../generated/api/calls/getCustomerInfo.js';
export { sendEmailLink } from '../../../generated/api/calls/sendEmailLink.js';
export { validateToken } from '../../../generated/api/calls/validateToken.js';

/** Set when an answer said the session is over (`X-Session-Ended: timeout`). */
let sessionEnded = false;

/** Whether an answer since the page loaded said the session ended by timeout. */
export const sessionTimedOut = (): boolean => sessionEnded;

/**
 * The transport of the login's calls, same origin, noting `X-Session-Ended` on any answer. The
 * login's calls are its own: a 401 of validateToken is about the one-time token, not about a
 * session, so they do not go through `serviceFetch`'s session-loss watch.
 */
export const loginTransport: Transport = createTransport({
  baseUrl: '',
  fetch: async (input, init) => {
    const response = await fetch(input, { ...init, credentials: 'same-origin' });
    if (response.headers.get(ENDED_HEADER) === 'timeout') sessionEnded = true;
    return response;
  },
});

/** sessionStorage key of the path a logged-out visitor wanted (spec 6). */
export const WANTED_PATH_KEY = 'wantedPath';

/**
 * The generated validators (schema/validators.yaml), loaded when first needed: they bring zod,
 * which would more than double the login page's own chunk.
 */
export async function loadValidators() {
  const [{ validatorsByCountry }, common] = await Promise.all([
    import('../../../generated/validators/index.js'),
    import('../../../generated/validators/common.js'),
  ]);
  return { validatorsByCountry, common };
}

/** The generated `redirectTarget` rule: a local path of allowed characters (spec 5, 6). */
export async function isSafeTarget(value: string): Promise<boolean> {
  const { common } = await loadValidators();
  return common.redirectTarget.safeParse(value).success;
}

/** Spec 8 "Invalid deep link": logged (never the path itself: it may carry anything). */
export function logInvalidDeepLink(where: string): void {
  const { log } = ERROR_SITUATIONS.invalidDeepLink;
  clientLog(log.level, log.message, { where });
}

/**
 * Remembers where a logged-out visitor wanted to go, only a safe local path; anything else is an
 * invalid deep link, logged and forgotten (the visitor still goes to login).
 */
export async function rememberWantedPath(path: string): Promise<boolean> {
  if (!(await isSafeTarget(path))) {
    logInvalidDeepLink('remember');
    return false;
  }
  try {
    sessionStorage.setItem(WANTED_PATH_KEY, path);
    return true;
  } catch {
    // Storage off: after login the visitor lands on the overview.
    return false;
  }
}

/** The remembered path if there is one and it is safe, without using it up. */
export async function peekWantedPath(): Promise<string | null> {
  let wanted: string | null;
  try {
    wanted = sessionStorage.getItem(WANTED_PATH_KEY);
  } catch {
    return null;
  }
  return wanted !== null && (await isSafeTarget(wanted)) ? wanted : null;
}

/**
 * Spec 6: the remembered path if it is safe, else the country's overview (home in the current
 * locale); the memory is cleared either way.
 */
export async function takeDestination(country: CountryCode): Promise<string> {
  let wanted: string | null;
  try {
    wanted = sessionStorage.getItem(WANTED_PATH_KEY);
    if (ACCESS_RULES.postLoginRedirect.clearAfterUse) sessionStorage.removeItem(WANTED_PATH_KEY);
  } catch {
    wanted = null;
  }
  if (wanted !== null) {
    if (await isSafeTarget(wanted)) return wanted;
    logInvalidDeepLink('destination');
  }
  return href(country, ACCESS_RULES.postLoginRedirect.fallback);
}

/** GET /session: the server's word on whether somebody is logged in. */
export async function fetchLoggedIn(signal?: AbortSignal): Promise<boolean> {
  return (await fetchSessionState(signal)).loggedIn;
}
