import type { Model } from '../../core/types.js';
import { COUNTRY_KIND } from '../neighbours.js';
import { countriesOf, type Country, type RouteSource } from './sources.js';

/**
 * Which countries have a route. A login provider's page (`loginProvider`) exists only where the
 * country's terms offer that provider (countries/<cc>.yaml login.providers): product staff turn a
 * login method on or off in one place, and a country without it has no such page (404), never
 * a page that cannot log anyone in.
 */

interface LoginTerms {
  login?: { providers?: unknown };
}

/** The login providers each country's terms list; undefined when the country files are not loaded. */
export function loginProvidersByCountry(model: Model): Map<string, readonly string[]> | undefined {
  const files = model.files<LoginTerms>(COUNTRY_KIND);
  if (files.length === 0) return undefined;
  return new Map(
    files.map((file) => {
      const providers = file.data.login?.providers;
      return [
        file.name,
        Array.isArray(providers) ? providers.filter((p) => typeof p === 'string') : [],
      ];
    }),
  );
}

/** The countries that have `route`: its `countries` (default all), for a provider page narrowed to the countries that offer it. */
export function routeCountries(model: Model, route: RouteSource): readonly Country[] {
  const listed = countriesOf(route);
  const provider = route.loginProvider;
  if (provider === undefined) return listed;
  const offered = loginProvidersByCountry(model);
  if (offered === undefined) return listed;
  return listed.filter((country) => offered.get(country)?.includes(provider) ?? false);
}

/** The country files an emitted route module depends on: those deciding a provider page's countries. */
export function routeCountrySources(model: Model, routes: readonly RouteSource[]): string[] {
  if (!routes.some((route) => route.loginProvider !== undefined)) return [];
  return model.files(COUNTRY_KIND).map((file) => file.path);
}
