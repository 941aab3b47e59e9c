import type { Model, Problem } from '../../../core/types.js';
import { brandSlugs, codeTableKeys } from '../../neighbours.js';
import { routesFile, type ParamRuleSource } from '../sources.js';

/** Keys that only make sense for one kind of rule. */
const ONLY_FOR: Record<'slugs' | 'values' | 'codeTable' | 'pattern', ParamRuleSource['kind']> = {
  slugs: 'brand',
  values: 'enum',
  codeTable: 'enum',
  pattern: 'pattern',
};

/**
 * Param rules point at real things: routes name declared rules, brand rules name brands of
 * schema/brands.yaml, enum rules with a code table use that table's keys. Brands and code tables
 * are checked only when their files are in the model.
 */
export function paramRulesResolve(model: Model): Problem[] {
  const { path: file, data } = routesFile(model);
  const problems: Problem[] = [];
  const ruleIds = Object.keys(data.paramRules);
  const slugs = brandSlugs(model);
  const tables = codeTableKeys(model);

  for (const [id, rule] of Object.entries(data.paramRules)) {
    for (const [key, kind] of Object.entries(ONLY_FOR)) {
      if (key in rule && rule.kind !== kind) {
        problems.push({
          file,
          path: ['paramRules', id, key],
          atKey: true,
          message: `'${key}' does not apply to a ${rule.kind} rule`,
          expected: `'${key}' only on ${kind} rules`,
        });
      }
    }
    if (rule.kind === 'brand' && slugs) {
      (rule.slugs ?? []).forEach((slug, i) => {
        if (!slugs.includes(slug)) {
          problems.push({
            file,
            path: ['paramRules', id, 'slugs', i],
            message: `unknown brand '${slug}'`,
            expected: `a brand slug of schema/brands.yaml: ${slugs.join(', ')}`,
          });
        }
      });
    }
    if (rule.kind === 'enum' && rule.codeTable && tables) {
      const keys = tables.get(rule.codeTable);
      if (!keys) {
        problems.push({
          file,
          path: ['paramRules', id, 'codeTable'],
          message: `unknown code table '${rule.codeTable}'`,
          expected: `a table of schema/codes.yaml: ${[...tables.keys()].join(', ')}`,
        });
      } else {
        (rule.values ?? []).forEach((value, i) => {
          if (!keys.has(value)) {
            problems.push({
              file,
              path: ['paramRules', id, 'values', i],
              message: `'${value}' is not a key of code table '${rule.codeTable}'`,
              expected: `one of: ${[...keys].join(', ')}`,
            });
          }
        });
      }
    }
  }

  data.routes.forEach((route, index) => {
    for (const where of ['params', 'query'] as const) {
      for (const [name, ruleId] of Object.entries(route[where] ?? {})) {
        if (!ruleIds.includes(ruleId)) {
          problems.push({
            file,
            path: ['routes', index, where, name],
            message: `unknown param rule '${ruleId}'`,
            expected: `one of paramRules: ${ruleIds.join(', ')}`,
          });
        }
      }
    }
  });
  return problems;
}
