import { customerOf, notYours } from '../../actions/common.js';
import {
  cancelSession,
  findSession,
  sessionAnswer,
  startSession,
  type SessionMethod,
  type TrustlyType,
} from '../../payment-methods/sessions.js';
import type { HandlerTable } from '../handler.js';

/**
 * Simulated payment methods: Trustly, and Swish / Vipps / MobilePay / card through Adyen. The
 * session's redirectUrl is the sandbox's page (`/sandbox/pay`, at the sandbox's own origin: the
 * web server does not proxy it); the page's way back is the app's origin of the start (links.ts).
 */
export const paymentMethodsHandlers: HandlerTable = {
  async startTrustly({ db, session, params, body, now, links }) {
    const type = params['type'] as TrustlyType;
    const customerId = customerOf(session);
    const row = await startSession(db, customerId, 'trustly', type, body, now, links.app);
    return { body: sessionAnswer(row, links.sandbox) };
  },

  async trustlyAction({ db, session, params, body, now, links }) {
    const row = await findSession(db, customerOf(session), body.reference, 'trustly');
    if (row.trustly_type !== params['type']) {
      // The session was started with another Trustly method: not one of this path's.
      throw notYours(`Trustly session ${body.reference} of this type`);
    }
    const answer = params['action'] === 'cancel' ? await cancelSession(db, row, now) : row;
    return { body: sessionAnswer(answer, links.sandbox) };
  },

  async startAdyen({ db, session, params, body, now, links }) {
    const method = params['method'] as Exclude<SessionMethod, 'trustly'>;
    const row = await startSession(db, customerOf(session), method, null, body, now, links.app);
    return { body: sessionAnswer(row, links.sandbox) };
  },

  async getAdyenResult({ db, session, params, links }) {
    const row = await findSession(db, customerOf(session), params['reference'] ?? '', 'adyen');
    return { body: sessionAnswer(row, links.sandbox) };
  },
};
