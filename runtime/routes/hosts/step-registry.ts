/**
 * Every flow step this version has, by step id (or `flow:step`), from each feature's registry,
 * for the host pages (FlowSteps). A feature with steps adds its registry here and its ids to
 * step-ids.ts.
 */
import { paymentSteps } from '../../features/payments/steps.js';
import type { StepRegistry } from '../../shared/flows/flow-steps.js';

export const stepComponents: StepRegistry = {
  ...paymentSteps,
};
