import type { Emitted, Model } from '../../../core/types.js';
import { compareSpecificity, specificity } from '../paths.js';
import { routeCountries, routeCountrySources } from '../route-countries.js';
import { COUNTRIES, routesFile, type Country } from '../sources.js';
import { countryCodeDeclaration } from './country-code.js';
import { literal, render } from './templates.js';

/** Spec 2: route names carry the locale suffix after a double underscore. */
export const NAME_SUFFIX_SEPARATOR = '__';

/**
 * generated/routes/{se,no,fi,dk}.ts: the routes a country has, with locale-suffixed names, full
 * paths under the country prefix, a typed href builder, the param check and path resolution.
 */
export function emitCountryRoutes(model: Model): Emitted[] {
  const file = routesFile(model);
  return COUNTRIES.map((country) => ({
    path: `routes/${country}.ts`,
    content: countryModule(model, country),
    sources: [file.path, ...routeCountrySources(model, file.data.routes)],
  }));
}

function countryModule(model: Model, country: Country): string {
  const routes = routesFile(model).data.routes.filter((r) =>
    routeCountries(model, r).includes(country),
  );
  const fullPath = (path: string): string => (path ? `/${country}/${path}` : `/${country}`);
  // Stable sort: equally specific routes keep their order in schema/routes.yaml.
  const matchOrder = [...routes].sort((a, b) =>
    compareSpecificity(specificity(a.path), specificity(b.path)),
  );
  return render('country.ts', {
    country,
    countryLiteral: literal(country),
    countryCode: countryCodeDeclaration(model, '../countries/index.js'),
    routes: routes.map((r) => ({
      key: literal(r.name),
      name: literal(`${r.name}${NAME_SUFFIX_SEPARATOR}${country}`),
      path: literal(fullPath(r.path)),
    })),
    matchOrder: matchOrder.map((r) => literal(r.name)),
  });
}
