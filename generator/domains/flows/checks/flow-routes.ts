import type { Model, Problem } from '../../../core/types.js';
import { routesFile } from '../../routes/sources.js';
import { flowsFile } from '../sources.js';

/** Every route a flow names (its hosts, its steps' pages and return pages) is in schema/routes.yaml. */
export function flowRoutesExist(model: Model): Problem[] {
  const { path: file, data } = flowsFile(model);
  const routes = new Set(routesFile(model).data.routes.map((r) => r.name));
  const problems: Problem[] = [];
  const expect = (name: string, path: Problem['path']): void => {
    if (!routes.has(name)) {
      problems.push({
        file,
        path,
        message: `unknown route '${name}'`,
        expected: 'a route name of schema/routes.yaml',
      });
    }
  };
  for (const [flowId, flow] of Object.entries(data.flows)) {
    (flow.hosts ?? []).forEach((name, i) => expect(name, ['flows', flowId, 'hosts', i]));
    flow.steps.forEach((step, s) => {
      (step.routes ?? []).forEach((name, i) =>
        expect(name, ['flows', flowId, 'steps', s, 'routes', i]),
      );
      if (step.returnRoute) expect(step.returnRoute, ['flows', flowId, 'steps', s, 'returnRoute']);
    });
  }
  return problems;
}
