/**
 * Where the browser is sent: links into the app, and to the sandbox's own pages.
 *
 * The browser reaches the app at the web server (which proxies `/service/*`, `/download/*` and
 * `/oidc/*` to the sandbox) and the sandbox-only pages (`/sandbox/pay`, `/sandbox/bankid`,
 * `/sandbox/eid`) at the sandbox's own address, which the web server does not proxy. So:
 * - a link back into the app (bank link, income verification, "Back to the app" on the pay page,
 *   the e-ID broker's callback) is the app's origin plus a local return path;
 * - a link to a sandbox page (a payment session's redirectUrl) is the sandbox's own origin.
 *
 * The app's origin comes from the contract's `X-Source-Host` header (the web server sends the
 * host it runs on when run locally) when it is allowed, else from the configured APP_ORIGIN, else
 * it is the sandbox's own address (the app served there, or nobody knows better). Allowed hosts
 * are strict, so no request can send a customer to another site (an open redirect): exactly the
 * configured APP_ORIGIN's host when there is one, else localhost or 127.0.0.1 with a port (then
 * http). The web server names its configured origin here, never the Host a browser sent.
 */

import { sandboxConfig } from '../config.js';

/**
 * The contract's local return path (api.yaml returnPath, redirectTo): one leading slash only, no
 * backslash (browsers read `/\host` as `//host`) and no `//` anywhere: `//host` leaves the site,
 * and so does `/..//host` once a browser has resolved the dot segment.
 */
export const localPathPattern = /^\/(?!.*\/\/)([A-Za-z0-9_#?=&.-][A-Za-z0-9/_#?=&.-]*)?$/;

/** api.yaml components.parameters.SourceHost: a host with an optional port. */
const sourceHostPattern = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;
const loopbackHosts: ReadonlySet<string> = new Set(['localhost', '127.0.0.1']);

/**
 * APP_ORIGIN as configured: an http(s) origin (no path, query or credentials), or null when
 * unset. Throws on anything else, so a typo stops the sandbox instead of linking anywhere.
 */
export function parseAppOrigin(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  const refuse = () =>
    new Error(
      `APP_ORIGIN must be the app's origin, such as http://127.0.0.1:3000 (not ${JSON.stringify(value)})`,
    );
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw refuse();
  }
  const bare =
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '';
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) throw refuse();
  return url.origin;
}

/** The app's origin an X-Source-Host names, when it is allowed; null otherwise. */
export function originFromSourceHost(
  header: string | null,
  configured: string | null,
): string | null {
  if (header === null) return null;
  const host = header.trim().toLowerCase();
  if (!sourceHostPattern.test(host)) return null;
  // A configured origin is the only one: the header may name it, and nothing else.
  if (configured !== null) return new URL(configured).host === host ? configured : null;
  const [name = '', port] = host.split(':');
  if (!loopbackHosts.has(name) || port === undefined) return null;
  const number = Number(port);
  if (!Number.isInteger(number) || number < 1 || number > 65535) return null;
  return `http://${name}:${number}`;
}

export interface Links {
  /** The origin the browser reaches the app at. */
  readonly app: string;
  /** Where `app` came from: the request's X-Source-Host, APP_ORIGIN, or the sandbox itself. */
  readonly appFrom: 'header' | 'config' | 'sandbox';
  /** The origin the browser reaches the sandbox's own pages at. */
  readonly sandbox: string;
  /**
   * The app's public origin for links in mails: APP_ORIGIN, else the default of sandbox/config.ts.
   * Never taken from the request (Host, X-Source-Host): a mail is opened later, in a mail program.
   */
  readonly mail: string;
}

export function linksFor(request: Request, configured: string | null): Links {
  const sandbox = new URL(request.url).origin;
  const mail = configured ?? sandboxConfig.defaultAppOrigin;
  const fromHeader = originFromSourceHost(request.headers.get('x-source-host'), configured);
  if (fromHeader !== null) return { app: fromHeader, appFrom: 'header', sandbox, mail };
  if (configured !== null) return { app: configured, appFrom: 'config', sandbox, mail };
  return { app: sandbox, appFrom: 'sandbox', sandbox, mail };
}

/**
 * An absolute URL into the app: the origin and a local path joined as text, so the path can never
 * name another host. A path that is not local (the contract refuses those before any handler
 * runs; stored ones are checked again) becomes the app's root.
 */
export function appUrl(origin: string, path: string): URL {
  return new URL(`${origin}${localPath(path)}`);
}

/** The path when it is a local path of the allowed characters, else the root `/`. */
export const localPath = (path: string): string => (localPathPattern.test(path) ? path : '/');
