import { randomUUID } from 'node:crypto';
import type { CountryCode } from '../../generated/countries/index.js';
import { dk } from '../../generated/countries/dk.js';
import { fi } from '../../generated/countries/fi.js';
import { no } from '../../generated/countries/no.js';
import { se } from '../../generated/countries/se.js';
import type { ExternalPaymentRequest, PaymentSession } from '../../generated/entities/types.js';
import { invalidField, notYours } from '../actions/common.js';
import { makePayment } from '../actions/payment.js';
import type { Database, Queryable } from '../db/database.js';
import { ProblemError } from '../http/problem.js';
import { fromMinor, toMinor } from '../money.js';

export type SessionMethod = PaymentSession['method'];
export type TrustlyType = 'FOURTEEN_DAY_INVOICE' | 'ACCOUNT' | 'INVOICE';

const terms = { se, no, fi, dk } as const;

export interface SessionRow {
  reference: string;
  customer_id: string;
  method: SessionMethod;
  trustly_type: TrustlyType | null;
  target_kind: 'order' | 'invoice';
  brand: string;
  target_id: string;
  amount_minor: bigint;
  return_path: string;
  /** The app's origin when the session started (links.ts), for the page's way back; null: unknown. */
  app_origin: string | null;
  status: PaymentSession['status'];
  payment_id: string | null;
}

/**
 * Whether the customer's country offers the method (generated/countries payments.methods); card
 * is offered everywhere. MobilePay sits behind the `mobilepay` feature toggle, a client-side
 * switch the request does not carry (ExternalPaymentRequest has no flag), so the sandbox accepts
 * it wherever the country offers it (Denmark) and leaves the toggle to the app.
 */
function offered(country: CountryCode, method: SessionMethod): boolean {
  if (method === 'card') return true;
  return terms[country].payments.methods[method].available;
}

/** The session as the contract has it; `sandboxOrigin` is where the browser opens its page. */
export function sessionAnswer(row: SessionRow, sandboxOrigin: string): PaymentSession {
  const redirectUrl = new URL(`/sandbox/pay/${row.reference}`, sandboxOrigin).toString();
  return {
    reference: row.reference,
    method: row.method,
    status: row.status,
    amount: fromMinor(row.amount_minor),
    redirectUrl,
    ...(row.method === 'swish' ? { swishToken: row.reference, qrCode: redirectUrl } : {}),
  };
}

/**
 * Starts a payment session (startTrustly, startAdyen). Checks the method against the customer's
 * country, and the target and amount by running makePayment once inside a savepoint that is
 * rolled back: the same 404 / 409 / 422 answers as a direct payment, and nothing moves until the
 * customer confirms on the sandbox page.
 */
