/**
 * The React Router route config, built from the generated route table: under `/<country>` a
 * country root (messages, terms), under it one layout route per layout, and under each layout
 * the pages of that country. Route ids are the route names with their locale suffix
 * (`about-us__se`), as the spec names them; layout routes are `layout-<layout>__<cc>`, so a layout
 * and a page of the same name (login, preview) never share an id.
 *
 * Last under each country, in the error layout: a catch-all route (`not-found__<cc>`) drawing the
 * not-found page for every path no route of the country has (routing/unknown-path.ts). Every
 * path under a country so matches some route: the page a browser is given (the prerendered
 * not-found page, or the SPA fallback) is the one it draws when it takes the page over, where a
 * path matching nothing had the router draw its error instead of the fallback (React's #418).
 */
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import type { CountryCode } from '../generated/countries/index.js';
import { ERROR_PAGE, ROUTES, type LayoutId } from '../generated/routes/table.js';
import {
  countryCodes,
  layoutFile,
  plannedRoutes,
  type PlannedRoute,
} from './shared/routing/plan.js';
import { stepPageOf, stepsRouterName } from './shared/routing/step-pages.js';

const planned = plannedRoutes();

function countryRoutes(country: CountryCode) {
  const byLayout = new Map<LayoutId, PlannedRoute[]>();
  for (const entry of planned) {
    if (!entry.definition.countries.includes(country)) continue;
    byLayout.set(entry.definition.layout, [
      ...(byLayout.get(entry.definition.layout) ?? []),
      entry,
    ]);
  }
  // The error layout is there in every country, for the not-found route at least.
  if (!byLayout.has(ERROR_PAGE.layout)) byLayout.set(ERROR_PAGE.layout, []);
  return [...byLayout].map(([layoutId, entries]) =>
    layout(layoutFile(layoutId), { id: `layout-${layoutId}__${country}` }, [
      ...entries.flatMap(({ name, definition, file }) => {
        // The step pages of a host are one route, `<host path>/steps/:step`, written where the first
        // of them is listed.
        const stepPage = stepPageOf(name);
        if (stepPage) {
          const first = entries.find((entry) => stepPageOf(entry.name)?.host === stepPage.host);
          if (first?.name !== name) return [];
          return [
            route(`${ROUTES[stepPage.host].path}/steps/:step`, file, {
              id: `${stepsRouterName(stepPage.host)}__${country}`,
            }),
          ];
        }
        return [
          definition.path === ''
            ? index(file, { id: `${name}__${country}` })
            : route(definition.path, file, { id: `${name}__${country}` }),
        ];
      }),
      ...(layoutId === ERROR_PAGE.layout
        ? [route('*', 'routes/not-found.tsx', { id: `not-found__${country}` })]
        : []),
    ]),
  );
}

export default [
  ...countryCodes.map((country) =>
    route(
      `/${country}`,
      'routes/country.tsx',
      { id: `country__${country}` },
      countryRoutes(country),
    ),
  ),
] satisfies RouteConfig;
