import type { Model, Problem } from '../../../core/types.js';
import { operationIds } from '../../neighbours.js';
import { flowsFile } from '../sources.js';

/** Every call a flow step makes is an operationId of schema/api.yaml (skipped until it exists). */
export function flowCallsExist(model: Model): Problem[] {
  const known = operationIds(model);
  if (!known) return [];
  const { path: file, data } = flowsFile(model);
  const problems: Problem[] = [];
  for (const [flowId, flow] of Object.entries(data.flows)) {
    flow.steps.forEach((step, s) => {
      (step.calls ?? []).forEach((call, i) => {
        if (!known.has(call)) {
          problems.push({
            file,
            path: ['flows', flowId, 'steps', s, 'calls', i],
            message: `unknown operation '${call}'`,
            expected: 'an operationId of schema/api.yaml',
          });
        }
      });
    });
  }
  return problems;
}
