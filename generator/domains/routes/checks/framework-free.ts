import type { Model, Problem } from '../../../core/types.js';
import { routesFile } from '../sources.js';

/**
 * A page without the framework (`hydrate: false`, docs/decisions/0024) must be one the build
 * prerenders for everyone: a logged-in page is an SPA page with no HTML of its own, and a path
 * parameter must take a closed list of values (a brand, an enum), one prerendered page each; an
 * open-ended one (an order id, a date) has no page of its own to leave the framework out of.
 */
export function frameworkFreePagesArePrerendered(model: Model): Problem[] {
  const routes = routesFile(model);
  const rules = routes.data.paramRules;
  const closed = (rule: string | undefined): boolean => {
    const kind = rule === undefined ? undefined : rules[rule]?.kind;
    return kind === 'brand' || kind === 'enum';
  };
  const problems: Problem[] = [];
  routes.data.routes.forEach((route, index) => {
    if (route.hydrate !== false) return;
    const params = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
    const openEnded = params.filter((param) => !closed(route.params?.[param]));
    if (route.access === 'auth' || openEnded.length > 0) {
      problems.push({
        file: routes.path,
        path: ['routes', index, 'hydrate'],
        message:
          route.access === 'auth'
            ? `route '${route.name}' leaves out the framework but is a logged-in page`
            : `route '${route.name}' leaves out the framework but its parameter ${openEnded.map((p) => `'${p}'`).join(', ')} takes any value, so it has no prerendered page per value`,
        expected: 'hydrate: false only on a public route whose path parameters are brands or enums',
      });
    }
  });
  return problems;
}
