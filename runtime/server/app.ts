/**
 * The web server (DESIGN decision 3, issue 4): serves the build (prerendered pages per country,
 * the SPA fallback, hashed assets), applies the spec's server rules (redirects, locale cookie,
 * `<page>/script`, headers) and proxies the provider API as a backend-for-frontend.
 * `listen.ts` puts it on a port; `main.ts` is the command.
 */
import { Hono, type Context } from 'hono';
import type { CountryCode } from '../../generated/countries/index.js';
import { manifestHrefIn } from '../shared/routing/manifest-module.js';
import { loadChunkIndex, type ChunkIndex } from './build-manifest.js';
import { rateLimitConfig, serverConfig, sessionConfig } from './config.js';
import { createCookieSession, sessionKeysFromEnv } from './cookie-session.js';
import { localeCookie, localeCookieCountry } from './locale-cookie.js';
import { companionOf, failsParamRules, redirectFor, routeOf, splitCountry } from './paths.js';
import { problemResponse } from './problem.js';
import { urlOf } from './request-url.js';
import { proxyHandler } from './proxy.js';
import { RateLimiter, type RateLimits } from './rate-limit.js';
import { inLoggedInArea, notFoundFile } from '../shared/routing/unknown-path.js';
import { isSameOrigin, needsSameOrigin } from './same-origin.js';
import { applySecurityHeaders } from './security-headers.js';
import { immutable, sendFile } from './send-file.js';
import type { SessionHook } from './session.js';
import { firstDrawReads, spaFallbackHtml } from './spa-fallback.js';
import { derivedFile, staticFiles, type StaticFile } from './static-files.js';
import {
  isContainerId,
  TAG_MANAGER_ORIGIN,
  TAG_MANAGER_PATH,
} from '../shared/tracking/tag-manager.js';
import { IMAGE_SERVICE_PATH, imageServiceOrigin } from '../shared/domain/image-service.js';
import {
  installPreviewBasics,
  installPreviewRoutes,
  previewPage,
  type PreviewMode,
} from './preview/preview-mode.js';
import { PREVIEW_PREFIX } from '../shared/preview/preview-snapshot.js';

export interface WebAppOptions {
  /** The client build: build/client. */
  buildDir: string;
  /** Where the provider API answers (the sandbox by default). */
  apiOrigin: string;
  /**
   * Where product images are served (IMAGE_ORIGIN; rules/image-service.ts): an http(s) origin.
   * Unset: the API's origin, since the sandbox serves the image service too.
   */
  imageOrigin?: string;
  /**
   * Run on a developer's machine: the provider is told the app's public host (X-Source-Host), the
   * one of `appOrigin`, else of `listeningOrigin`; never the Host a request names.
   */
  local?: boolean;
  /** The facade toggle for every proxied call (X-Facade: true). */
  facade?: boolean;
  /**
   * The login session. Unset: the sealed cookie session (`cookie-session.ts`) with its keys from
   * SESSION_SECRET (a random one outside production); null: none, every call goes anonymously.
   */
  session?: SessionHook | null;
  /**
   * This site's public origin (`https://example.com`), when a proxy in front rewrites the Host
   * header; the same-origin check accepts it besides the Host the request names.
   */
  appOrigin?: string;
  /**
   * The address the server listens on, once it does (`startWebServer` sets it): the app's public
   * origin when `appOrigin` is unset.
   */
  listeningOrigin?: () => string | null;
  /**
   * Limits on login starts and money-moving calls per client and customer (rate-limit.ts):
   * `rateLimitConfig` unless given; null: none.
   */
  rateLimits?: RateLimits | null;
  /** The clock the rate limits count windows by (tests move it instead of waiting). */
  now?: () => number;
  maxRequestBytes?: number;
  upstreamTimeoutMs?: number;
  /**
   * The Tag Manager container (`GTM-...`) pages load after consent, or none: its origin is then
   * allowed in the pages' script-src and `GET /tag-manager` names it (tracking/tag-manager.ts).
   */
  tagManagerId?: string;
  /**
   * Preview mode (`selfservice preview`, preview/preview-mode.ts): pages drawn by the dev server
   * for one country, with the admin toolbar and page. Unset (every production start): none of
   * it, and /__preview answers 404.
   */
  preview?: PreviewMode;
}

const notFound = (c: Context) => c.text('Not found', 404);

const isProxied = (pathname: string): boolean =>
  serverConfig.proxiedPrefixes.some((prefix) => pathname.startsWith(prefix));

