/**
 * The ids of the move-to-konto steps this version has (steps.ts has their components), apart from
 * the components so every logged-in page can know which flow links open (shared/flows/built-steps).
 * Keyed `flow:step` where another flow has a step of that name (refund's confirm).
 */
export const KONTO_MOVE_STEP_IDS = [
  'signicat',
  'twofactor',
  'monthio',
  'moveToKonto:confirm',
] as const;

export type KontoMoveStepId = (typeof KONTO_MOVE_STEP_IDS)[number];
