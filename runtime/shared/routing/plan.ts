/**
 * Build-time plan of the web app, from the generated route table: which route of which country
 * is served by which page module, and which paths are prerendered to static HTML. Used by
 * `runtime/routes.ts` (the React Router route config) and `react-router.config.ts` (prerender),
 * and by the web server to know which paths are public pages.
 *
 * A route is served when its page module `runtime/routes/pages/<route name>.tsx` and its layout module
 * `runtime/routes/layouts/<layout>.tsx` exist; a route without them is not yet built and answers like
 * any unknown path (login for visitors, 404 otherwise). The step pages of a host page share one
 * module, `runtime/routes/steps/<host>.tsx`, and one router route (routing/step-pages.ts).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { countryCodes } from '../../../generated/countries/index.js';
import {
  ROUTES,
  type LayoutId,
  type RouteDefinition,
  type RouteName,
} from '../../../generated/routes/table.js';
import { hrefOf } from './href.js';
import { prerenderParams, prerenderValues } from './param-values.js';
import { stepPageOf } from './step-pages.js';

const runtimeDir = fileURLToPath(new URL('../../', import.meta.url));

export interface PlannedRoute {
  readonly name: RouteName;
  readonly definition: RouteDefinition;
  /** The page module, relative to runtime/. */
  readonly file: string;
}

/** The page module of a route, relative to runtime/: a step page's is its host's steps module. */
export function pageFile(name: RouteName): string {
  const stepPage = stepPageOf(name);
  return stepPage ? `routes/steps/${stepPage.host}.tsx` : `routes/pages/${name}.tsx`;
}

/** The layout module of a layout, relative to runtime/. */
export const layoutFile = (layout: LayoutId): string => `routes/layouts/${layout}.tsx`;

/** Every route that has its page and layout modules, in the table's order. */
export function plannedRoutes(
  exists: (file: string) => boolean = (file) => existsSync(`${runtimeDir}${file}`),
): PlannedRoute[] {
  return (Object.entries(ROUTES) as [RouteName, RouteDefinition][])
    .filter(([name, definition]) => exists(pageFile(name)) && exists(layoutFile(definition.layout)))
    .map(([name, definition]) => ({ name, definition, file: pageFile(name) }));
}

/**
 * Whether a route's pages are static HTML: public (not behind login, not the default app
 * layout) and not the preview, which shows any entry by id at the moment it is opened.
 */
export function isPrerendered(definition: RouteDefinition): boolean {
  return (
    definition.access !== 'auth' &&
    definition.layout !== 'default-app' &&
    definition.layout !== 'preview' &&
    Object.values(definition.params).every((rule) => prerenderValues(rule) !== null)
  );
}

/** Every path the build prerenders: each public page in each of its countries. */
export function prerenderPaths(routes: readonly PlannedRoute[] = plannedRoutes()): string[] {
  return routes.flatMap(({ name, definition }) =>
    isPrerendered(definition)
      ? definition.countries.flatMap((country) =>
          prerenderParams(definition.params).flatMap(
            (params) => hrefOf(country, name, params) ?? [],
          ),
        )
      : [],
  );
}

export { countryCodes };
