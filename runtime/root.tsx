import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { countryLocale } from '../generated/countries/index.js';
import { ownBrandName } from '../generated/own-brand.js';
import { countryOfPath } from './shared/routing/route-of-path.js';
import './shared/styles/global.css';

// Every route's errors, drawn in the error layout's frame.
export { ErrorBoundary } from './shared/errors/boundary.js';

/** The document around every page: its language is the country's, from the path. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const lang = countryLocale[countryOfPath(pathname)];
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Light and dark themes (global.css): the browser draws its own parts to match. */}
        <meta name="color-scheme" content="light dark" />
        {/* runtime/static: the SVG for browsers that take one, the .ico for the rest. */}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}

/**
 * What the SPA fallback (every page that is not prerendered: the logged-in area, the preview)
 * shows until the app has started: one page for all countries, so it carries no words, only the
 * header's bar with the brand's name where every layout draws it. A phone then draws the site's
 * frame as soon as the stylesheet is in, not a blank screen until the page's data has come
 * (Lighthouse: first contentful paint); the app's own header replaces it, so nothing moves.
 */
export function HydrateFallback() {
  return (
    <div className="app-starting" aria-busy="true">
      <div className="shell-header">
        <span className="shell-logo">
          <span className="shell-logo-mark">{ownBrandName}</span>
        </span>
      </div>
    </div>
  );
}
