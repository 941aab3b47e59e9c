/**
 * Which flow steps this version of the app has (the step components the route layer gives the
 * flow runtime), so a page links only to the flows it can open: a link never leads to a page that
 * does not exist yet. A host page provides its registry; a feature's action list asks.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { CountryCode } from '../../../generated/countries/index.js';
import type { RouteName } from '../../../generated/routes/table.js';
import { positionOf } from './position.js';

/** The ids of the steps that have a component (the registry's keys). */
export type BuiltStepIds = readonly string[];

const BuiltStepsContext = createContext<BuiltStepIds>([]);

export function BuiltSteps({ steps, children }: { steps: BuiltStepIds; children: ReactNode }) {
  return <BuiltStepsContext.Provider value={steps}>{children}</BuiltStepsContext.Provider>;
}

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
  const steps = useContext(BuiltStepsContext);
  return (route: RouteName, hash = '') => opensBuiltStep(steps, country, route, hash);
}
