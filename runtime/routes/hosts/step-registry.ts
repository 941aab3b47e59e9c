/**
 * Every flow step this version has, by step id (or `flow:step`), from each feature's registry,
 * for the host pages (FlowSteps). A feature with steps adds its registry here and its ids to
 * step-ids.ts. The start step is each host's own (purchase-host.tsx, invoice-host.tsx): it offers
 * that host feature's actions, so each host page loads only its own feature's texts.
 */
import { paymentChangeSteps } from '../../features/payment-changes/steps.js';
import { autogiroSteps } from '../../features/automatic-payment/steps.js';
import { freeMonthSteps } from '../../features/free-month/steps.js';
import { paymentSteps } from '../../features/payments/steps.js';
import { kontoMoveSteps } from '../../features/konto-move/steps.js';
import type { StepRegistry } from '../../shared/flows/flow-steps.js';

export const stepComponents: StepRegistry = {
  ...paymentSteps,
  ...kontoMoveSteps,
  ...paymentChangeSteps,
  ...autogiroSteps,
  ...freeMonthSteps,
};
