/**
 * The display state of a purchase (core §4 Display states): how a purchase is shown, from its
 * statuses. The web status gives the state (generated/codes/display-states.ts, one state per
 * status); two states the spec lists are derived on top of it:
 * - debt-collection always wins: such a purchase cannot be paid here (core §4 Rules);
 * - pendingRefund when a refund exists or is pending (hasRefund, or refundStatus PENDING or
 *   CREATED), because then money comes back to the customer and nothing is to be paid;
 * - overdue is a due purchase past its due date ("overdue (days late)"), shown with its days late.
 */
import { hasRefundOrPending, orderStateOf } from '../../../generated/codes/payability.js';
import type { DisplayStateCode } from '../../../generated/codes/tables/display-state.js';

/** What the display state reads of a purchase (a generated `Order` fits). */
export interface DisplayStateOrder {
  readonly orderStatusWeb: number;
  readonly daysToDueDate?: number | null;
  readonly hasRefund?: boolean | null;
  readonly refundStatus?: string | null;
}

export interface ShownState {
  readonly state: DisplayStateCode;
  /** Days past the due date, for overdue only. */
  readonly daysLate?: number;
}

/** The state a purchase is shown in; undefined for a web status the code table does not know. */
export function orderDisplayState(order: DisplayStateOrder): ShownState | undefined {
  const base = orderStateOf(order);
  if (base === undefined) return undefined;
  if (base === 'debt-collection') return { state: base };
  if (hasRefundOrPending(order)) return { state: 'pendingRefund' };
  const days = order.daysToDueDate;
  if (base === 'due' && typeof days === 'number' && days < 0) {
    return { state: 'overdue', daysLate: -days };
  }
  return { state: base };
}
