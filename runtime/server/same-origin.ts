/**
 * Cross-site request forgery: the session cookie authenticates proxied calls, so a call that can
 * change something (any method but GET, HEAD and OPTIONS) must come from a page of this site.
 * Browsers say where a request comes from in headers page JavaScript cannot set: `Origin` (sent
 * on every such request, same-origin included) and `Sec-Fetch-Site`. Both must agree with this
 * site when present, and at least one must be present; a client that sends neither is refused.
 * It also guards the login itself: another site cannot log a visitor in as somebody else.
 */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const needsSameOrigin = (method: string): boolean => !safeMethods.has(method.toUpperCase());

export interface RequestOrigin {
  /** The request's Host header (host and port): the site as the browser addressed it. */
  host: string | undefined;
  origin?: string | undefined;
  secFetchSite?: string | undefined;
}

/**
 * Whether a request comes from this site. `allowedOrigins` are further exact origins of this
 * site (APP_ORIGIN, behind a proxy that rewrites Host).
 */
export function isSameOrigin(request: RequestOrigin, allowedOrigins: readonly string[] = []) {
  const { host, origin, secFetchSite } = request;
  if (origin === undefined && secFetchSite === undefined) return false;
  if (secFetchSite !== undefined && secFetchSite !== 'same-origin') return false;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // `null` (sandboxed frames, some redirects) and anything malformed.
  }
  // The scheme is not compared: behind a TLS-terminating proxy this server sees http while the
  // browser says https; the host and port are what tell sites apart.
  const schemeOk = url.protocol === 'https:' || url.protocol === 'http:';
  return schemeOk && url.origin === origin && url.host === host?.toLowerCase();
}
