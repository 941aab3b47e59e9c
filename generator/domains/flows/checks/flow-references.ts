import type { Model, Problem } from '../../../core/types.js';
import { flowsFile } from '../sources.js';

/**
 * Flows refer to each other (next, options, subflow, the forced payment overlay) by id; those ids
 * exist, and step and outcome ids are unique within their flow so the runtime can address them.
 */
export function flowReferencesResolve(model: Model): Problem[] {
  const { path: file, data } = flowsFile(model);
  const flowIds = Object.keys(data.flows);
  const problems: Problem[] = [];
  const expectFlow = (id: string, path: Problem['path']): void => {
    if (!flowIds.includes(id)) {
      problems.push({
        file,
        path,
        message: `unknown flow '${id}'`,
        expected: 'a flow id of flows',
      });
    }
  };
  const expectUnique = (ids: string[], what: string, at: (i: number) => Problem['path']): void => {
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) {
        problems.push({ file, path: at(i), message: `${what} '${id}' occurs twice in this flow` });
      }
    });
  };

  for (const [flowId, flow] of Object.entries(data.flows)) {
    (flow.next ?? []).forEach((id, i) => expectFlow(id, ['flows', flowId, 'next', i]));
    (flow.options ?? []).forEach((id, i) => expectFlow(id, ['flows', flowId, 'options', i]));
    flow.steps.forEach((step, s) => {
      if (step.subflow === flowId) {
        problems.push({
          file,
          path: ['flows', flowId, 'steps', s, 'subflow'],
          message: 'a flow cannot run itself as a subflow',
        });
      } else if (step.subflow) {
        expectFlow(step.subflow, ['flows', flowId, 'steps', s, 'subflow']);
      }
    });
    expectUnique(
      flow.steps.map((s) => s.id),
      'step id',
      (i) => ['flows', flowId, 'steps', i, 'id'],
    );
    expectUnique(
      (flow.outcomes ?? []).map((o) => o.id),
      'outcome id',
      (i) => ['flows', flowId, 'outcomes', i, 'id'],
    );
  }

  const overlay = data.forcedPaymentOverlay;
  const host = data.flows[overlay.flow];
  if (!host) expectFlow(overlay.flow, ['forcedPaymentOverlay', 'flow']);
  else if (!host.steps.some((s) => s.id === overlay.step)) {
    problems.push({
      file,
      path: ['forcedPaymentOverlay', 'step'],
      message: `flow '${overlay.flow}' has no step '${overlay.step}'`,
      expected: `one of: ${host.steps.map((s) => s.id).join(', ')}`,
    });
  }
  expectFlow(overlay.opens, ['forcedPaymentOverlay', 'opens']);
  const outcomeIds = new Set(
    Object.values(data.flows).flatMap((flow) => (flow.outcomes ?? []).map((o) => o.id)),
  );
  overlay.after.forEach((outcome, i) => {
    if (outcomeIds.has(outcome)) return;
    problems.push({
      file,
      path: ['forcedPaymentOverlay', 'after', i],
      message: `no flow has an outcome '${outcome}'`,
      expected: 'the id of an outcome of a flow',
    });
  });
  return problems;
}
