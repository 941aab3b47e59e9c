/**
 * The steps that change how a purchase is paid, by step id (schema/flows.yaml: snooze, return,
 * split), each loaded when it is first shown, so no page's first load carries them. The route
 * layer gives them to the flow runtime with the purchase page (routes/hosts/).
 */
import { lazy } from 'react';
import type { StepRegistry } from '../../shared/flows/flow-steps.js';
import type { PaymentChangeStepId } from './step-ids.js';

export const paymentChangeSteps = {
  snooze: lazy(() => import('./snooze-step.js')),
  return: lazy(() => import('./return-step.js')),
  split: lazy(() => import('./split-step.js')),
} satisfies StepRegistry & Record<PaymentChangeStepId, unknown>;
