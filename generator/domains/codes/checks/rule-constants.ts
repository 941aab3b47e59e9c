import type { Check, Problem } from '../../../core/types.js';
import { ruleConstantUses, rulesOf } from '../rules.js';
import { codesOf, findConstant } from '../sources.js';
import { codesFile } from './table-entries.js';

/** Tables whose codes the pending-polling status must be (core §4: orders and invoices both poll). */
const POLLED_TABLES = ['orderWebStatus', 'invoiceStatus'];

/**
 * A constant a rule reads (`{ constant: name }`) must exist in constants.yaml and hold what the
 * helper expects; the generator writes its value into the helper.
 */
export const ruleConstants: Check = (model) => {
  const rules = rulesOf(model);
  if (!rules) return [];
  const problems: Problem[] = [];
  for (const { path, ref, expected, fits } of ruleConstantUses(rules)) {
    const found = findConstant(model, ref.constant);
    if (!found) {
      problems.push({
        file: codesFile,
        path: [...path, 'constant'],
        message: `constant '${ref.constant}' is not in schema/constants.yaml`,
        expected: 'the name of a constant of any group',
      });
    } else if (!fits(found.constant.value, found.constant.unit)) {
      problems.push({
        file: codesFile,
        path: [...path, 'constant'],
        message: `constant '${ref.constant}' is ${JSON.stringify(found.constant.value)} (unit ${found.constant.unit})`,
        expected,
      });
    }
  }
  const status = findConstant(model, rules.pendingPolling.status.constant)?.constant.value;
  const tables = codesOf(model)?.data.tables ?? {};
  for (const table of POLLED_TABLES) {
    if (typeof status !== 'number') break;
    if ((tables[table]?.codes ?? []).some((c) => c.code === status)) continue;
    problems.push({
      file: codesFile,
      path: ['rules', 'pendingPolling', 'status', 'constant'],
      message: `the polling status ${status} is not a code of table ${table}`,
      expected: `a code of both ${POLLED_TABLES.join(' and ')}`,
    });
  }
  return problems;
};
