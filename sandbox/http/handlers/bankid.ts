import { civicNumber } from '../../../generated/validators/se.js';
import {
  cancelOrder,
  collectOrder,
  findOrder,
  qrData,
  qrSeconds,
  startOrder,
} from '../../bankid/orders.js';
import type { Queryable } from '../../db/database.js';
import type { HandlerTable } from '../handler.js';
import { ProblemError, problemTypes } from '../problem.js';

const invalidCivic = () =>
  new ProblemError(422, 'Unprocessable Content', 'The civic number is not a valid personnummer.', {
    type: problemTypes.validation,
    errors: [{ field: 'civicNumber', messageId: 'validation.civicNumber' }],
  });

const noOrder = () => new ProblemError(404, 'Not Found', 'No BankID order has this orderRef.');

/** The request's civic number checked with the Swedish validator (Luhn included), or null. */
function checkedCivic(civic: string | undefined): string | null {
  if (civic === undefined) return null;
  const parsed = civicNumber.safeParse(civic);
  if (!parsed.success) throw invalidCivic();
  return parsed.data;
}

async function isCustomer(db: Queryable, civic: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `select 1 from customers where country = 'se' and replace(civic_number, '-', '') = $1`,
    [civic.replace('-', '')],
  );
  return rowCount > 0;
}

/** BankID login (api.yaml tag `auth`): the simulator in sandbox/bankid, real and demo. */
export const bankIdHandlers: HandlerTable = {
  async startBankId({ db, body, now }) {
    const civic = checkedCivic(body.civicNumber);
    const outcome = await startOrder(
      db,
      now,
      { sameDevice: body.sameDevice, civicNumber: civic },
      { demo: false, inBand: false },
    );
    if (outcome.kind === 'alreadyInProgress') {
      throw new ProblemError(
        409,
        'Conflict',
        "Parallel BankID orders for this person kept taking this one's place (alreadyInProgress); start again.",
        { errors: [{ field: 'civicNumber', messageId: 'code.loginState.alreadyInProgress' }] },
      );
    }
    return { body: outcome.order };
  },

  async startBankIdDemo({ db, body, now }) {
    const civic = checkedCivic(body.civicNumber);
    // The demo serves demo customers only: a civic number must be one of theirs.
    if (civic !== null && !(await isCustomer(db, civic))) {
      throw new ProblemError(422, 'Unprocessable Content', 'No demo customer has this number.', {
        type: problemTypes.validation,
        errors: [{ field: 'civicNumber', messageId: 'code.loginState.idNotFound' }],
      });
    }
    const outcome = await startOrder(
      db,
      now,
      { sameDevice: body.sameDevice, civicNumber: civic },
      { demo: true, inBand: true },
    );
    if (!outcome.order) throw new Error('An in-band start always answers an order.');
    return { body: outcome.order };
  },

  async collectBankId({ db, body, now }) {
    const row = await findOrder(db, body.orderRef, now);
    if (!row || row.demo) throw noOrder();
    return { body: await collectOrder(db, row, now) };
  },

  async collectBankIdDemo({ db, body, now }) {
    const row = await findOrder(db, body.orderRef, now);
    if (!row || !row.demo) throw noOrder();
    return { body: await collectOrder(db, row, now) };
  },

  async getBankIdQr({ db, params, now }) {
    const row = await findOrder(db, params['orderRef'] ?? '', now);
    if (!row || row.status !== 'pending') throw noOrder();
    return {
      body: { qrData: qrData(row.qr_start_token, row.qr_start_secret, qrSeconds(row, now)) },
    };
  },

  async cancelBankId({ db, body, now }) {
    await cancelOrder(db, body.orderRef, false, now);
    return { body: undefined };
  },

  async cancelBankIdDemo({ db, body, now }) {
    await cancelOrder(db, body.orderRef, true, now);
    return { body: undefined };
  },
};
