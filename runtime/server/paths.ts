/**
 * Pure path logic of the server rules (core §2, §5, §7): which country and route a path is, and
 * where a path must be redirected before anything is served.
 */
import { brandSlugs } from '../../generated/brands.js';
import {
  countryCodes,
  defaultCountry,
  isCountryCode,
  type CountryCode,
} from '../../generated/countries/index.js';
import {
  COMPANION_SUFFIXES,
  REDIRECTS,
  ROUTES,
  matchPath,
  type RouteDefinition,
  type RouteName,
} from '../../generated/routes/table.js';

export interface Redirect {
  status: 301 | 302;
  location: string;
}

/**
 * A Location that stays on this site: one leading slash, never `//` or `/\` (which a browser
 * reads as another host), and no raw backslash anywhere.
 */
export function sameSiteLocation(path: string): string {
  const single = `/${path.replace(/\\/g, '%5C').replace(/^\/+/, '')}`;
  return single.replace(/\/{2,}/g, '/');
}

/** The path's segments, still percent-encoded; empty segments dropped. */
const segmentsOf = (pathname: string): string[] => pathname.split('/').filter(Boolean);

/** The country a path starts with, and the page path after it (no leading slash). */
export function splitCountry(pathname: string): { country: CountryCode | null; rest: string } {
  const [first, ...rest] = segmentsOf(pathname);
  return isCountryCode(first)
    ? { country: first, rest: rest.join('/') }
    : { country: null, rest: segmentsOf(pathname).join('/') };
}

/** The route a page path (without country) is in a country, if any. */
export function routeOf(country: CountryCode, rest: string): RouteName | undefined {
  for (const [name, definition] of Object.entries(ROUTES) as [RouteName, RouteDefinition][]) {
    if (!definition.countries.includes(country)) continue;
    if (matchPath(name, definition.path, rest) !== undefined) return name;
  }
  return undefined;
}

/**
 * Whether a page path matches a route's shape, whatever its parameters are: the literal
 * segments in place, one segment per parameter, optional ones taken or left out.
 */
function hasShape(pattern: string, rest: string): boolean {
  const want = segmentsOf(pattern);
  const got = segmentsOf(rest);
  const walk = (i: number, j: number): boolean => {
    const segment = want[i];
    if (segment === undefined) return j === got.length;
    if (!segment.startsWith(':')) return got[j] === segment && walk(i + 1, j + 1);
    const taken = j < got.length && walk(i + 1, j + 1);
    return taken || (segment.endsWith('?') && walk(i + 1, j));
  };
  return walk(0, 0);
}

/**
 * Spec 8 (a route validation failure is a 404) where the server can tell: the page path has the
 * shape of a route of the country, but no route accepts its parameters (a brand that is none, an
 * invoice type or date that is not one; generated/routes/table.ts PARAM_RULES). A path no route
 * has the shape of is not one: the app decides (login for a visitor, spec 6).
 */
export function failsParamRules(country: CountryCode, rest: string): boolean {
  if (routeOf(country, rest) !== undefined) return false;
  return (Object.values(ROUTES) as RouteDefinition[]).some(
    (definition) => definition.countries.includes(country) && hasShape(definition.path, rest),
  );
}

/** The page path of a companion path (`<page>/script`), or null when it is not one. */
export function companionOf(pathname: string): { page: string; suffix: string } | null {
  for (const suffix of COMPANION_SUFFIXES) {
    const end = `/${suffix}`;
    if (pathname.endsWith(end)) return { page: pathname.slice(0, -end.length) || '/', suffix };
  }
  return null;
}

const suffixRule = REDIRECTS.find((r) => r.kind === 'brandCountrySuffix');
const brandWithSuffix = new RegExp(`^(${brandSlugs.join('|')})(${countryCodes.join('|')})$`);

/**
 * Core §7: an invoice or purchase URL whose brand carries a country suffix (`fjallmodese`) is
 * the same URL without the suffix. Returns the corrected path, or null.
 */
export function stripBrandSuffix(pathname: string): string | null {
  if (!suffixRule) return null;
  const segments = segmentsOf(pathname);
  const offset = isCountryCode(segments[0]) ? 1 : 0;
  for (const prefix of suffixRule.pathPrefixes) {
    const parts = prefix.split('/');
    const at = offset + parts.length;
    if (!parts.every((part, i) => segments[offset + i] === part)) continue;
    const match = brandWithSuffix.exec(segments[at] ?? '');
    if (!match?.[1]) continue;
    segments[at] = match[1];
    return `/${segments.join('/')}`;
  }
  return null;
}

/**
 * A country code typed in capitals (`/SE/about-us`, `/Fi`) is that country: the same path with
 * the code in lower case, or null when the first segment is no country in any case. Without it
 * the path counted as one without a country and went to `/se/SE/about-us`.
 */
export function lowerCaseCountry(pathname: string): string | null {
  const [first = '', ...rest] = pathname.split('/').slice(1);
  const lower = first.toLowerCase();
  if (first === lower || !isCountryCode(lower)) return null;
  return `/${[lower, ...rest].join('/')}`;
}

/** Files the build may hold at the top level; their paths are never pages to redirect. */
const fileLike = /\.(?:ico|txt|xml|json|webmanifest|js|mjs|css|map|png|svg|jpe?g|webp|data)$/i;

/**
 * The server rules that answer with a redirect before anything is served, in the spec's order:
 * double slashes (301), a country code in capitals (301), brand country suffix (301), the root and paths without a country (302,
 * to the locale cookie's country or the default). `cookieCountry` is an already valid cookie.
 */
export function redirectFor(
  pathname: string,
  search: string,
  cookieCountry: CountryCode | null,
): Redirect | null {
  if (/\/{2,}/.test(pathname)) {
    return { status: 301, location: sameSiteLocation(pathname) + search };
  }
  const lowerCased = lowerCaseCountry(pathname);
  if (lowerCased !== null) return { status: 301, location: sameSiteLocation(lowerCased) + search };
  const stripped = stripBrandSuffix(pathname);
  if (stripped !== null) return { status: 301, location: sameSiteLocation(stripped) + search };
  const { country, rest } = splitCountry(pathname);
  if (country !== null) return null;
  const target = cookieCountry ?? defaultCountry;
  if (rest === '') return { status: 302, location: `/${target}${search}` };
  if (rest.startsWith('assets/') || fileLike.test(rest)) return null;
  // The prefix is optional (core §2): every other path means the same path in the country. A
  // path no route knows goes there too, so the app in that country's language decides whether
  // it is a 404 or a login (core §6), exactly as for a prefixed unknown path.
  return { status: 302, location: sameSiteLocation(`/${target}/${rest}`) + search };
}
