import type { Check, Problem } from '../../../core/types.js';
import { CONSTANTS_FILE, codesOf, constantsOf } from '../sources.js';

/**
 * Breakpoint lists (em lists) must ascend, or media queries overlap; a `layouts` list names the
 * layout from each breakpoint up, with layout codes in the layout table's order (mobile first).
 */
export const breakpoints: Check = (model) => {
  const groups = constantsOf(model)?.data.groups ?? {};
  const layoutOrder = (codesOf(model)?.data.tables.layout?.codes ?? []).map((c) => String(c.code));
  const problems: Problem[] = [];
  for (const [group, { constants }] of Object.entries(groups)) {
    for (const [name, constant] of Object.entries(constants)) {
      const path = ['groups', group, 'constants', name];
      const values = Array.isArray(constant.value) ? constant.value : undefined;
      if (constant.unit === 'em' && values) {
        values.forEach((v, i) => {
          const previous = values[i - 1];
          if (i === 0 || typeof v !== 'number' || typeof previous !== 'number' || v > previous)
            return;
          problems.push({
            file: CONSTANTS_FILE,
            path: [...path, 'value', i],
            message: `breakpoint ${v} is not above the one before it (${previous})`,
            expected: 'breakpoints in ascending order',
          });
        });
      }
      if (!constant.layouts) continue;
      if (!values || constant.layouts.length !== values.length) {
        problems.push({
          file: CONSTANTS_FILE,
          path: [...path, 'layouts'],
          message: `${constant.layouts.length} layouts for ${values ? values.length : 'no list of'} breakpoints`,
          expected: 'one layout per breakpoint',
        });
      }
      constant.layouts.forEach((layout, i) => {
        const rank = layoutOrder.indexOf(layout);
        const previous = layoutOrder.indexOf(constant.layouts?.[i - 1] ?? '');
        if (rank < 0) {
          problems.push({
            file: CONSTANTS_FILE,
            path: [...path, 'layouts', i],
            message: `'${layout}' is not a code of table layout`,
            expected: `one of: ${layoutOrder.join(', ')}`,
          });
        } else if (i > 0 && previous >= 0 && rank < previous) {
          problems.push({
            file: CONSTANTS_FILE,
            path: [...path, 'layouts', i],
            message: `layout '${layout}' comes after a wider layout`,
            expected: `layouts in the order ${layoutOrder.join(', ')}`,
          });
        }
      });
    }
  }
  return problems;
};
