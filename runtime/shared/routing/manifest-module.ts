/**
 * React Router's route manifest as the build writes it: one module, `assets/manifest-<version>.js`
 * (`window.__reactRouterManifest={...}`), which every page imports before it hydrates, listing
 * every route of every country. The browser's router only ever has one country's routes
 * (routing/manifest.ts: moving to another country is a full page load), so the build also
 * writes each country's part of it, `assets/manifest-<version>-<cc>.js`, and the pages of a
 * country load that one instead: react-router.config.ts for the prerendered pages, the web
 * server for the SPA fallback it answers a country's other pages with (server/spa-fallback.ts).
 * docs/decisions/0012-a-route-manifest-per-country.md gives the figures.
 *
 * Pure: read by the build, the web server and, for `countryRouteIds`, the browser.
 */
import { countryCodes, type CountryCode } from '../../../generated/countries/index.js';
import type { ManifestRoute } from './route-assets.js';

/** The routes of the manifest a page of `country` needs: the root and that country's (`…__cc`). */
export function countryRouteIds(ids: readonly string[], country: CountryCode): string[] {
  return ids.filter((id) => id === 'root' || id.endsWith(`__${country}`));
}

/** React Router's manifest object, as far as these modules read it. */
export interface RouterManifest {
  routes?: Record<string, ManifestRoute | undefined>;
  url?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const prefix = 'window.__reactRouterManifest';

/** The manifest object of a manifest module's source, or null when it is none. */
export function parseRouterManifest(source: string): RouterManifest | null {
  const at = source.indexOf('=');
  if (!source.trimStart().startsWith(prefix) || at < 0) return null;
  try {
    const parsed: unknown = JSON.parse(
      source
        .slice(at + 1)
        .trim()
        .replace(/;$/, ''),
    );
    return isObject(parsed) ? (parsed as RouterManifest) : null;
  } catch {
    return null;
  }
}

/** The manifest module a built HTML file loads (`/assets/manifest-<version>.js`). */
export const manifestHrefIn = (html: string): string | null =>
  /["'](\/assets\/manifest-[\w-]+\.js)["']/.exec(html)?.[1] ?? null;

/** Where a country's part of the manifest module at `href` is. */
export const countryManifestHref = (href: string, country: CountryCode): string =>
  href.replace(/\.js$/, `-${country}.js`);

/** Whether a manifest module's file name is a country's part (`manifest-<version>-se.js`). */
export const isCountryManifest = (name: string): boolean =>
  countryCodes.some((country) => name.endsWith(`-${country}.js`));

/**
 * The source of a country's part of the manifest module `source` (at `href`): the same module,
 * its routes the root's and the country's, its `url` its own. Null when `source` is no manifest.
 */
export function countryManifestSource(
  source: string,
  href: string,
  country: CountryCode,
): string | null {
  const manifest = parseRouterManifest(source);
  if (!manifest?.routes) return null;
  const routes = manifest.routes;
  const kept = countryRouteIds(Object.keys(routes), country).map((id) => [id, routes[id]]);
  const part = {
    ...manifest,
    routes: Object.fromEntries(kept),
    url: countryManifestHref(href, country),
  };
  return `${prefix}=${JSON.stringify(part)};`;
}

/** An HTML page of `country` loading the country's part of the manifest module at `href`. */
export const withCountryManifest = (html: string, href: string, country: CountryCode): string =>
  html.replaceAll(href, countryManifestHref(href, country));
