/**
 * Where the move to konto goes next, from the flow table (schema/flows.yaml moveToKonto): its
 * steps in the country, in order, each either a step of its own (confirm) or a subflow run as its
 * step (identification through signicat, the code of twoFactor, Denmark's monthio). Nothing here
 * names a country: Sweden's code step and Denmark's income verification are the table's.
 */
import type { CountryCode } from '../../../generated/countries/index.js';
import { FLOWS, stepsIn, type FlowId } from '../../../generated/flows.js';
import type { StepTarget } from '../../shared/flows/flow-control.js';

const MOVE = 'moveToKonto' satisfies FlowId;

/** The step a moveToKonto step is shown as: its subflow's first step, or the step itself. */
function targetOf(step: { id: string; subflow: string | null }): StepTarget {
  if (step.subflow === null) return { flow: MOVE, step: step.id };
  const flow = step.subflow as FlowId;
  return { flow, step: FLOWS[flow].steps[0]?.id ?? step.id };
}

/** The move's steps in a country, as the steps shown. */
export const moveSteps = (country: CountryCode): readonly StepTarget[] =>
  stepsIn(MOVE, country).map(targetOf);

/**
 * The step after `current` (a step shown in the move: a subflow's step or the move's own), or
 * null when it is the last or not the move's in this country.
 */
export function nextMoveStep(country: CountryCode, current: StepTarget): StepTarget | null {
  const steps = moveSteps(country);
  const at = steps.findIndex((s) => s.flow === current.flow && s.step === current.step);
  return at === -1 ? null : (steps[at + 1] ?? null);
}

/** Whether the country verifies the income before the move (Denmark's monthio). */
export const verifiesIncome = (country: CountryCode): boolean =>
  moveSteps(country).some((s) => s.flow === 'monthio');

/** The move's confirmation, with the income verification's reference where there is one. */
export const confirmStep = (reference: string | null): StepTarget => ({
  flow: MOVE,
  step: 'confirm',
  ...(reference ? { query: { ref: reference } } : {}),
});
