import type { Check, Problem } from '../../core/types.js';
import { parseMessage } from './icu.js';
import { MESSAGES_KIND, type Catalogue } from './locales.js';

/** Every text is valid ICU MessageFormat, as react-intl parses it. */
export const checkIcuSyntax: Check = (model) => {
  const problems: Problem[] = [];
  for (const file of model.files<Catalogue>(MESSAGES_KIND)) {
    for (const [id, text] of Object.entries(file.data)) {
      const parsed = parseMessage(text);
      if (parsed.ok) continue;
      problems.push({
        file: file.path,
        path: [id],
        message: `is not valid ICU MessageFormat: ${parsed.error}`,
        expected:
          "arguments like {min}, plurals like {count, plural, one {#} other {#}}, a literal brace quoted as '{'",
      });
    }
  }
  return problems;
};
