import type { Check, Problem } from '../../core/types.js';
import { MESSAGES_KIND, type Catalogue } from './locales.js';

/**
 * Texts that were never finished: work markers, filler and notes standing in for a translation.
 * Upper-case work markers only, so ordinary words (Finnish 'todistus') never match.
 */
const MARKERS: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /\b(?:TODO|FIXME|TBD)\b/, what: 'a work marker' },
  { pattern: /lorem ipsum/i, what: 'filler text' },
  { pattern: /placeholder/i, what: 'a placeholder note' },
  {
    pattern: /\b(?:not shown|untranslated|to be translated|translate me)\b/i,
    what: 'a note instead of a text',
  },
  { pattern: /^\s*(?:\[(?:EN|en)\]|EN:)/, what: 'an English-only marker' },
  { pattern: /\?\?\?/, what: 'a question-mark placeholder' },
];

/** No catalogue keeps a marker of a text still to be written or translated. */
export const checkMarkers: Check = (model) => {
  const problems: Problem[] = [];
  for (const file of model.files<Catalogue>(MESSAGES_KIND)) {
    for (const [id, text] of Object.entries(file.data)) {
      const marker = MARKERS.find((m) => m.pattern.test(text));
      if (!marker) continue;
      problems.push({
        file: file.path,
        path: [id],
        message: `still holds ${marker.what}: '${text}'`,
        expected: `the finished ${file.name} text`,
      });
    }
  }
  return problems;
};
