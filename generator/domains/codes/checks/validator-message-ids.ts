import type { Check, Problem } from '../../../core/types.js';
import { VALIDATORS_FILE, validatorsOf } from '../sources.js';

/** Message ids follow `validation.<validatorId>` so the form finds the text from the id alone. */
export const validatorMessageIds: Check = (model) => {
  const problems: Problem[] = [];
  for (const [id, validator] of Object.entries(validatorsOf(model)?.data.validators ?? {})) {
    const expected = `validation.${id}`;
    if (validator.messageId === expected) continue;
    problems.push({
      file: VALIDATORS_FILE,
      path: ['validators', id, 'messageId'],
      message: `'${validator.messageId}' does not follow the convention`,
      expected,
    });
  }
  return problems;
};
