import type { KeyPath, Model, Problem } from '../../../core/types.js';
import { routeCountries } from '../route-countries.js';
import { COUNTRIES, countriesOf, flowsFile, routesFile, type Country } from '../sources.js';

/**
 * Country lists name supported countries (se, no, fi, dk), and what a flow shows in a country
 * exists there: a step or outcome only in countries of its flow, a step page in every country
 * where the step runs (a step shown in dk cannot use a page dk does not have).
 */
export function countriesConsistent(model: Model): Problem[] {
  const routes = routesFile(model);
  const flows = flowsFile(model);
  const problems: Problem[] = [];
  const known = (list: readonly string[] | undefined, file: string, at: KeyPath): void => {
    (list ?? []).forEach((c, i) => {
      if (!(COUNTRIES as readonly string[]).includes(c)) {
        problems.push({
          file,
          path: [...at, i],
          message: `unknown country '${c}'`,
          expected: `one of: ${COUNTRIES.join(', ')}`,
        });
      }
    });
  };
  const subset = (inner: readonly Country[], outer: readonly Country[]): Country[] =>
    inner.filter((c) => !outer.includes(c));

  routes.data.routes.forEach((r, i) => known(r.countries, routes.path, ['routes', i, 'countries']));
  const countriesOfRoute = new Map(
    routes.data.routes.map((r) => [r.name, routeCountries(model, r)]),
  );

  for (const [flowId, flow] of Object.entries(flows.data.flows)) {
    const at = ['flows', flowId] as const;
    known(flow.countries, flows.path, [...at, 'countries']);
    const flowCountries = countriesOf(flow);
    flow.steps.forEach((step, s) => {
      known(step.countries, flows.path, [...at, 'steps', s, 'countries']);
      const extra = subset(countriesOf(step), flowCountries);
      if (step.countries && extra.length > 0) {
        problems.push({
          file: flows.path,
          path: [...at, 'steps', s, 'countries'],
          message: `the flow does not run in ${extra.join(', ')}`,
          expected: `countries of flow '${flowId}': ${flowCountries.join(', ')}`,
        });
      }
      const stepCountries = countriesOf(step).filter((c) => flowCountries.includes(c));
      (step.routes ?? []).forEach((name, i) => {
        const missing = subset(stepCountries, countriesOfRoute.get(name) ?? COUNTRIES);
        if (missing.length > 0) {
          problems.push({
            file: flows.path,
            path: [...at, 'steps', s, 'routes', i],
            message: `route '${name}' does not exist in ${missing.join(', ')}, where this step runs`,
          });
        }
      });
    });
    (flow.outcomes ?? []).forEach((outcome, o) => {
      known(outcome.countries, flows.path, [...at, 'outcomes', o, 'countries']);
      const extra = subset(countriesOf(outcome), flowCountries);
      if (outcome.countries && extra.length > 0) {
        problems.push({
          file: flows.path,
          path: [...at, 'outcomes', o, 'countries'],
          message: `the flow does not run in ${extra.join(', ')}`,
          expected: `countries of flow '${flowId}': ${flowCountries.join(', ')}`,
        });
      }
    });
  }
  return problems;
}
