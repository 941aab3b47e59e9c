/**
 * Whether a flow link opens a step this version of the app has (built-steps-context.tsx), so a page
 * links only to the flows it can open: a link never leads to a page that does not exist yet. Read
 * by the action lists of the pages that link to flows; it reads the flow table, which the other
 * pages need not load.
 */
import type { CountryCode } from '../../../generated/countries/index.js';
import type { FlowId } from '../../../generated/flows.js';
import type { RouteName } from '../../../generated/routes/table.js';
import { useBuiltStepIds, type BuiltStepIds } from './built-steps-context.js';
import { positionOf } from './position.js';

/**
 * Whether a link to a step page or a flow hash opens a step this version has. `flow` names the
 * flow a link opens on a step page two flows share (steps/pay: pay, and autogiro's schedule), as
 * the `flow` query does: the page's own flow may be built while the linked one is not.
 */
export function opensBuiltStep(
  steps: BuiltStepIds,
  country: CountryCode,
  route: RouteName,
  hash: string,
  flow?: FlowId,
): boolean {
  const search = new URLSearchParams(flow ? { flow } : {});
  const position = positionOf(route, search, hash, country, { mobilepay: true });
  return (
    position !== null &&
    (steps.includes(`${position.flow}:${position.step}`) || steps.includes(position.step))
  );
}

/** `(route, hash, flow) => boolean`: whether a flow link of the page opens a built step. */
export function useOpensBuiltStep(country: CountryCode) {
  const steps = useBuiltStepIds();
  return (route: RouteName, hash = '', flow?: FlowId) =>
    opensBuiltStep(steps, country, route, hash, flow);
}
