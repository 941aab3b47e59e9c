import type { BrandSlug } from '../../generated/brands.js';
import type { Database, Queryable } from '../db/database.js';
import { ProblemError, unauthorized } from '../http/problem.js';

/** Problem types of the contract used by the actions (api.yaml, Problem). */
export const actionProblemTypes = {
  debtCollection: 'https://api.nordpay.example/problems/debt-collection',
  notPayable: 'https://api.nordpay.example/problems/not-payable',
  noBankAccount: 'https://api.nordpay.example/problems/no-bank-account',
  validation: 'https://api.nordpay.example/problems/validation',
} as const;

export function customerOf(session: { customerId: string } | null): string {
  if (!session) throw unauthorized('Log in first.');
  return session.customerId;
}

export const notYours = (what: string): ProblemError =>
  new ProblemError(404, 'Not Found', `You have no ${what}.`);

export const debtCollection = (): ProblemError =>
  new ProblemError(
    409,
    'In debt collection',
    'This has gone to debt collection; contact the debt collection agency to pay it.',
    { type: actionProblemTypes.debtCollection },
  );

export const conflict = (detail: string): ProblemError =>
  new ProblemError(409, 'Conflict', detail, { type: actionProblemTypes.notPayable });

/** A 422 naming the field at fault. */
export const invalidField = (field: string, detail: string): ProblemError =>
  new ProblemError(422, 'Unprocessable Content', detail, {
    type: actionProblemTypes.validation,
    errors: [{ field, messageId: 'validation.outOfRange', detail }],
  });

/** The order row fields the actions read and change; locked for the request's transaction. */
export interface OrderState {
  customer_id: string;
  brand: BrandSlug;
  order_id: string;
  account_number: string;
  due_date: string | null;
  order_status_web: number;
  order_type: string;
  scheduled: boolean;
  total_order_amount_minor: bigint;
  current_debt_minor: bigint | null;
  order_invoice_amount_minor: bigint;
  ifsp_months: number | null;
  web_before_schedule: number | null;
  cancel_resolves_at: Date | null;
  country: string;
}

/** One purchase of the customer, locked (`for update`) so parallel actions serialize; or 404. */
export async function lockOrder(
  db: Queryable,
  customerId: string,
  brand: string,
  orderId: string,
): Promise<OrderState> {
  const { rows } = await db.query<OrderState>(
    `select o.customer_id, o.brand, o.order_id, o.account_number, o.due_date::text as due_date,
        o.order_status_web, o.order_type, o.scheduled, o.total_order_amount_minor,
        o.current_debt_minor, o.order_invoice_amount_minor, o.ifsp_months,
        o.web_before_schedule, o.cancel_resolves_at, c.country
       from orders o join customers c on c.id = o.customer_id
      where o.customer_id = $1 and o.brand = $2 and o.order_id = $3
      for update of o`,
    [customerId, brand, orderId],
  );
  const row = rows[0];
  if (!row) throw notYours(`purchase ${orderId} at ${brand}`);
  return row;
}

/** What is still owed on a purchase, in minor units. */
export function owedOnOrder(o: OrderState): bigint {
  return o.current_debt_minor ?? o.order_invoice_amount_minor;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const today = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Runs an action in one transaction: money-moving calls already get the idempotency layer's
 * transaction as their handle; the others get the database and open their own here.
 */
export async function inTransaction<T>(
  db: Queryable,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const database = db as Partial<Database>;
  if (typeof database.transaction === 'function') return database.transaction(fn);
  return fn(db);
}
