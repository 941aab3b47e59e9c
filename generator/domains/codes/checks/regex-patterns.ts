import type { Check, Problem } from '../../../core/types.js';
import { VALIDATORS_FILE } from '../sources.js';
import { validatorRules } from './validator-rules.js';

/** Patterns are emitted as /.../u literals; one that does not compile would break every form. */
export const regexPatterns: Check = (model) => {
  const problems: Problem[] = [];
  for (const { rule, path } of validatorRules(model)) {
    if (rule.kind !== 'pattern' && rule.kind !== 'localPath') continue;
    try {
      new RegExp(rule.pattern, 'u');
    } catch (error) {
      problems.push({
        file: VALIDATORS_FILE,
        path: [...path, 'pattern'],
        message: `the pattern does not compile: ${error instanceof Error ? error.message : String(error)}`,
        expected: 'a JavaScript regular expression (unicode mode)',
      });
      continue;
    }
    if (!rule.pattern.startsWith('^') || !rule.pattern.endsWith('$')) {
      problems.push({
        file: VALIDATORS_FILE,
        path: [...path, 'pattern'],
        message: 'the pattern is not anchored, so it would accept text around a match',
        expected: 'a pattern starting with ^ and ending with $',
      });
    }
  }
  return problems;
};
