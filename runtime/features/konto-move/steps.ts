/**
 * The move-to-konto steps by step id (schema/flows.yaml moveToKonto and its subflows signicat,
 * twoFactor and monthio), each loaded when first shown, so each is a chunk of its own and no
 * page's first load carries them. The route layer gives them to the flow runtime.
 */
import { lazy } from 'react';
import type { StepRegistry } from '../../shared/flows/flow-steps.js';
import type { KontoMoveStepId } from './step-ids.js';

export const kontoMoveSteps = {
  signicat: lazy(() => import('./identification-step.js')),
  twofactor: lazy(() => import('./code-step.js')),
  monthio: lazy(() => import('./income-step.js')),
  'moveToKonto:confirm': lazy(() => import('./confirm-step.js')),
} satisfies StepRegistry & Record<KontoMoveStepId, unknown>;
