import type { Check, Problem } from '../../../core/types.js';
import { entryFiles, versionsOf } from '../source.js';

/** The preview opens a version by its id alone, so no two versions anywhere may share one. */
export const checkUniqueIds: Check = (model) => {
  const seen = new Map<string, string>();
  const problems: Problem[] = [];
  for (const file of entryFiles(model)) {
    for (const version of versionsOf(file)) {
      const where = `${file.path} ${version.path.join('.')}`;
      const first = seen.get(version.body.id);
      if (first) {
        problems.push({
          file: file.path,
          path: [...version.path, 'id'],
          message: `the id ${version.body.id} is already used by ${first}`,
          expected: 'a new UUID of its own (for example from uuidgen)',
        });
      } else seen.set(version.body.id, where);
    }
  }
  return problems;
};
