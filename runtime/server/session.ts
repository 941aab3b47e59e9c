/**
 * The seam where the session plugs into the proxy. The server itself keeps no state: the session
 * (the provider's bearer token and the customer's civic number) lives in a sealed `__Host-`
 * HttpOnly SameSite cookie (DESIGN decision 3), opened by the hook on each proxied call;
 * `cookie-session.ts` is the hook `createWebApp` uses unless told otherwise. Without a hook every
 * call goes to the provider anonymously.
 */
import type { Context } from 'hono';

export interface BearerCredentials {
  /** The provider's session token, sent as `Authorization: Bearer <token>`. */
  token: string;
  /** The customer's civic number, sent as X-User (api.yaml UserHeader). */
  user?: string;
}

/**
 * A call of the hook's own to the provider, with the same headers the proxy would send for this
 * browser request but the given credentials instead of the cookie's (the customer info right
 * after login, the logout of a replaced session). Rejects when the provider cannot be reached.
 */
export type ProviderCall = (
  path: string,
  init: { method?: string; credentials: BearerCredentials | null },
) => Promise<Response>;

export interface SessionHook {
  /** This browser's session, or null when nobody is logged in. */
  bearerFor(c: Context): Promise<BearerCredentials | null>;
  /**
   * Sees every proxied answer before the browser does (also the proxy's own 504 when the
   * provider is unreachable), and may replace it: the cookie session takes the token out of
   * validateToken's answer into its cookie, and clears the cookie on a 401. `path` is the proxied
   * path (`sessionConfig.validatePath` for validateToken).
   */
  onAnswer?(c: Context, path: string, answer: Response, provider: ProviderCall): Promise<Response>;
  /** Answers GET of the session's own signal endpoint (`sessionConfig.statePath`), if it has one. */
  state?(c: Context): Promise<Response>;
}
