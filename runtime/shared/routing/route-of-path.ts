/**
 * What a path names: its country and its route, by the route table's own matcher
 * (generated/routes/table.ts `matchPath`, which checks each param's rule), in the table's order.
 */
import {
  defaultCountry,
  isCountryCode,
  type CountryCode,
} from '../../../generated/countries/index.js';
import { matchPath, ROUTES, type RouteName } from '../../../generated/routes/table.js';
import { routePattern } from './href.js';

/** The country a path belongs to: its first segment when that is a country, else the default. */
export function countryOfPath(pathname: string): CountryCode {
  const first = pathname.split('/')[1];
  return isCountryCode(first) ? first : defaultCountry;
}

const routeNames = Object.keys(ROUTES) as RouteName[];

export interface PathRoute {
  readonly country: CountryCode;
  readonly name: RouteName;
  readonly params: Readonly<Record<string, string>>;
}

/** The route of its country a path names, with its params; null when no route accepts it. */
export function matchRoute(pathname: string): PathRoute | null {
  const country = pathname.split('/').find(Boolean);
  if (!isCountryCode(country)) return null;
  for (const name of routeNames) {
    if (!(ROUTES[name].countries as readonly string[]).includes(country)) continue;
    const params = matchPath(name, routePattern(country, name), pathname);
    if (params) return { country, name, params };
  }
  return null;
}

/** The route a path names, or null when none accepts it. */
export const routeOfPath = (pathname: string): RouteName | null =>
  matchRoute(pathname)?.name ?? null;
