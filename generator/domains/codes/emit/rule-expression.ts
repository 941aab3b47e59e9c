import type { SourceFile } from '../../../core/types.js';
import { countryBounds } from '../country-bounds.js';
import type { RuleSource } from '../source-types.js';
import { literal, quote, regexLiteral } from './literal.js';

/** A rule as TypeScript: the builder call, the builders it needs and its type for interfaces. */
export interface RuleCode {
  expression: string;
  builders: string[];
  type: string;
}

const STRING = 'z.ZodMiniType<string>';
const NUMBER = 'z.ZodMiniType<number>';

/**
 * Turns one rule of validators.yaml into a call of a builder of validator-builders.ts. The
 * country file is given for per-country rules; countryRange reads its limits from it.
 */
export function ruleExpression(
  rule: RuleSource,
  messageId: string,
  countryFile?: SourceFile,
): RuleCode {
  const id = quote(messageId);
  switch (rule.kind) {
    case 'pattern': {
      const options = { trim: rule.trim, checksum: rule.checksum };
      const hasOptions = rule.trim !== undefined || rule.checksum !== undefined;
      return {
        expression: `patternText(${regexLiteral(rule.pattern)}, ${id}${hasOptions ? `, ${literal(options)}` : ''})`,
        builders: ['patternText'],
        type: STRING,
      };
    }
    case 'nonEmpty':
      return { expression: `nonEmptyText(${id})`, builders: ['nonEmptyText'], type: STRING };
    case 'boundedAmount':
      return {
        expression: `boundedAmount(${id}, ${rule.decimals})`,
        builders: ['boundedAmount'],
        type: `(min: number, max: number) => ${NUMBER}`,
      };
    case 'range':
      return rangeCode(rule.min, rule.max, id, rule.integer);
    case 'countryRange': {
      if (!countryFile) throw new Error('a countryRange rule needs its country file');
      const bounds = countryBounds(countryFile, rule);
      if (bounds === null) return { expression: 'null', builders: [], type: 'null' };
      if ('unreadable' in bounds) {
        throw new Error(`${countryFile.path}: cannot read ${bounds.unreadable}`);
      }
      return rangeCode(bounds.min, bounds.max, id, rule.integer);
    }
    case 'none':
      return { expression: 'null', builders: [], type: 'null' };
    case 'allTrue':
      return {
        expression: `allTrue(${literal(rule.fields)}, ${id})`,
        builders: ['allTrue'],
        type: 'z.ZodMiniType<Readonly<Record<string, true>>>',
      };
    case 'localPath':
      return {
        expression: `localPath(${regexLiteral(rule.pattern)}, ${literal(rule.forbidden)}, ${rule.maxLength}, ${id})`,
        builders: ['localPath'],
        type: STRING,
      };
    case 'oneOf':
      return {
        expression: `oneOf(${literal(rule.values)}, ${id})`,
        builders: ['oneOf'],
        type: 'z.ZodMiniType<string | number>',
      };
    case 'href':
      return {
        expression: `safeHref(${literal(rule.forbiddenSchemes)}, ${rule.forbidBareHash}, ${id})`,
        builders: ['safeHref'],
        type: STRING,
      };
    case 'brandSlug':
      return { expression: `oneOf(brandSlugs, ${id})`, builders: ['oneOf'], type: STRING };
  }
}

function rangeCode(min: number, max: number, id: string, integer?: boolean): RuleCode {
  return {
    expression: `numberRange(${min}, ${max}, ${id}${integer ? ', { integer: true }' : ''})`,
    builders: ['numberRange'],
    type: NUMBER,
  };
}
