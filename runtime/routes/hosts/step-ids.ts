/**
 * The ids of every flow step this version has (each feature's step-ids), apart from the components
 * (step-registry.ts) so the logged-in layout can tell every page which flow links open without
 * loading a step. A feature with steps adds its ids here and its registry there.
 */
import { PAYMENT_CHANGE_STEP_IDS } from '../../features/payment-changes/step-ids.js';
import { AUTOGIRO_STEP_IDS } from '../../features/automatic-payment/step-ids.js';
import { FREE_MONTH_STEP_IDS } from '../../features/free-month/step-ids.js';
import { PAYMENT_STEP_IDS } from '../../features/payments/step-ids.js';
import { KONTO_MOVE_STEP_IDS } from '../../features/konto-move/step-ids.js';

export const BUILT_STEP_IDS: readonly string[] = [
  ...PAYMENT_STEP_IDS,
  ...KONTO_MOVE_STEP_IDS,
  ...PAYMENT_CHANGE_STEP_IDS,
  // Each host's own start step (purchase-host.tsx, invoice-host.tsx).
  'start',
  ...AUTOGIRO_STEP_IDS,
  ...FREE_MONTH_STEP_IDS,
];