export async function startSession(
  db: Queryable,
  customerId: string,
  method: SessionMethod,
  trustlyType: TrustlyType | null,
  request: ExternalPaymentRequest,
  now: Date,
  appOrigin: string | null = null,
): Promise<SessionRow> {
  const country = (
    await db.query<{ country: CountryCode }>('select country from customers where id = $1', [
      customerId,
    ])
  ).rows[0]?.country;
  if (!country) throw notYours('customer record');
  if (!offered(country, method)) {
    throw new ProblemError(
      409,
      'Conflict',
      `Paying by ${method} is not offered in ${country.toUpperCase()}.`,
      { type: 'https://api.nordpay.example/problems/not-payable' },
    );
  }
  if (trustlyType) {
    const wanted = trustlyType === 'FOURTEEN_DAY_INVOICE' ? 'order' : 'invoice';
    if (request.target.kind !== wanted) {
      throw invalidField(
        'target.kind',
        `${trustlyType} pays a${wanted === 'order' ? ' purchase' : 'n invoice'}.`,
      );
    }
  }
  const paymentRequest = { target: request.target, amount: request.amount, when: 'now' as const };
  await db.exec('savepoint payment_session_check');
  try {
    await makePayment(db, customerId, paymentRequest, now);
  } finally {
    await db.exec('rollback to savepoint payment_session_check');
    await db.exec('release savepoint payment_session_check');
  }
  const reference = randomUUID();
  const { rows } = await db.query<SessionRow>(
    `insert into payment_sessions (reference, customer_id, method, trustly_type, target_kind,
       brand, target_id, amount_minor, return_path, created_at, app_origin)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     returning *`,
    [
      reference,
      customerId,
      method,
      trustlyType,
      request.target.kind,
      request.target.brand,
      request.target.id,
      toMinor(request.amount),
      request.returnPath,
      now,
      appOrigin,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('payment session not stored');
  return row;
}

/** The customer's session, or 404 (also for another customer's or another method family's). */
export async function findSession(
  db: Queryable,
  customerId: string,
  reference: string,
  family: 'trustly' | 'adyen',
): Promise<SessionRow> {
  const { rows } = await db.query<SessionRow>(
    'select * from payment_sessions where reference = $1 and customer_id = $2',
    [reference, customerId],
  );
  const row = rows[0];
  if (!row || (row.method === 'trustly') !== (family === 'trustly')) {
    throw notYours(`payment session ${reference}`);
  }
  return row;
}

/** trustlyAction cancel: a pending session is cancelled; a completed one cannot be (409). */
export async function cancelSession(
  db: Queryable,
  row: SessionRow,
  now: Date,
): Promise<SessionRow> {
  if (row.status === 'completed') {
    throw new ProblemError(409, 'Conflict', 'The payment went through and cannot be cancelled.');
  }
  if (row.status !== 'pending') return row;
  const { rows } = await db.query<SessionRow>(
    `update payment_sessions set status = 'cancelled', finished_at = $2
      where reference = $1 and status = 'pending' returning *`,
    [row.reference, now],
  );
  return rows[0] ?? row;
}

/** A session by reference alone, for the sandbox page. */
export async function sessionByReference(
  db: Queryable,
  reference: string,
): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(
    'select * from payment_sessions where reference = $1',
    [reference],
  );
  return rows[0] ?? null;
}

/** What the customer can do on the sandbox page: pay, be refused by the provider, or give up. */
export type SessionDecision = 'confirm' | 'decline' | 'cancel';

const finishedStatus = {
  confirm: 'completed',
  decline: 'failed',
  cancel: 'cancelled',
} as const satisfies Record<SessionDecision, SessionRow['status']>;

/**
 * The customer answers on the sandbox page. Confirm applies the payment through makePayment (one
 * transaction with the session's update); when the payment is refused by then (paid meanwhile,
 * debt collection) the session fails. Decline stands for the provider or bank refusing: the
 * session fails. Cancel is the customer giving up: the session is cancelled. Only confirm moves
 * money, and only a pending session changes; otherwise null.
 */
export async function finishSession(
  db: Database,
  reference: string,
  decision: SessionDecision,
  now: Date,
): Promise<SessionRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query<SessionRow>(
        `select * from payment_sessions where reference = $1 and status = 'pending' for update`,
        [reference],
      );
      const row = rows[0];
      if (!row) return null;
      let paymentId: string | null = null;
      if (decision === 'confirm') {
        const receipt = await makePayment(
          tx,
          row.customer_id,
          {
            target: {
              kind: row.target_kind,
              brand: row.brand as ExternalPaymentRequest['target']['brand'],
              id: row.target_id,
            },
            amount: fromMinor(row.amount_minor),
            when: 'now',
          },
          now,
        );
        paymentId = receipt.paymentId;
      }
      const updated = await tx.query<SessionRow>(
        `update payment_sessions set status = $2, payment_id = $3, finished_at = $4
          where reference = $1 returning *`,
        [reference, finishedStatus[decision], paymentId, now],
      );
      return updated.rows[0] ?? null;
    });
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    const { rows } = await db.query<SessionRow>(
      `update payment_sessions set status = 'failed', finished_at = $2
        where reference = $1 and status = 'pending' returning *`,
      [reference, now],
    );
    return rows[0] ?? null;
  }
}
