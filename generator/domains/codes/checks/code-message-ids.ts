import type { Check, Problem } from '../../../core/types.js';
import { expectedMessageId } from '../names.js';
import { codeEntries, codesFile } from './table-entries.js';

/**
 * Labelled tables are shown to customers, so every code needs its text; the id follows one
 * convention so the messages domain and the UI can find it without a lookup table.
 */
export const codeMessageIds: Check = (model) => {
  const problems: Problem[] = [];
  for (const { table, tableSource, entry, path } of codeEntries(model)) {
    const expected = expectedMessageId(table, entry.code);
    if (tableSource.labelled) {
      if (entry.messageId === undefined) {
        problems.push({
          file: codesFile,
          path,
          message: `code ${JSON.stringify(entry.code)} of labelled table ${table} has no messageId`,
          expected: `messageId: ${expected}`,
        });
      } else if (entry.messageId !== expected) {
        problems.push({
          file: codesFile,
          path: [...path, 'messageId'],
          message: `'${entry.messageId}' does not follow the convention`,
          expected,
        });
      }
    } else if (entry.messageId !== undefined) {
      problems.push({
        file: codesFile,
        path: [...path, 'messageId'],
        message: `table ${table} is not labelled, so its codes carry no message id`,
        expected: 'labelled: true on the table, or no messageId',
      });
    }
  }
  return problems;
};
