import type { Emitted, Model, Templates } from '../../../core/types.js';
import { literal } from '../../../core/literal.js';
import { compareSpecificity, specificity } from '../paths.js';
import { routeCountries, routeCountrySources } from '../route-countries.js';
import { COUNTRIES, routesFile, type Country } from '../sources.js';

/** Spec 2: route names carry the locale suffix after a double underscore. */
export const NAME_SUFFIX_SEPARATOR = '__';

/**
 * generated/routes/{se,no,fi,dk}.ts: the routes a country has, with locale-suffixed names, full
 * paths under the country prefix, a typed href builder, the param check and path resolution.
 */
export function emitCountryRoutes(model: Model, templates: Templates): Emitted[] {
  const file = routesFile(model);
  return COUNTRIES.map((country) => ({
    path: `routes/${country}.ts`,
    content: countryModule(model, templates, country),
    sources: [file.path, ...routeCountrySources(model, file.data.routes)],
  }));
}

function countryModule(model: Model, templates: Templates, country: Country): string {
  const routes = routesFile(model).data.routes.filter((r) =>
    routeCountries(model, r).includes(country),
  );
  const fullPath = (path: string): string => (path ? `/${country}/${path}` : `/${country}`);
  // Stable sort: equally specific routes keep their order in schema/routes.yaml.
  const matchOrder = [...routes].sort((a, b) =>
    compareSpecificity(specificity(a.path), specificity(b.path)),
  );
  return templates.render('routes/country.ts.hbs', {
    country,
    countryLiteral: literal(country),
    routes: routes.map((r) => ({
      key: literal(r.name),
      name: literal(`${r.name}${NAME_SUFFIX_SEPARATOR}${country}`),
      path: literal(fullPath(r.path)),
    })),
    matchOrder: matchOrder.map((r) => literal(r.name)),
  });
}
