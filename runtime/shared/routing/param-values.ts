/**
 * The values a route's path parameters take where its pages are prerendered: a brand is each
 * brand, an enum each of its values, anything else is open-ended (no page per value). Pure, so
 * the build's plan and the framework-free pages' list read the same answer.
 */
import { brandSlugs } from '../../../generated/brands.js';
import { PARAM_RULES } from '../../../generated/routes/table.js';

/** The values a path parameter can take when the page is prerendered, or null if open-ended. */
export function prerenderValues(rule: string): readonly string[] | null {
  const definition = PARAM_RULES[rule as keyof typeof PARAM_RULES];
  if (definition.kind === 'brand') return brandSlugs;
  if (definition.kind === 'enum') return definition.values;
  return null;
}

/** Every set of values a route's params take when its pages are prerendered. */
export function prerenderParams(
  params: Readonly<Record<string, string>>,
): Record<string, string>[] {
  let sets: Record<string, string>[] = [{}];
  for (const [param, rule] of Object.entries(params)) {
    const values = prerenderValues(rule) ?? [];
    sets = sets.flatMap((set) => values.map((value) => ({ ...set, [param]: value })));
  }
  return sets;
}
