/**
 * Whether a flow link opens a step this version of the app has (built-steps-context.tsx), so a page
 * links only to the flows it can open: a link never leads to a page that does not exist yet. Read
 * by the action lists of the pages that link to flows; it reads the flow table, which the other
 * pages need not load.
 */
import type { CountryCode } from '../../../generated/countries/index.js';
import type { RouteName } from '../../../generated/routes/table.js';
import { useBuiltStepIds, type BuiltStepIds } from './built-steps-context.js';
import { positionOf } from './position.js';

/** Whether a link to a step page or a flow hash opens a step this version has. */
export function opensBuiltStep(
  steps: BuiltStepIds,
  country: CountryCode,
  route: RouteName,
  hash: string,
): boolean {
  const position = positionOf(route, new URLSearchParams(), hash, country, { mobilepay: true });
  return position !== null && steps.includes(position.step);
}

/** `(route, hash) => boolean`: whether a flow link of the page opens a built step. */
export function useOpensBuiltStep(country: CountryCode) {
  const steps = useBuiltStepIds();
  return (route: RouteName, hash = '') => opensBuiltStep(steps, country, route, hash);
}
