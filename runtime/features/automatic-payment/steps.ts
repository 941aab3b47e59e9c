/** The automatic-payment steps by `flow:step`, each loaded when it is first shown (own chunk). */
import { lazy } from 'react';
import type { StepRegistry } from '../../shared/flows/flow-steps.js';
import type { AutogiroStepId } from './step-ids.js';

export const autogiroSteps = {
  'autogiro:schedule': lazy(() => import('./schedule-step.js')),
} satisfies StepRegistry & Record<AutogiroStepId, unknown>;
