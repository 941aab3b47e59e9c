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
import { withSnoozePossibilities } from '../../actions/snooze.js';
import type { Handler, HandlerTable } from '../handler.js';
import { paymentsHandlers } from './payments.js';

function brandOf(value: string | undefined) {
  // params.ts has validated it; this narrows the type.
  if (!isBrandSlug(value)) throw new ProblemError(404, 'Not Found', 'No such brand.');
  return value;
}

type ReadId = 'getInvoicePayment' | 'getPreferences';

function readOf<Id extends ReadId | 'getPayments' | 'getOrderPayment'>(id: Id): Handler<Id> {
  const read = paymentsHandlers[id] as Handler<Id> | undefined;
  if (!read) throw new Error(`no handler for ${id}`);
  return read;
}

/**
 * The payments reads with the sandbox clock's pending changes settled first (a cancelled
 * automatic payment resolving after its delay, a scheduled one executing on its due date), so
 * polling sees 904 and then the resolved status. Nothing due costs one read-only query.
 */
function settledRead<Id extends ReadId>(id: Id): Handler<Id> {
  const read = readOf(id);
  return async (ctx) => {
    if (ctx.session) await settleActions(ctx.db, ctx.session.customerId, ctx.now);
    return read(ctx);
  };
}

const getPayments = readOf('getPayments');
const getOrderPayment = readOf('getOrderPayment');

/** Actions that change the customer's payments (issue 3, Behaviour: Actions). */
export const actionsHandlers: HandlerTable = {
  // The orders' snoozePossibilities come from the settling's round trip (snooze.ts).
  async getPayments(ctx) {
    const facts = ctx.session && (await settleActions(ctx.db, ctx.session.customerId, ctx.now));
    const answer = await getPayments(ctx);
    if (!facts) return answer;
    const orders = answer.body.orders.map((o) => withSnoozePossibilities(o, facts));
    return { ...answer, body: { ...answer.body, orders } };
  },
  async getOrderPayment(ctx) {
    const facts = ctx.session && (await settleActions(ctx.db, ctx.session.customerId, ctx.now));
    const answer = await getOrderPayment(ctx);
    if (!facts) return answer;
    const order = withSnoozePossibilities(answer.body.order, facts);
    return { ...answer, body: { ...answer.body, order } };
  },
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

  async startBankLink({ db, session, body, links, now }) {
    const customerId = customerOf(session);
    const answer = await inTransaction(db, async (tx) => {
      await settleActions(tx, customerId, now);
      // The simulated provider accepts at once: its page is the app's return path (links.ts).
      return startBankLink(tx, customerId, body.returnPath, links.app, now);
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
