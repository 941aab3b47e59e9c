import type { Model, Problem } from '../../../core/types.js';
import { flowsFile } from '../sources.js';

/**
 * A hash fragment opens exactly one flow, so no two flows may claim it; the forced payment
 * overlay's hash must be one the flow it opens listens to.
 */
export function hashTriggersUnique(model: Model): Problem[] {
  const { path: file, data } = flowsFile(model);
  const owner = new Map<string, string>();
  const problems: Problem[] = [];
  for (const [flowId, flow] of Object.entries(data.flows)) {
    (flow.triggers ?? []).forEach((hash, i) => {
      const first = owner.get(hash);
      if (first === undefined) owner.set(hash, flowId);
      else {
        problems.push({
          file,
          path: ['flows', flowId, 'triggers', i],
          message: `hash '${hash}' already opens flow '${first}'`,
          expected: 'a hash no other flow uses',
        });
      }
    });
  }
  const overlay = data.forcedPaymentOverlay;
  if (data.flows[overlay.opens] && owner.get(overlay.hash) !== overlay.opens) {
    problems.push({
      file,
      path: ['forcedPaymentOverlay', 'hash'],
      message: `hash '${overlay.hash}' is not a trigger of flow '${overlay.opens}'`,
      expected: `one of: ${(data.flows[overlay.opens]?.triggers ?? []).join(', ') || '(it has none)'}`,
    });
  }
  return problems;
}
