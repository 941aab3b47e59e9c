/** The address of a route of a country, from the generated route table. */
import type { CountryCode } from '../../../generated/countries/index.js';
import { buildPath, ROUTES, type RouteName } from '../../../generated/routes/table.js';

type Params = Readonly<Record<string, string | undefined>>;

/** `/<country>/<route path>` with its parameters filled in. */
export function routeHref(country: CountryCode, route: RouteName, params: Params = {}): string {
  const path: string = ROUTES[route].path;
  return buildPath(path ? `${country}/${path}` : country, params);
}
