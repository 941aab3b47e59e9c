/** The benchmarks' median: their figures are medians of noisy runs, so it must be exact. */
import { describe, expect, it } from 'vitest';
import { median } from '../../../scripts/bench/median.js';

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
    [[5, NaN, 1, 3], 3],
    [[NaN, NaN], NaN],
    [[], NaN],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('leaves the runs in their order', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });
});
