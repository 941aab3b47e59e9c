import type { Check, Problem } from '../../core/types.js';
import { allMessageIds, localeCatalogues } from './locales.js';

/** Every id has a text in all four languages; a missing one is reported in the file that lacks it. */
export const checkComplete: Check = (model) => {
  const catalogues = localeCatalogues(model);
  const problems: Problem[] = [];
  for (const id of allMessageIds(catalogues)) {
    const having = catalogues.filter((c) => Object.hasOwn(c.file.data, id));
    if (having.length === catalogues.length) continue;
    const where = having.map((c) => c.locale).join(', ');
    for (const c of catalogues) {
      if (Object.hasOwn(c.file.data, id)) continue;
      problems.push({
        file: c.file.path,
        path: [id],
        message: `has no ${c.locale} text (the id exists in ${where})`,
        expected: `a ${c.locale} text for '${id}'`,
      });
    }
  }
  return problems;
};
