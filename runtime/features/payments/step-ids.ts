/**
 * The ids of the payment steps this version has (steps.ts has their components). Apart from the
 * components, so every logged-in page can know which flow links open (shared/flows/built-steps)
 * without loading the steps or their texts.
 */
export const PAYMENT_STEP_IDS = [
  'amount',
  'select',
  'pay',
  'swish',
  'trustly',
  'vipps',
  'mobilepay',
  'submission',
  'bank',
] as const;

export type PaymentStepId = (typeof PAYMENT_STEP_IDS)[number];
