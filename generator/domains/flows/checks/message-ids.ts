import type { Model, Problem } from '../../../core/types.js';
import { conventionBroken } from '../../routes/checks/message-ids.js';
import { flowsFile } from '../sources.js';

/**
 * Step titles and outcome texts follow the message-id convention of docs/sources.md:
 * `flow.<flowId>.step.<stepId>.title` and `flow.<flowId>.outcome.<outcome>.title|body`.
 */
export function flowMessageIdsFollowConvention(model: Model): Problem[] {
  const flows = flowsFile(model);
  const problems: Problem[] = [];
  for (const [flowId, flow] of Object.entries(flows.data.flows)) {
    flow.steps.forEach((step, s) => {
      if (step.titleMessageId === undefined) return;
      problems.push(
        ...conventionBroken(
          flows.path,
          ['flows', flowId, 'steps', s, 'titleMessageId'],
          step.titleMessageId,
          `flow.${flowId}.step.${step.id}.title`,
        ),
      );
    });
    (flow.outcomes ?? []).forEach((outcome, o) => {
      for (const part of ['title', 'body'] as const) {
        problems.push(
          ...conventionBroken(
            flows.path,
            ['flows', flowId, 'outcomes', o, `${part}MessageId`],
            part === 'title' ? outcome.titleMessageId : outcome.bodyMessageId,
            `flow.${flowId}.outcome.${outcome.id}.${part}`,
          ),
        );
      }
    });
  }
  return problems;
}
