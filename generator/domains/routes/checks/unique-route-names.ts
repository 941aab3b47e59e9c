import type { Model, Problem } from '../../../core/types.js';
import { routesFile } from '../sources.js';

/** Route names are the keys of the route table and of every href; two routes cannot share one. */
export function uniqueRouteNames(model: Model): Problem[] {
  const { path: file, data } = routesFile(model);
  const firstIndex = new Map<string, number>();
  const problems: Problem[] = [];
  data.routes.forEach((route, index) => {
    const first = firstIndex.get(route.name);
    if (first === undefined) {
      firstIndex.set(route.name, index);
      return;
    }
    problems.push({
      file,
      path: ['routes', index, 'name'],
      message: `route name '${route.name}' is already used by routes[${first}]`,
      expected: 'a name no other route has',
    });
  });
  return problems;
}
