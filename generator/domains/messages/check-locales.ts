import type { Check, Problem } from '../../core/types.js';
import { isLocale, LOCALES, MESSAGES_KIND, type Catalogue } from './locales.js';

const FOLDER = 'content/messages';

/** There is one catalogue per language of the product, and no other. */
export const checkLocales: Check = (model) => {
  const files = model.files<Catalogue>(MESSAGES_KIND);
  const problems: Problem[] = files
    .filter((f) => !isLocale(f.name))
    .map((f) => ({
      file: f.path,
      path: [],
      message: `'${f.name}' is not a language of the product`,
      expected: `one of ${LOCALES.map((l) => `${l}.yaml`).join(', ')}`,
    }));
  for (const locale of LOCALES) {
    if (files.some((f) => f.name === locale)) continue;
    problems.push({
      file: `${FOLDER}/${locale}.yaml`,
      path: [],
      message: `the ${locale} catalogue is missing`,
      expected: `a file ${FOLDER}/${locale}.yaml with every message id`,
    });
  }
  return problems;
};
