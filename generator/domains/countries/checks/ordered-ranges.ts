import type { KeyPath, Model, Problem } from '../../../core/types.js';
import { countryFiles, eachObject } from '../source.js';

/** Keys that form a range, lower first; found anywhere in a country file. */
const RANGES: ReadonlyArray<readonly [low: string, high: string, what: string]> = [
  ['minAmount', 'maxAmount', 'smallest amount'],
  ['minYears', 'maxYears', 'shortest term'],
  ['minDays', 'maxDays', 'fewest days'],
  ['min', 'max', 'lowest rate'],
  ['nominal', 'effective', 'nominal rate'],
];

/**
 * A range whose lower end is above its upper end is always a typing mistake (swapped or an extra
 * zero). The effective rate includes fees, so it is never below the nominal rate.
 */
export function checkOrderedRanges(model: Model): Problem[] {
  const problems: Problem[] = [];
  for (const { path: file, data } of countryFiles(model)) {
    eachObject(data, (object, path) => {
      for (const [low, high, what] of RANGES) {
        const a = object[low];
        const b = object[high];
        if (typeof a !== 'number' || typeof b !== 'number' || a <= b) continue;
        const at: KeyPath = [...path, low];
        problems.push({
          file,
          path: at,
          message: `the ${what} (${low}: ${a}) is above ${high} (${b})`,
          expected: `${low} at most ${high}`,
        });
      }
    });
  }
  return problems;
}
