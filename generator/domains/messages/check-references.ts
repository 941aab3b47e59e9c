import type { Check, Problem } from '../../core/types.js';
import { closest } from '../../core/closest.js';
import { allMessageIds, localeCatalogues } from './locales.js';
import { collectMessageRefs } from './refs.js';

/**
 * Every message id named in schema/, countries/ or content/ exists. It is reported where it is
 * named; an id that exists in only some languages is reported by checkComplete in the files that
 * lack it instead.
 */
export const checkReferences: Check = (model) => {
  const catalogues = localeCatalogues(model);
  if (catalogues.length === 0) return []; // reported by checkLocales
  const known = allMessageIds(catalogues);
  const knownSet = new Set(known);
  const problems: Problem[] = [];
  for (const ref of collectMessageRefs(model)) {
    if (knownSet.has(ref.id)) continue;
    const suggestion = closest(ref.id, known);
    problems.push({
      file: ref.file,
      path: ref.path,
      message: `names the message id '${ref.id}', which is in no catalogue${suggestion ? ` (did you mean '${suggestion}'?)` : ''}`,
      expected: 'an id of content/messages/{sv,nb,fi,da}.yaml',
    });
  }
  return problems;
};
