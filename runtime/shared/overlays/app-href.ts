/**
 * Where a message's action leads. Messages come from the provider's API, so their routes are
 * checked here: spec 2 allows no `javascript:` links and no bare `#`, and a route that is not a
 * page of our own site (another origin, `//host`, a path no route has) is not followed either.
 * A page is linked as the route table builds it, its query and hash kept.
 */
import type { CountryCode } from '../../../generated/countries/index.js';
import { hrefOf } from '../routing/href.js';
import { matchRoute } from '../routing/route-of-path.js';

export function messageHref(route: string | undefined, country: CountryCode): string | null {
  const value = route?.trim();
  if (!value || value === '#' || value.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(value)) {
    return null;
  }
  // A route without its country (`app/invoices`) belongs to the page's country.
  const url = new URL(
    value.startsWith('/') ? value : `/${country}/${value}`,
    'http://site.invalid',
  );
  const page = matchRoute(url.pathname);
  const path = page && hrefOf(page.country, page.name, page.params);
  return path && `${path}${url.search}${url.hash}`;
}
