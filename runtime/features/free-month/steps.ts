/** The payment-free month's step by step id, loaded when it is first shown (own chunk). */
import { lazy } from 'react';
import type { StepRegistry } from '../../shared/flows/flow-steps.js';
import type { FreeMonthStepId } from './step-ids.js';

export const freeMonthSteps = {
  freemonth: lazy(() => import('./freemonth-step.js')),
} satisfies StepRegistry & Record<FreeMonthStepId, unknown>;
