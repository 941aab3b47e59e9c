/**
 * What a decided income verification means for the move to konto (api.yaml IncomeVerification
 * status): approved goes on to the confirmation; the others end the move in an outcome of
 * schema/flows.yaml moveToKonto (Denmark's incomefail and cancel; `fail` is none of the table's,
 * so the generic failure).
 */
import type { IncomeVerification } from '../../../generated/entities/types.js';

/** How often the step asks while the verification is pending (the check takes seconds). */
export const INCOME_POLL_MS = 2000;

type Decided = Exclude<IncomeVerification['status'], 'pending'>;

export function incomeOutcome(status: Decided): 'approved' | 'incomefail' | 'cancel' | 'fail' {
  switch (status) {
    case 'approved':
      return 'approved';
    case 'rejected':
      return 'incomefail';
    case 'cancelled':
      return 'cancel';
    case 'failed':
      return 'fail';
  }
}
