/**
 * Preview mode of the web server (`selfservice preview --country <cc>`, docs/preview.md): the
 * app's pages are drawn by the dev server from the current generated/ (`render`), for one
 * country only; the preview's routes (preview-routes.ts) and documents (preview-pages.ts) exist
 * only here. Every answer carries `X-Robots-Tag: noindex`.
 */
import type { Context, Hono } from 'hono';
import type { CountryCode } from '../../../generated/countries/index.js';
import { sessionConfig } from '../config.js';
import { isLoopbackHost } from '../security-headers.js';
import { splitCountry } from '../paths.js';
import {
  adminPagePath,
  newNonce,
  PREVIEW_MODULES,
  previewDocument,
  previewPolicy,
  withToolbar,
} from './preview-pages.js';
import { PREVIEW_PREFIX } from '../../shared/preview/preview-snapshot.js';
import { previewRoutes } from './preview-routes.js';
import type { PreviewState } from './preview-state.js';
import type { TermsSources } from './terms-sources.js';

export interface PreviewMode {
  readonly country: CountryCode;
  readonly state: PreviewState;
  readonly terms: () => Promise<TermsSources>;
  /** Draws a request of the app: a page, its data (`.data`), the route manifest (`/__manifest`). */
  readonly render: (request: Request) => Promise<Response>;
}

/** Preview mode's header and root, before the app's redirects. */
export function installPreviewBasics(app: Hono, preview: PreviewMode): void {
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
  });
  // The bare root of a preview is its country's home.
  app.get(
    '/',
    () => new Response(null, { status: 302, headers: { Location: `/${preview.country}` } }),
  );
}

/** The preview's routes, after the same-origin check (their PUTs and POSTs pass it first). */
export function installPreviewRoutes(app: Hono, preview: PreviewMode, sandboxOrigin: string): void {
  app.route(
    PREVIEW_PREFIX,
    previewRoutes({
      country: preview.country,
      state: preview.state,
      sandboxOrigin,
      terms: preview.terms,
      exchange: (c, token) => exchangeToken(app, c, token),
    }),
  );
}

/** The login of an e-mail link, made by the server itself: the browser gets the cookie only. */
function exchangeToken(app: Hono, c: Context, token: string): Promise<Response> {
  const url = new URL(c.req.url);
  return Promise.resolve(
    app.fetch(
      new Request(new URL(sessionConfig.validatePath, url), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Host: c.req.header('host') ?? url.host,
          Origin: url.origin,
        },
        body: JSON.stringify({ token }),
      }),
    ),
  );
}

const html = (body: string, status: number, policy: string, headers?: Headers): Response => {
  const answer = new Response(body, { status, headers });
  answer.headers.set('Content-Type', 'text/html; charset=utf-8');
  answer.headers.delete('Content-Length');
  answer.headers.set('Content-Security-Policy', policy);
  return answer;
};

/** Answers a page path in preview mode: the app's page, the admin page, or the country lock. */
export async function previewPage(c: Context, preview: PreviewMode): Promise<Response> {
  const url = new URL(c.req.url);
  const upgrade = !isLoopbackHost(c.req.header('host'));
  const nonce = newNonce();
  const own = (module: string, status: number) => {
    const body = previewDocument(preview.country, module, nonce);
    return html(body, status, previewPolicy(body, nonce, upgrade));
  };
  // React Router asks for the routes of a path it does not know yet (lazy route discovery).
  if (url.pathname === '/__manifest') return preview.render(c.req.raw);
  // A page's data (`/no/app.data`, `/no.data`) is locked with its page.
  const data = url.pathname.endsWith('.data');
  const { country } = splitCountry(data ? url.pathname.slice(0, -'.data'.length) : url.pathname);
  if (country === null) return c.text('Not found', 404);
  if (country !== preview.country)
    return data ? c.text('Not part of this preview', 404) : own(PREVIEW_MODULES.locked, 404);
  if (data) return preview.render(c.req.raw);
  if (url.pathname === adminPagePath(country)) return own(PREVIEW_MODULES.admin, 200);
  const answer = await preview.render(c.req.raw);
  if (!answer.headers.get('content-type')?.includes('text/html')) return answer;
  const body = withToolbar(await answer.text(), nonce);
  return html(
    body,
    answer.status,
    previewPolicy(body, nonce, upgrade),
    new Headers(answer.headers),
  );
}
