import type { Model, Problem } from '../../../core/types.js';
import { at, countryFiles, isObject } from '../source.js';

const WEEKLY = ['support', 'openingHours', 'weekly'] as const;

/** Opening hours close after they open, and each weekday has one line, so the page is unambiguous. */
export function checkOpeningHours(model: Model): Problem[] {
  const problems: Problem[] = [];
  for (const { path: file, data } of countryFiles(model)) {
    const weekly = at(data, WEEKLY);
    if (!Array.isArray(weekly)) continue;
    const seen = new Map<string, number>();
    weekly.forEach((line, i) => {
      if (!isObject(line)) return;
      const { opens, closes, days } = line;
      // HH:MM strings compare in time order.
      if (typeof opens === 'string' && typeof closes === 'string' && closes <= opens) {
        problems.push({
          file,
          path: [...WEEKLY, i, 'closes'],
          message: `closes at ${closes}, not after it opens at ${opens}`,
          expected: `a closing time after ${opens}`,
        });
      }
      if (!Array.isArray(days)) return;
      for (const day of days.map(String)) {
        const first = seen.get(day);
        if (first !== undefined) {
          problems.push({
            file,
            path: [...WEEKLY, i, 'days'],
            message: `${day} already has hours on line ${first + 1}`,
            expected: 'each weekday on one line only',
          });
        } else {
          seen.set(day, i);
        }
      }
    });
  }
  return problems;
}
