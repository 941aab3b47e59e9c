import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';

/** How long the simulated monthio check stays pending (sandbox clock) before it decides. */
export const incomePendingMs = 10 * 1000;

/**
 * Personas whose income monthio refuses, so Denmark's move-to-konto "incomefail" outcome can be
 * reached: dk-emil (Emil Poulsen, 070663-1000, emil.poulsen@example.dk), who already has a
 * debt-collection and an overdue order. Every other customer is approved.
 */
export const refusedIncomePersonas: ReadonlySet<string> = new Set(['dk-emil', 'dk-konto-refused']);

/**
 * Personas who leave monthio without sharing their income, so Denmark's "cancel" outcome of the
 * move to konto can be reached: dk-konto-cancel (sandbox/seed/personas/konto-move.ts).
 */
export const cancellingIncomePersonas: ReadonlySet<string> = new Set(['dk-konto-cancel']);

type Decision = 'approved' | 'rejected' | 'cancelled';
export type IncomeStatus = 'pending' | Decision;

const decisionOf = (customerId: string): Decision =>
  refusedIncomePersonas.has(customerId)
    ? 'rejected'
    : cancellingIncomePersonas.has(customerId)
      ? 'cancelled'
      : 'approved';

/** Whether the customer has this purchase at this brand. */
export async function hasOrder(
  db: Queryable,
  customerId: string,
  brand: string,
  orderId: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'select 1 from orders where customer_id = $1 and brand = $2 and order_id = $3',
    [customerId, brand, orderId],
  );
  return rowCount > 0;
}

/** The country of a customer, or null when it no longer exists. */
export async function customerCountry(db: Queryable, customerId: string): Promise<string | null> {
  const { rows } = await db.query<{ country: string }>(
    'select country from customers where id = $1',
    [customerId],
  );
  return rows[0]?.country ?? null;
}

/** Starts a check; answers its reference. The outcome is fixed now and shown after the pending time. */
export async function startVerification(
  db: Queryable,
  customerId: string,
  request: { brand: string; orderID: string; returnPath: string },
  now: Date,
): Promise<string> {
  const reference = `iv-${randomUUID()}`;
  await db.query(
    `insert into income_verifications (reference, customer_id, brand, order_id, return_path,
       created_at, decided_at, outcome)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      reference,
      customerId,
      request.brand,
      request.orderID,
      request.returnPath,
      now,
      new Date(now.getTime() + incomePendingMs),
      decisionOf(customerId),
    ],
  );
  return reference;
}

/** The status of the customer's check by the sandbox clock, or null when it is not theirs. */
export async function verificationStatus(
  db: Queryable,
  customerId: string,
  reference: string,
  now: Date,
): Promise<IncomeStatus | null> {
  const { rows } = await db.query<{ decided_at: Date; outcome: Decision }>(
    'select decided_at, outcome from income_verifications where reference = $1 and customer_id = $2',
    [reference, customerId],
  );
  const row = rows[0];
  if (!row) return null;
  return row.decided_at.getTime() <= now.getTime() ? row.outcome : 'pending';
}

/** A check as moveToKonto needs it: whose, for which purchase, and its status now. */
export interface VerificationRecord {
  readonly customerId: string;
  readonly brand: string;
  readonly orderId: string;
  readonly status: IncomeStatus;
  /** When a pending check decides (sandbox clock). */
  readonly decidedAt: Date;
}

/** Any check by its reference (whoever it belongs to), or null when there is none. */
export async function findVerification(
  db: Queryable,
  reference: string,
  now: Date,
): Promise<VerificationRecord | null> {
  const { rows } = await db.query<{
    customer_id: string;
    brand: string;
    order_id: string;
    decided_at: Date;
    outcome: Decision;
  }>(
    `select customer_id, brand, order_id, decided_at, outcome from income_verifications
      where reference = $1`,
    [reference],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    customerId: row.customer_id,
    brand: row.brand,
    orderId: row.order_id,
    status: row.decided_at.getTime() <= now.getTime() ? row.outcome : 'pending',
    decidedAt: row.decided_at,
  };
}
