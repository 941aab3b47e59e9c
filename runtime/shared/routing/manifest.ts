/**
 * The browser's router knows one country's routes. React Router makes its router from the
 * build's manifest (window.__reactRouterManifest), which lists every route of every country, four
 * times the routes a visit can reach; it flattens and ranks all of them each time it matches a
 * path (on hydration, twice, and on every navigation), the largest piece of the work a phone does
 * before the page answers (Lighthouse: total blocking time). Moving to another country is a full
 * page load (country selector, login in the customer's own country), so before the router is
 * made the other countries' routes are taken out of the manifest. A built page loads its
 * country's part of the manifest only (routing/manifest-module.ts), so there this finds nothing
 * more to take out; the development server still gives the whole manifest. Should a link lead
 * into another country all the same, no route matches it: the error boundary loads it as a
 * document (`leavesRoutedCountry`) instead of drawing a 404.
 */
import { isCountryCode, type CountryCode } from '../../../generated/countries/index.js';
import { countryRouteIds } from './manifest-module.js';

/** The country whose routes the router has; null when it has them all (no country in the path). */
let routedCountry: CountryCode | null = null;

interface FrameworkGlobals {
  __reactRouterManifest?: { routes: Record<string, unknown> };
}

/** In the browser, before the router is made (entry.client.tsx). */
export function keepCountryRoutes(pathname: string): void {
  const country = pathname.split('/')[1];
  const manifest = (window as unknown as FrameworkGlobals).__reactRouterManifest;
  if (!manifest || !isCountryCode(country)) return;
  const keep = new Set(countryRouteIds(Object.keys(manifest.routes), country));
  for (const id of Object.keys(manifest.routes)) if (!keep.has(id)) delete manifest.routes[id];
  routedCountry = country;
}

/** Whether a path belongs to a country whose routes the router does not have. */
export function leavesRoutedCountry(pathname: string): boolean {
  if (routedCountry === null) return false;
  const country = pathname.split('/')[1];
  return isCountryCode(country) && country !== routedCountry;
}
