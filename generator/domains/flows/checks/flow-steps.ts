import type { Model, Problem } from '../../../core/types.js';
import { COUNTRY_KIND, hasKeyPath, requestBodyFields, validatorFields } from '../../neighbours.js';
import { countriesOf, routesFile } from '../../routes/sources.js';
import { flowsFile } from '../sources.js';

/**
 * What a step shows and sends resolves against its neighbours: its countryTerms are key paths of
 * countries/<cc>.yaml in every country where the step runs (insurance eligibility lives there), its
 * validator is one of schema/validators.yaml, its declarations are exactly that validator's fields
 * and each is a field of the request body of one of the step's calls, and its failure is a
 * situation of the error catalogue (schema/routes.yaml errors). Neighbours that are not loaded are
 * skipped.
 */
export function flowStepsResolve(model: Model): Problem[] {
  const { path: file, data } = flowsFile(model);
  const situations = Object.keys(routesFile(model).data.errors.situations);
  const countryFiles = new Map(model.files(COUNTRY_KIND).map((f) => [f.name, f]));
  const validators = validatorFields(model);
  const problems: Problem[] = [];

  for (const [flowId, flow] of Object.entries(data.flows)) {
    flow.steps.forEach((step, s) => {
      const at = ['flows', flowId, 'steps', s] as const;
      const runsIn = countriesOf(step).filter((c) => countriesOf(flow).includes(c));
      (step.countryTerms ?? []).forEach((terms, i) => {
        const missing = runsIn.filter((c) => {
          const country = countryFiles.get(c);
          return country !== undefined && !hasKeyPath(country.data, terms);
        });
        if (missing.length > 0) {
          problems.push({
            file,
            path: [...at, 'countryTerms', i],
            message: `'${terms}' is not in ${missing.map((c) => `countries/${c}.yaml`).join(', ')}, where this step runs`,
            expected: 'a key path every country file of the step has',
          });
        }
      });

      const fields = step.validator !== undefined ? validators?.get(step.validator) : undefined;
      if (step.validator !== undefined && validators && !fields) {
        problems.push({
          file,
          path: [...at, 'validator'],
          message: `unknown validator '${step.validator}'`,
          expected: `a validator of schema/validators.yaml: ${[...validators.keys()].join(', ')}`,
        });
      }
      const declarations = step.declarations ?? [];
      if (declarations.length > 0 && step.validator === undefined) {
        problems.push({
          file,
          path: [...at, 'declarations'],
          message: 'declarations need a validator that requires them',
          expected: "a 'validator' on the step",
        });
      }
      if (fields && fields.length > 0 && declarations.length > 0) {
        declarations.forEach((d, i) => {
          if (!fields.includes(d.field)) {
            problems.push({
              file,
              path: [...at, 'declarations', i, 'field'],
              message: `validator '${step.validator}' has no field '${d.field}'`,
              expected: `one of: ${fields.join(', ')}`,
            });
          }
        });
        const missing = fields.filter((f) => !declarations.some((d) => d.field === f));
        if (missing.length > 0) {
          problems.push({
            file,
            path: [...at, 'declarations'],
            message: `validator '${step.validator}' also requires ${missing.join(', ')}`,
            expected: 'a declaration for every field the validator requires',
          });
        }
      }
      const bodies = (step.calls ?? [])
        .map((call) => requestBodyFields(model, call))
        .filter((b): b is string[] => b !== undefined);
      if (bodies.length > 0) {
        declarations.forEach((d, i) => {
          if (!bodies.some((body) => body.includes(d.requestField))) {
            problems.push({
              file,
              path: [...at, 'declarations', i, 'requestField'],
              message: `no request body of ${(step.calls ?? []).join(', ')} has a field '${d.requestField}'`,
              expected: `one of: ${[...new Set(bodies.flat())].join(', ')}`,
            });
          }
        });
      } else if (declarations.length > 0 && model.files('api').length > 0) {
        problems.push({
          file,
          path: [...at, 'declarations'],
          message: 'the step calls no operation with a request body to send the declarations in',
          expected: 'a call whose request body has the requestFields',
        });
      }

      if (step.failure !== undefined && !situations.includes(step.failure)) {
        problems.push({
          file,
          path: [...at, 'failure'],
          message: `unknown error situation '${step.failure}'`,
          expected: `a situation of schema/routes.yaml errors: ${situations.join(', ')}`,
        });
      }
    });
  }
  return problems;
}
