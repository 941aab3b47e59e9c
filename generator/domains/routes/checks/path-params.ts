import type { Model, Problem } from '../../../core/types.js';
import { pathParams } from '../paths.js';
import { routesFile } from '../sources.js';

/** The `params` a route declares are exactly the `:params` of its path, each once. */
export function pathParamsDeclared(model: Model): Problem[] {
  const { path: file, data } = routesFile(model);
  const problems: Problem[] = [];
  data.routes.forEach((route, index) => {
    const inPath = pathParams(route.path).map((s) => s.text);
    const declared = Object.keys(route.params ?? {});
    const seen = new Set<string>();
    for (const name of inPath) {
      if (seen.has(name)) {
        problems.push({
          file,
          path: ['routes', index, 'path'],
          message: `parameter ':${name}' occurs twice in the path`,
        });
      }
      seen.add(name);
      if (!declared.includes(name)) {
        problems.push({
          file,
          path: ['routes', index, route.params ? 'params' : 'path'],
          message: `path parameter ':${name}' has no rule`,
          expected: `params: { ${name}: <a rule of paramRules> }`,
        });
      }
    }
    for (const name of declared) {
      if (!seen.has(name)) {
        problems.push({
          file,
          path: ['routes', index, 'params', name],
          atKey: true,
          message: `parameter '${name}' is not in the path '${route.path}'`,
          expected: `only the path's parameters${inPath.length ? `: ${inPath.join(', ')}` : ' (none)'}`,
        });
      }
    }
  });
  return problems;
}