/** The decoded relative file path of a URL path, or null for a malformed escape. */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** The session the options ask for: the cookie session unless one is given (or null). */
function sessionOf(options: WebAppOptions): SessionHook | undefined {
  if (options.session === null) return undefined;
  return options.session ?? createCookieSession(sessionKeysFromEnv());
}

/** The configured container, checked: a malformed id is a refusal to start, not a silent none. */
function tagManagerOf(options: WebAppOptions): string | null {
  const id = options.tagManagerId;
  if (id === undefined || id === '') return null;
  if (!isContainerId(id))
    throw new Error(`TAG_MANAGER_ID must be a Tag Manager container id (GTM-XXXXXX), not ${id}`);
  return id;
}

/** The configured image service's origin, checked: a malformed one is a refusal to start. */
function imageOriginOf(options: WebAppOptions): string {
  const value = options.imageOrigin || options.apiOrigin;
  const origin = imageServiceOrigin(value);
  if (!origin) throw new Error(`IMAGE_ORIGIN must be an http(s) origin, not ${value}`);
  return origin;
}

export function createWebApp(options: WebAppOptions): Hono {
  const tagManager = tagManagerOf(options);
  // Pages may load scripts from the container's origin only when a container is set.
  const scriptOrigins = tagManager ? [TAG_MANAGER_ORIGIN] : [];
  // Pages may load images from the image service's origin, and no other.
  const imageOrigin = imageOriginOf(options);
  const imageOrigins = [imageOrigin];
  const files = staticFiles(options.buildDir);
  const session = sessionOf(options);
  const allowedOrigins = options.appOrigin ? [new URL(options.appOrigin).origin] : [];
  const configuredOrigin = allowedOrigins[0] ?? null;
  const publicOrigin = () => configuredOrigin ?? options.listeningOrigin?.() ?? null;
  const app = new Hono();

  // The SPA fallback names the build's manifest module; a rebuild changes both, so the chunk
  // index is kept per manifest.
  let chunks: { href: string | null; index: Promise<ChunkIndex> } | null = null;
  const chunkIndex = async (): Promise<ChunkIndex> => {
    const fallback = await files.get('index.html');
    const href = fallback ? manifestHrefIn(fallback.body.toString('utf8')) : null;
    if (!chunks || chunks.href !== href) {
      chunks = { href, index: loadChunkIndex(files.root, href) };
    }
    return chunks.index;
  };

  // The fallback as each page gets it (spa-fallback.ts), made once per build, country and route:
  // its compressed forms are then made once too.
  const fallbacks = new Map<string, StaticFile>();
  const spaFallback = async (
    country: CountryCode,
    rest: string,
    cookie: string | undefined,
  ): Promise<StaticFile | null> => {
    const base = await files.get('index.html');
    if (!base) return null;
    const route = routeOf(country, rest) ?? null;
    const reads = firstDrawReads(country, route, cookie);
    const key = `${base.etag}|${country}|${route ?? ''}|${reads.join(' ')}`;
    let page = fallbacks.get(key);
    if (!page) {
      const html = spaFallbackHtml(
        base.body.toString('utf8'),
        country,
        route,
        await chunkIndex(),
        reads,
      );
      page = derivedFile(base.path, Buffer.from(html, 'utf8'));
      // A rebuild makes new keys; the old build's pages go.
      for (const old of fallbacks.keys())
        if (!old.startsWith(`${base.etag}|`)) fallbacks.delete(old);
      fallbacks.set(key, page);
    }
    return page;
  };

  app.use('*', async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers, c.req.header('host'));
  });

  app.onError((error, c) => {
    console.error(error);
    return problemResponse(500, 'Internal Server Error', 'Something went wrong.', c.req.path);
  });

  if (options.preview) installPreviewBasics(app, options.preview);

  // Redirects come before anything is served (core §2, §5, §7).
  app.use('*', async (c, next) => {
    const method = c.req.method;
    const url = urlOf(c);
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      isProxied(url.pathname) ||
      url.pathname === sessionConfig.statePath ||
      url.pathname.startsWith(`${PREVIEW_PREFIX}/`) ||
      url.pathname === TAG_MANAGER_PATH ||
      url.pathname === IMAGE_SERVICE_PATH
    ) {
      return next();
    }
    const redirect = redirectFor(url.pathname, url.search, localeCookieCountry(c));
    if (!redirect) return next();
    return new Response(null, {
      status: redirect.status,
      headers: { Location: redirect.location },
    });
  });

  // The Tag Manager container pages load once the visitor consents, or none.
  app.get(TAG_MANAGER_PATH, (c) => c.json({ id: tagManager }));

  // The image service the pages load product images from (and that their img-src allows).
  app.get(IMAGE_SERVICE_PATH, (c) => c.json({ origin: imageOrigin }));

  // The harmless login signal: `{ loggedIn, country, expiresAt }`, never the token.
  const state = session?.state?.bind(session);
  if (state) app.get(sessionConfig.statePath, (c) => state(c));

  // Cross-site request forgery: calls that change something come from this site's pages only.
  app.use('*', async (c, next) => {
    const pathname = urlOf(c).pathname;
    const guarded = isProxied(pathname) || pathname.startsWith(`${PREVIEW_PREFIX}/`);
    if (!needsSameOrigin(c.req.method) || !guarded) return next();
    const request = {
      host: c.req.header('host'),
      origin: c.req.header('origin'),
      secFetchSite: c.req.header('sec-fetch-site'),
    };
    if (isSameOrigin(request, allowedOrigins)) return next();
    return problemResponse(
      403,
      'Forbidden',
      'Calls that change something must come from this site.',
      urlOf(c).pathname,
    );
  });

  if (options.preview) installPreviewRoutes(app, options.preview, options.apiOrigin);

  const proxy = proxyHandler({
    apiOrigin: options.apiOrigin,
    local: options.local ?? false,
    publicOrigin,
    facade: options.facade ?? false,
    session,
    limiter:
      options.rateLimits === null
        ? undefined
        : new RateLimiter(options.rateLimits ?? rateLimitConfig, options.now),
    maxRequestBytes: options.maxRequestBytes,
    timeoutMs: options.upstreamTimeoutMs,
  });
  for (const prefix of serverConfig.proxiedPrefixes) app.all(`${prefix}*`, proxy);

  const preview = options.preview;
  if (preview) {
    app.get('*', (c) => previewPage(c, preview));
    return app;
  }

  app.get('/assets/*', async (c) => {
    const relative = decodedPath(urlOf(c).pathname.slice(1));
    const file = relative === null ? null : await files.get(relative);
    return file ? sendFile(c, file, { cacheControl: immutable }) : notFound(c);
  });

  app.get('*', async (c) => {
    const pathname = urlOf(c).pathname;
    const relative = decodedPath(pathname.slice(1));
    if (relative === null) return notFound(c);

    // Prerendered loader data for client navigations, and any other file of the build.
    if (relative.endsWith('.data')) {
      const data = await files.get(relative);
      return data ? sendFile(c, data) : notFound(c);
    }

    const { country, rest } = splitCountry(pathname);
    if (country === null) {
      const file = await files.get(relative);
      return file ? sendFile(c, file, { scriptOrigins, imageOrigins }) : notFound(c);
    }

    // Core §2: every page has a companion `<page>/script` leading to its code chunk.
    const companion = companionOf(pathname);
    if (companion?.suffix === 'script') {
      const page = splitCountry(companion.page);
      const route = page.country ? routeOf(page.country, page.rest) : undefined;
      const chunk =
        route && page.country ? (await chunkIndex()).chunkOf(route, page.country) : null;
      if (chunk) return new Response(null, { status: 302, headers: { Location: chunk } });
      return notFound(c);
    }

    const decodedRest = decodedPath(rest);
    const headers = cookieFor(c, country);
    const prerendered =
      decodedRest === null ? null : await files.get(`${country}/${decodedRest}/index.html`);
    if (prerendered) return sendFile(c, prerendered, { headers, scriptOrigins, imageOrigins });

    // A public path no route of the country has (`/dk/private-loan`) is a 404 with the country's
    // prerendered not-found page: nothing to log in for. In the logged-in area the app decides
    // (login first for a visitor, spec 6; docs/decisions/0008-unknown-paths.md).
    const failsRules = failsParamRules(country, rest);
    const publicUnknown =
      !failsRules && routeOf(country, rest) === undefined && !inLoggedInArea(rest);
    if (publicUnknown) {
      const page = await files.get(notFoundFile(country));
      if (page) return sendFile(c, page, { status: 404, headers, scriptOrigins, imageOrigins });
    }
    const page = await spaFallback(country, rest, c.req.header('cookie'));
    if (!page) return notFound(c);
    // A parameter failing its rule (an unknown brand in an invoice URL) is a 404 here already;
    // the app shell comes with it and draws the not-found page in the country's language.
    const status = failsRules || publicUnknown ? 404 : 200;
    return sendFile(c, page, { status, headers, scriptOrigins, imageOrigins });
  });

  return app;
}

/** Opening the site under a country stores it in the locale cookie, unless it already is. */
function cookieFor(c: Context, country: CountryCode): Record<string, string> {
  return localeCookieCountry(c) === country ? {} : { 'Set-Cookie': localeCookie(country) };
}
