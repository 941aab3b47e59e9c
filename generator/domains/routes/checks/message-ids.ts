import type { KeyPath, Model, Problem } from '../../../core/types.js';
import { camelCase } from '../paths.js';
import { flowsFile, routesFile } from '../sources.js';

/**
 * Page titles, step titles and outcome texts follow the message-id convention of docs/sources.md
 * (`route.<camelCaseName>.title`, `flow.<flowId>.step.<stepId>.title`,
 * `flow.<flowId>.outcome.<outcome>.title|body`), so the messages can be written without reading
 * these files, and a renamed route cannot keep a stale title.
 */
export function messageIdsFollowConvention(model: Model): Problem[] {
  const problems: Problem[] = [];
  const expectId = (file: string, path: KeyPath, actual: string, wanted: string): void => {
    if (actual !== wanted) {
      problems.push({
        file,
        path,
        message: `'${actual}' breaks the naming convention`,
        expected: `'${wanted}'`,
      });
    }
  };
  const routes = routesFile(model);
  routes.data.routes.forEach((route, i) =>
    expectId(
      routes.path,
      ['routes', i, 'titleMessageId'],
      route.titleMessageId,
      `route.${camelCase(route.name)}.title`,
    ),
  );
  const flows = flowsFile(model);
  for (const [flowId, flow] of Object.entries(flows.data.flows)) {
    flow.steps.forEach((step, s) => {
      if (step.titleMessageId === undefined) return;
      expectId(
        flows.path,
        ['flows', flowId, 'steps', s, 'titleMessageId'],
        step.titleMessageId,
        `flow.${flowId}.step.${step.id}.title`,
      );
    });
    (flow.outcomes ?? []).forEach((outcome, o) => {
      for (const part of ['title', 'body'] as const) {
        expectId(
          flows.path,
          ['flows', flowId, 'outcomes', o, `${part}MessageId`],
          part === 'title' ? outcome.titleMessageId : outcome.bodyMessageId,
          `flow.${flowId}.outcome.${outcome.id}.${part}`,
        );
      }
    });
  }
  return problems;
}
