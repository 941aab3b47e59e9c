import { customerOf } from '../../actions/common.js';
import { listRefunds } from '../../payment-methods/refunds.js';
import type { HandlerTable } from '../handler.js';

/** getRefunds (requestRefund is in actions.ts). */
export const refundsHandlers: HandlerTable = {
  async getRefunds({ db, session, now }) {
    return { body: await listRefunds(db, customerOf(session), now) };
  },
};
