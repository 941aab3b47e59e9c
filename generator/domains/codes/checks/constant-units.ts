import type { Check, Problem } from '../../../core/types.js';
import { CONSTANTS_FILE, constantsOf } from '../sources.js';
import type { ConstantUnit, ConstantValue } from '../source-types.js';

type Kind = 'number' | 'whole' | 'boolean' | 'text' | 'any';

/** What every scalar in a constant's value must be, by unit. Times and sizes cannot be negative. */
const KIND_OF_UNIT: Record<ConstantUnit, Kind> = {
  px: 'number',
  em: 'number',
  ms: 'number',
  s: 'number',
  days: 'number',
  months: 'whole',
  count: 'whole',
  decimals: 'whole',
  code: 'any',
  text: 'text',
  flag: 'boolean',
};

const EXPECTED: Record<Kind, string> = {
  number: 'numbers of 0 or more',
  whole: 'whole numbers of 0 or more',
  boolean: 'true or false',
  text: 'a text',
  any: 'a value',
};

function scalars(value: ConstantValue): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'object') return Object.values(value);
  return [value];
}

function fits(kind: Kind, v: unknown): boolean {
  switch (kind) {
    case 'number':
      return typeof v === 'number' && v >= 0;
    case 'whole':
      return typeof v === 'number' && Number.isInteger(v) && v >= 0;
    case 'boolean':
      return typeof v === 'boolean';
    case 'text':
      return typeof v === 'string';
    case 'any':
      return true;
  }
}

/** The generator converts by unit (s to ms), so a value must make sense in its unit. */
export const constantUnits: Check = (model) => {
  const problems: Problem[] = [];
  for (const [group, { constants }] of Object.entries(constantsOf(model)?.data.groups ?? {})) {
    for (const [name, constant] of Object.entries(constants)) {
      const kind = KIND_OF_UNIT[constant.unit];
      if (scalars(constant.value).every((v) => fits(kind, v))) continue;
      problems.push({
        file: CONSTANTS_FILE,
        path: ['groups', group, 'constants', name, 'value'],
        message: `${JSON.stringify(constant.value)} does not fit unit ${constant.unit}`,
        expected: EXPECTED[kind],
      });
    }
  }
  return problems;
};
