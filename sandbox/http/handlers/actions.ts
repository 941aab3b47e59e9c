import { isBrandSlug } from '../../../generated/brands.js';
import { startBankLink, unlinkBankAccount } from '../../actions/bank-link.js';
import {
  moveToKonto,
  moveToSplitPayment,
  pauseForReturn,
  snooze,
} from '../../actions/order-actions.js';
import { usePaymentFreeMonth } from '../../actions/free-month.js';
import { makePayment } from '../../actions/payment.js';
import { requestRefund } from '../../actions/refund.js';
import { ProblemError } from '../problem.js';
import {
  activatePreference,
  inactivatePreference,
  settleActions,
} from '../../actions/preference.js';
import { customerOf, inTransaction } from '../../actions/common.js';
import type { Handler, HandlerTable } from '../handler.js';
import { paymentsHandlers } from './payments.js';

function brandOf(value: string | undefined) {
  // params.ts has validated it; this narrows the type.
  if (!isBrandSlug(value)) throw new ProblemError(404, 'Not Found', 'No such brand.');
  return value;
}

type ReadId = 'getPayments' | 'getOrderPayment' | 'getInvoicePayment' | 'getPreferences';

/**
 * The payments reads with the sandbox clock's pending changes settled first (a cancelled
 * automatic payment resolving after its delay), so polling sees 904 and then the resolved status.
 */
function settledRead<Id extends ReadId>(id: Id): Handler<Id> {
  const read = paymentsHandlers[id] as Handler<Id> | undefined;
  return async (ctx) => {
    if (!read) throw new Error(`no handler for ${id}`);
    if (ctx.session) await settleActions(ctx.db, ctx.session.customerId, ctx.now);
    return read(ctx);
  };
}

/** Actions that change the customer's payments (issue 3, Behaviour: Actions). */
export const actionsHandlers: HandlerTable = {
  getPayments: settledRead('getPayments'),
  getOrderPayment: settledRead('getOrderPayment'),
  getInvoicePayment: settledRead('getInvoicePayment'),
  getPreferences: settledRead('getPreferences'),

  async makePayment({ db, session, body, now }) {
    return { body: await makePayment(db, customerOf(session), body, now) };
  },

  async activatePreference({ db, session, params, now }) {
    const customerId = customerOf(session);
    await settleActions(db, customerId, now);
    return {
      body: await activatePreference(db, customerId, params['externalReferenceNumber'] ?? ''),
    };
  },

  async inactivatePreference({ db, session, params, now }) {
    const customerId = customerOf(session);
    await settleActions(db, customerId, now);
    return {
      body: await inactivatePreference(
        db,
        customerId,
        params['externalReferenceNumber'] ?? '',
        now,
      ),
    };
  },

  async snooze({ db, session, params, body, now }) {
    return { body: await snooze(db, customerOf(session), brandOf(params['brand']), body, now) };
  },

  async pauseForReturn({ db, session, params, body, now }) {
    const brand = brandOf(params['brand']);
    const customerId = customerOf(session);
    return {
      body: await inTransaction(db, (tx) => pauseForReturn(tx, customerId, brand, body, now)),
    };
  },

  async startBankLink({ db, session, body, request, now }) {
    const customerId = customerOf(session);
    const answer = await inTransaction(db, async (tx) => {
      await settleActions(tx, customerId, now);
      return startBankLink(tx, customerId, body.returnPath, request.url, now);
    });
    return { body: answer };
  },

  async unlinkBankAccount({ db, session, now }) {
    const customerId = customerOf(session);
    await inTransaction(db, async (tx) => {
      await settleActions(tx, customerId, now);
      await unlinkBankAccount(tx, customerId);
    });
    return { body: undefined };
  },

  async requestRefund({ db, session, body, now }) {
    const customerId = customerOf(session);
    await settleActions(db, customerId, now);
    return { body: await requestRefund(db, customerId, body.refundId, now) };
  },

  async moveToSplitPayment({ db, session, params, body, now }) {
    const brand = brandOf(params['brand']);
    return { body: await moveToSplitPayment(db, customerOf(session), brand, body, now) };
  },

  async moveToKonto({ db, session, params, body, now }) {
    const brand = brandOf(params['brand']);
    return { body: await moveToKonto(db, customerOf(session), brand, body, now) };
  },

  async usePaymentFreeMonth({ db, session, body, now }) {
    const customerId = customerOf(session);
    await settleActions(db, customerId, now);
    return { body: await usePaymentFreeMonth(db, customerId, body, now) };
  },
};
