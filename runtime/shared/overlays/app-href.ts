/**
 * Where a message's action leads. Messages come from the provider's API, so their routes are
 * checked here: spec 2 allows no `javascript:` links and no bare `#`, and a route that is not a
 * path of our own site (another origin, `//host`) is not followed either.
 */
export function messageHref(route: string | undefined, country: string): string | null {
  const value = route?.trim();
  if (!value || value === '#' || value.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(value)) {
    return null;
  }
  // A route without its country (`app/invoices`) belongs to the page's country.
  if (value.startsWith('/')) return value;
  return `/${country}/${value}`;
}
