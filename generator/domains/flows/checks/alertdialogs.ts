import type { KeyPath, Model, Problem } from '../../../core/types.js';
import { flowsFile, type DialogSource } from '../sources.js';

/**
 * Spec 4: "A dialog with role alertdialog cannot be dismissed by escape, outside click or close
 * button." So an alertdialog is never marked dismissible and offers no plain close action: only
 * explicit choices (retry, closeAndRetry 'Stäng och försök igen', reload, customerService,
 * goHome, submit). decline is the explicit no of a step's confirmation ('Behåll') and makes no
 * sense in an outcome, which has nothing left to decline.
 */
export function alertdialogsUndismissable(model: Model): Problem[] {
  const { path: file, data } = flowsFile(model);
  const problems: Problem[] = [];
  const inspect = (dialog: DialogSource, at: KeyPath, confirmation: boolean): void => {
    const alert = dialog.role === 'alertdialog';
    if (alert && dialog.dismissible === true) {
      problems.push({
        file,
        path: [...at, 'dismissible'],
        message: 'an alertdialog cannot be dismissed by escape, outside click or close button',
        expected: "no 'dismissible', or role dialog",
      });
    }
    dialog.actions.forEach((action, i) => {
      if (alert && action.does === 'close') {
        problems.push({
          file,
          path: [...at, 'actions', i, 'does'],
          message: `action '${action.id}' closes an alertdialog, which cannot be dismissed`,
          expected:
            'an explicit action: retry, closeAndRetry, reload, customerService, goHome' +
            (confirmation ? ', decline or submit' : ''),
        });
      }
      if (!confirmation && action.does === 'decline') {
        problems.push({
          file,
          path: [...at, 'actions', i, 'does'],
          message: `action '${action.id}' declines, which only a step's confirmation can`,
          expected: dialog.role === 'dialog' ? 'close, or another action' : 'an explicit action',
        });
      }
    });
  };

  inspect(data.genericFailure, ['genericFailure'], false);
  for (const [flowId, flow] of Object.entries(data.flows)) {
    flow.steps.forEach((step, s) => {
      if (step.confirmation)
        inspect(step.confirmation, ['flows', flowId, 'steps', s, 'confirmation'], true);
    });
    (flow.outcomes ?? []).forEach((outcome, o) =>
      inspect(outcome, ['flows', flowId, 'outcomes', o], false),
    );
  }
  return problems;
}
