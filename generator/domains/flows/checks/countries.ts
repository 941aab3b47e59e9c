import type { Model, Problem } from '../../../core/types.js';
import { unknownCountries } from '../../routes/checks/countries.js';
import { routeCountries } from '../../routes/route-countries.js';
import { COUNTRIES, countriesOf, routesFile, type Country } from '../../routes/sources.js';
import { flowsFile } from '../sources.js';

/**
 * A flow's country lists name supported countries (se, no, fi, dk), and what a flow shows in a
 * country exists there: a step or outcome only in countries of its flow, a step page in every
 * country where the step runs (a step shown in dk cannot use a page dk does not have).
 */
export function flowCountriesConsistent(model: Model): Problem[] {
  const routes = routesFile(model);
  const flows = flowsFile(model);
  const problems: Problem[] = [];
  const subset = (inner: readonly Country[], outer: readonly Country[]): Country[] =>
    inner.filter((c) => !outer.includes(c));

  const countriesOfRoute = new Map(
    routes.data.routes.map((r) => [r.name, routeCountries(model, r)]),
  );

  for (const [flowId, flow] of Object.entries(flows.data.flows)) {
    const at = ['flows', flowId] as const;
    problems.push(...unknownCountries(flow.countries, flows.path, [...at, 'countries']));
    const flowCountries = countriesOf(flow);
    flow.steps.forEach((step, s) => {
      problems.push(
        ...unknownCountries(step.countries, flows.path, [...at, 'steps', s, 'countries']),
      );
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
      problems.push(
        ...unknownCountries(outcome.countries, flows.path, [...at, 'outcomes', o, 'countries']),
      );
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
