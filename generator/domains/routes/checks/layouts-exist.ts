import type { Model, Problem } from '../../../core/types.js';
import { routesFile } from '../sources.js';

/** Every route (and the error page) names a layout declared in the same file. */
export function layoutsExist(model: Model): Problem[] {
  const { path: file, data } = routesFile(model);
  const layouts = Object.keys(data.layouts);
  const expected = `one of the layouts: ${layouts.join(', ')}`;
  const problems: Problem[] = [];
  data.routes.forEach((route, index) => {
    if (!layouts.includes(route.layout)) {
      problems.push({
        file,
        path: ['routes', index, 'layout'],
        message: `unknown layout '${route.layout}'`,
        expected,
      });
    }
  });
  if (!layouts.includes(data.errorPage.layout)) {
    problems.push({
      file,
      path: ['errorPage', 'layout'],
      message: `unknown layout '${data.errorPage.layout}'`,
      expected,
    });
  }
  return problems;
}
