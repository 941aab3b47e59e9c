/**
 * The ids of the steps that change how a purchase is paid (postpone, pause for return, split;
 * steps.ts has their components). Apart from the components, so every logged-in page can know
 * which flow links open (shared/flows/built-steps) without loading the steps.
 */
export const PAYMENT_CHANGE_STEP_IDS = ['snooze', 'return', 'split'] as const;

export type PaymentChangeStepId = (typeof PAYMENT_CHANGE_STEP_IDS)[number];
