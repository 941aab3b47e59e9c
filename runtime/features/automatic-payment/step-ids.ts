/**
 * The automatic-payment steps this version has (steps.ts has their components): the schedule step
 * of flow autogiro, which shares the step page steps/pay with the pay flow (the `flow` query picks
 * it), so it is keyed `flow:step`. The cancel confirmation is asked over it (schedule-step.tsx).
 */
export const AUTOGIRO_STEP_IDS = ['autogiro:schedule'] as const;

export type AutogiroStepId = (typeof AUTOGIRO_STEP_IDS)[number];
