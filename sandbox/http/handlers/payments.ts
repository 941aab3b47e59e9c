import { isBrandSlug } from '../../../generated/brands.js';
import { loadInvoice, loadOrder, loadPayments } from '../../payments/repository.js';
import { loadPreferences } from '../../payments/preferences.js';
import type { HandlerTable } from '../handler.js';
import { ProblemError, unauthorized } from '../problem.js';

function customerOf(session: { customerId: string } | null): string {
  if (!session) throw unauthorized('Log in first.');
  return session.customerId;
}

function brandOf(value: string | undefined): Parameters<typeof loadOrder>[2] {
  // params.ts has validated it; this narrows the type.
  if (!isBrandSlug(value)) throw new ProblemError(404, 'Not Found', 'No such brand.');
  return value;
}

/** The payments overview, one purchase, one invoice and the mandate (api.yaml tag `payments`). */
export const paymentsHandlers: HandlerTable = {
  async getPayments({ db, session, now }) {
    return { body: await loadPayments(db, customerOf(session), now) };
  },

  async getOrderPayment({ db, session, params, now }) {
    const brand = brandOf(params['brand']);
    const id = params['id'] ?? '';
    const order = await loadOrder(db, customerOf(session), brand, id, now);
    if (!order) {
      throw new ProblemError(404, 'Not Found', `You have no purchase ${id} at ${brand}.`);
    }
    return { body: { order } };
  },

  async getInvoicePayment({ db, session, params }) {
    const brand = brandOf(params['brand']);
    const id = params['id'] ?? '';
    const invoice = await loadInvoice(db, customerOf(session), brand, id);
    if (!invoice) {
      throw new ProblemError(404, 'Not Found', `You have no invoice of ${id} at ${brand}.`);
    }
    return { body: { invoice } };
  },

  async getPreferences({ db, session }) {
    const preferences = await loadPreferences(db, customerOf(session));
    if (!preferences) throw unauthorized('The customer of this session no longer exists.');
    return { body: preferences };
  },
};
