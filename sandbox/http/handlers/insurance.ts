import { customerOf } from '../../actions/common.js';
import { applyInsurance, loadInsurance } from '../../insurance/insurance.js';
import type { HandlerTable } from '../handler.js';

/** The payment protection insurance on a konto: read it and apply for it (tag `insurance`). */
export const insuranceHandlers: HandlerTable = {
  async getInsurance({ db, session, params, now }) {
    const customerId = customerOf(session);
    return { body: await loadInsurance(db, customerId, params['brand'] ?? '', now) };
  },

  async applyInsurance({ db, session, params, body, now }) {
    const customerId = customerOf(session);
    return { body: await applyInsurance(db, customerId, params['brand'] ?? '', body, now) };
  },
};
