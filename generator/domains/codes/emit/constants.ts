import type { Emitter } from '../../../core/types.js';
import { CONSTANTS_FILE, constantsOf } from '../sources.js';
import type { ConstantSource, ConstantUnit, ConstantValue } from '../source-types.js';
import { jsdoc, literal } from './literal.js';

/** Every duration is emitted in milliseconds, so runtime code never mixes seconds and days. */
const TO_MS: Partial<Record<ConstantUnit, number>> = { ms: 1, s: 1000, days: 86_400_000 };

const SUFFIX: Partial<Record<ConstantUnit, string>> = {
  ms: 'Ms',
  s: 'Ms',
  days: 'Ms',
  px: 'Px',
  em: 'Em',
  months: 'Months',
};

/** The generated name of a constant: its name and the unit it is emitted in. */
export function constantName(name: string, unit: ConstantUnit): string {
  return `${name}${SUFFIX[unit] ?? ''}`;
}

function convert(value: ConstantValue, factor: number): ConstantValue {
  if (typeof value === 'number') return value * factor;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'number' ? v * factor : v));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v * factor]));
  }
  return value;
}

function members(name: string, constant: ConstantSource) {
  const factor = TO_MS[constant.unit];
  const unit = constant.value === 1 ? constant.unit.replace(/s$/, '') : constant.unit;
  const stated =
    factor && factor !== 1 ? ` Stated as ${JSON.stringify(constant.value)} ${unit}.` : '';
  const list = [
    {
      doc: jsdoc(`${constant.description}${stated}`),
      name: constantName(name, constant.unit),
      value: literal(factor ? convert(constant.value, factor) : constant.value),
    },
  ];
  if (constant.layouts) {
    list.push({
      doc: jsdoc(`Layout from each of ${name} up (a code of the layout table).`),
      name: `${name}Layouts`,
      value: literal(constant.layouts),
    });
  }
  return list;
}

/** generated/constants-data.ts: one `as const` object per group of schema/constants.yaml. */
export const emitConstants: Emitter = (model, templates) => {
  const source = constantsOf(model);
  if (!source) return [];
  const groups = Object.entries(source.data.groups).map(([name, group]) => ({
    name,
    doc: jsdoc(group.description),
    members: Object.entries(group.constants).flatMap(([n, c]) => members(n, c)),
  }));
  const content = templates.render('codes/constants-data.ts.hbs', { groups });
  return [{ path: 'constants-data.ts', content, sources: [CONSTANTS_FILE] }];
};
