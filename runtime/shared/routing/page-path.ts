/**
 * The page a loader runs for. While the build prerenders a page, React Router asks for its data
 * at the page's path with `.data` appended (`/no/about-us.data`, and for a country's home
 * `/no.data`, or `/no/_.data` for `/no/`; future flag v8_trailingSlashAwareDataRequests) and
 * hands loaders that request as it is (v8_passThroughRequests). Read naively, the home's first
 * segment is `no.data`, no country at all, and its content fell back to Swedish.
 */
export function pagePathOfRequest(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length);
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}
