/**
 * Spec 5 and country spec 2: "A logged-in user whose country differs from the current locale is
 * redirected to the locale of their country" (routes.yaml accessRules.countryMismatch): the same
 * page in their country, or their app home when that country does not have the page.
 */
import { isCountryCode, type CountryCode } from '../../../generated/countries/index.js';
import { ACCESS_RULES } from '../../../generated/routes/table.js';
import { href, hrefOf } from '../routing/href.js';
import { matchRoute } from '../routing/route-of-path.js';

/**
 * Where a customer of `userCountry` goes from `path` (pathname, query and hash of a local path),
 * or null when the path is already theirs (or names no country). Query and hash go along when
 * the page is the same.
 */
export function pathInUserCountry(path: string, userCountry: CountryCode): string | null {
  const url = new URL(path, 'http://site.invalid');
  const first = url.pathname.split('/').find(Boolean);
  if (!isCountryCode(first) || first === userCountry) return null;
  const current = matchRoute(url.pathname);
  const same = current && hrefOf(userCountry, current.name, current.params);
  return same
    ? `${same}${url.search}${url.hash}`
    : href(userCountry, ACCESS_RULES.countryMismatch.fallback);
}
