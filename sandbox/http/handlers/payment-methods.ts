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

const origin = (request: Request): string => new URL(request.url).origin;

/** Simulated payment methods: Trustly, and Swish / Vipps / MobilePay / card through Adyen. */
export const paymentMethodsHandlers: HandlerTable = {
  async startTrustly({ db, session, params, body, now, request }) {
    const type = params['type'] as TrustlyType;
    const row = await startSession(db, customerOf(session), 'trustly', type, body, now);
    return { body: sessionAnswer(row, origin(request)) };
  },

  async trustlyAction({ db, session, params, body, now, request }) {
    const row = await findSession(db, customerOf(session), body.reference, 'trustly');
    if (row.trustly_type !== params['type']) {
      // The session was started with another Trustly method: not one of this path's.
      throw notYours(`Trustly session ${body.reference} of this type`);
    }
    const answer = params['action'] === 'cancel' ? await cancelSession(db, row, now) : row;
    return { body: sessionAnswer(answer, origin(request)) };
  },

  async startAdyen({ db, session, params, body, now, request }) {
    const method = params['method'] as Exclude<SessionMethod, 'trustly'>;
    const row = await startSession(db, customerOf(session), method, null, body, now);
    return { body: sessionAnswer(row, origin(request)) };
  },

  async getAdyenResult({ db, session, params, request }) {
    const row = await findSession(db, customerOf(session), params['reference'] ?? '', 'adyen');
    return { body: sessionAnswer(row, origin(request)) };
  },
};
