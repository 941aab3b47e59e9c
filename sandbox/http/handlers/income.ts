import {
  customerCountry,
  hasOrder,
  startVerification,
  verificationStatus,
} from '../../income/monthio.js';
import type { HandlerTable } from '../handler.js';
import { ProblemError, problemTypes, unauthorized } from '../problem.js';

const notFound = (detail: string) => new ProblemError(404, 'Not Found', detail);

/** Income verification with the simulated monthio (api.yaml tag `actions`), Denmark only. */
export const incomeHandlers: HandlerTable = {
  async startIncomeVerification({ db, session, body, now, request }) {
    if (!session) throw unauthorized('Log in first.');
    // The schema's path pattern lets `//host` through, which a browser reads as another site.
    if (body.returnPath.startsWith('//')) {
      throw new ProblemError(
        422,
        'Unprocessable Content',
        'returnPath must be a path on this site.',
        {
          type: problemTypes.validation,
          errors: [{ field: 'returnPath', messageId: 'validation.redirectTarget' }],
        },
      );
    }
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
    // the callback path (on this origin) with the reference to poll.
    const back = new URL(body.returnPath, new URL(request.url).origin);
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
