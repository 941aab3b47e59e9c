import type { Model, Problem } from '../../../core/types.js';
import { routesFile } from '../sources.js';

/**
 * A page without the framework (`hydrate: false`, docs/decisions/0024) must be one the build
 * prerenders for everyone: a logged-in page is an SPA page with no HTML of its own, and a path
 * parameter has no prerendered page per value checked in the browser.
 */
export function frameworkFreePagesArePrerendered(model: Model): Problem[] {
  const routes = routesFile(model);
  const problems: Problem[] = [];
  routes.data.routes.forEach((route, index) => {
    if (route.hydrate !== false) return;
    if (route.access === 'auth' || route.path.includes(':')) {
      problems.push({
        file: routes.path,
        path: ['routes', index, 'hydrate'],
        message: `route '${route.name}' leaves out the framework but is not a prerendered page`,
        expected: 'hydrate: false only on a public route without path parameters',
      });
    }
  });
  return problems;
}
