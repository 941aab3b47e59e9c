/**
 * The ids of the flow steps this version of the app has, given by the logged-in layout to every
 * page (the registry's keys, without the components or the flow table: every logged-in page
 * carries this, and only the pages with flow links read it, through built-steps.ts).
 */
import { createContext, useContext, type ReactNode } from 'react';

export type BuiltStepIds = readonly string[];

const BuiltStepsContext = createContext<BuiltStepIds>([]);

export function BuiltSteps({ steps, children }: { steps: BuiltStepIds; children: ReactNode }) {
  return <BuiltStepsContext.Provider value={steps}>{children}</BuiltStepsContext.Provider>;
}

export const useBuiltStepIds = (): BuiltStepIds => useContext(BuiltStepsContext);
