import type { SourceFile } from '../../core/types.js';

/** The value at a dotted key path of a country file, e.g. `loan.minAmount`. */
export function readDotted(file: SourceFile, dotted: string): unknown {
  let node: unknown = file.data;
  for (const key of dotted.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The bounds a countryRange rule takes from one country file, or null where it does not apply. */
export type CountryBounds = { min: number; max: number } | null;

export function countryBounds(
  file: SourceFile,
  rule: { available: string; min: string; max: string },
): CountryBounds | { unreadable: string } {
  const available = readDotted(file, rule.available);
  if (available === false) return null;
  if (available !== true) return { unreadable: rule.available };
  const min = readDotted(file, rule.min);
  const max = readDotted(file, rule.max);
  if (typeof min !== 'number') return { unreadable: rule.min };
  if (typeof max !== 'number') return { unreadable: rule.max };
  return { min, max };
}
