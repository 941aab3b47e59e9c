/**
 * The address of a page in a country, from the generated route table. Used by loaders at build
 * time, so the table itself stays out of the pages' chunks.
 */
import type { CountryCode } from '../../../generated/countries/index.js';
import { buildPath, ROUTES, type RouteName } from '../../../generated/routes/table.js';

export function pageHref(
  country: CountryCode,
  name: RouteName,
  params: Readonly<Record<string, string>> = {},
): string {
  const path = ROUTES[name].path;
  return buildPath(path === '' ? country : `${country}/${path}`, params);
}
