import type { Model, Problem } from '../../../core/types.js';
import { pathParams } from '../paths.js';
import { routesFile } from '../sources.js';

/**
 * Back links name existing routes, and the fallback can be built from the current route: its
 * required params are taken from the current route's params of the same name.
 */
export function backLinksResolve(model: Model): Problem[] {
  const { path: file, data } = routesFile(model);
  const byName = new Map(data.routes.map((r) => [r.name, r]));
  const problems: Problem[] = [];
  data.routes.forEach((route, index) => {
    const link = route.backLink;
    if (link === undefined || link === 'none') return;
    const at = ['routes', index, 'backLink'] as const;
    (link.previous ?? []).forEach((name, i) => {
      if (!byName.has(name)) {
        problems.push({ file, path: [...at, 'previous', i], message: `unknown route '${name}'` });
      }
    });
    const target = byName.get(link.fallback);
    if (!target) {
      problems.push({
        file,
        path: [...at, 'fallback'],
        message: `unknown route '${link.fallback}'`,
      });
      return;
    }
    const available = new Set(Object.keys(route.params ?? {}));
    const missing = pathParams(target.path)
      .filter((s) => !s.optional && !available.has(s.text))
      .map((s) => s.text);
    if (missing.length > 0) {
      problems.push({
        file,
        path: [...at, 'fallback'],
        message: `'${link.fallback}' needs ${missing.map((m) => `:${m}`).join(', ')}, which '${route.name}' does not have`,
        expected: 'a fallback whose required params the route has',
      });
    }
  });
  return problems;
}
