/**
 * The payment steps by step id (schema/flows.yaml), each loaded when it is first shown, so a step
 * is a chunk of its own and no page's first load carries them (issue 13 budget: 20 KB a step).
 * The route layer gives them to the flow runtime (shared/flows/flow-steps.tsx) with a host page.
 */
import { lazy } from 'react';
import type { StepRegistry } from '../../shared/flows/flow-steps.js';
import type { PaymentStepId } from './step-ids.js';

const confirm = lazy(() => import('./confirm-step.js'));

export const paymentSteps = {
  amount: lazy(() => import('./amount-step.js')),
  select: lazy(() => import('./select-step.js')),
  pay: confirm,
  swish: confirm,
  trustly: confirm,
  vipps: confirm,
  mobilepay: confirm,
  submission: lazy(() => import('./submission-step.js')),
  bank: lazy(() => import('./bank-step.js')),
} satisfies StepRegistry & Record<PaymentStepId, unknown>;
