import type { KeyPath, Model, Problem } from '../../../core/types.js';
import { at, countryFiles, isObject } from '../source.js';

const FIXED = ['invoiceBatches', 'fixedDates'] as const;

/** yyyy-MM-dd that names a real day (not 2025-02-30). */
function isRealDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Invoice dates are real days, listed in order; a reading's first date is not after its last. */
export function checkBatchDates(model: Model): Problem[] {
  const problems: Problem[] = [];
  for (const { path: file, data } of countryFiles(model)) {
    const unreal = (path: KeyPath, text: string): void => {
      problems.push({
        file,
        path,
        message: `${text} is not a real date`,
        expected: 'a date yyyy-MM-dd that exists',
      });
    };
    const dates = at(data, [...FIXED, 'dates']);
    if (Array.isArray(dates)) {
      dates.forEach((d, i) => {
        const path = [...FIXED, 'dates', i];
        if (typeof d !== 'string') return;
        if (!isRealDate(d)) unreal(path, d);
        else if (i > 0 && String(dates[i - 1]) >= d) {
          problems.push({
            file,
            path,
            message: `${d} is not after ${String(dates[i - 1])}`,
            expected: 'the dates earliest first',
          });
        }
      });
    }
    const readings = at(data, [...FIXED, 'readings']);
    if (!Array.isArray(readings)) continue;
    readings.forEach((reading, i) => {
      if (!isObject(reading)) return;
      const { first, last } = reading;
      if (typeof first !== 'string' || typeof last !== 'string') return;
      const path = [...FIXED, 'readings', i];
      if (!isRealDate(first)) unreal([...path, 'first'], first);
      else if (!isRealDate(last)) unreal([...path, 'last'], last);
      else if (last < first) {
        problems.push({
          file,
          path: [...path, 'last'],
          message: `${last} is before the first date ${first}`,
          expected: `a date on or after ${first}`,
        });
      }
    });
  }
  return problems;
}
