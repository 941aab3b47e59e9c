/**
 * Spec 5 and country spec 2: "A logged-in user whose country differs from the current locale is
 * redirected to the locale of their country" (routes.yaml accessRules.countryMismatch): the same
 * page in their country, or their app home when that country does not have the page.
 */
import { isCountryCode, type CountryCode } from '../../../generated/countries/index.js';
import {
  ACCESS_RULES,
  ROUTES,
  matchPath,
  type RouteDefinition,
  type RouteName,
} from '../../../generated/routes/table.js';

/** The route a page path (without the country) is in `country`, if any. */
function routeIn(country: CountryCode, rest: string): RouteName | undefined {
  for (const [name, definition] of Object.entries(ROUTES) as [RouteName, RouteDefinition][]) {
    if (definition.countries.includes(country) && matchPath(name, definition.path, rest)) {
      return name;
    }
  }
  return undefined;
}

/**
 * Where a customer of `userCountry` goes from `path` (pathname, query and hash of a local path),
 * or null when the path is already theirs (or names no country). Query and hash go along when
 * the page is the same.
 */
export function pathInUserCountry(path: string, userCountry: CountryCode): string | null {
  const url = new URL(path, 'http://site.invalid');
  const [first = '', ...rest] = url.pathname.split('/').filter(Boolean);
  if (!isCountryCode(first) || first === userCountry) return null;
  const page = rest.join('/');
  const current = routeIn(first, page);
  const countries: readonly CountryCode[] = current === undefined ? [] : ROUTES[current].countries;
  if (countries.includes(userCountry)) {
    return `/${userCountry}${page ? `/${page}` : ''}${url.search}${url.hash}`;
  }
  return `/${userCountry}/${ROUTES[ACCESS_RULES.countryMismatch.fallback].path}`;
}
