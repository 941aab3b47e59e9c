/**
 * The median of a benchmark's runs: the middle value, or the mean of the two middle ones for an
 * even count. A run that produced no figure (NaN, such as a Lighthouse run that could not score)
 * is left out; with none left the median is NaN.
 */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}
