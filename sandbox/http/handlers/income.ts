import {
  customerCountry,
  hasOrder,
  startVerification,
  verificationStatus,
} from '../../income/monthio.js';
import type { HandlerTable } from '../handler.js';
import { appUrl } from '../links.js';
import { ProblemError, unauthorized } from '../problem.js';

const notFound = (detail: string) => new ProblemError(404, 'Not Found', detail);

/** Income verification with the simulated monthio (api.yaml tag `actions`), Denmark only. */
export const incomeHandlers: HandlerTable = {
  async startIncomeVerification({ db, session, body, now, links }) {
    if (!session) throw unauthorized('Log in first.');
    if ((await customerCountry(db, session.customerId)) !== 'dk') {
      throw new ProblemError(
        422,
        'Unprocessable Content',
        'Income verification is only used in Denmark.',
      );
    }
    if (!(await hasOrder(db, session.customerId, body.brand, body.orderID))) {
      throw notFound('You have no purchase with this id at this brand.');
    }
    const reference = await startVerification(db, session.customerId, body, now);
    // The simulated monthio decides on its own, so its "page" sends the browser straight back to
    // the app's callback path (at the app's origin, links.ts) with the reference to poll. The
    // contract's pattern keeps returnPath local (no `//host`, no backslash), and appUrl joins it
    // to the allowed origin as text, so it cannot leave the app.
    const back = appUrl(links.app, body.returnPath);
    back.searchParams.set('reference', reference);
    return { body: { reference, redirectUrl: back.toString() } };
  },

  async getIncomeVerification({ db, session, params, now }) {
    if (!session) throw unauthorized('Log in first.');
    const reference = params['reference'] ?? '';
    const status = await verificationStatus(db, session.customerId, reference, now);
    if (!status) throw notFound('No income verification has this reference.');
    return { body: { reference, status } };
  },
};
