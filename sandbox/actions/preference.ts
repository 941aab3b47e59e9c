import { InvoiceStatus, OrderWebStatus } from '../../generated/codes.js';
import type { PreferenceStatus } from '../../generated/entities/types.js';
import type { Queryable } from '../db/database.js';
import { ProblemError } from '../http/problem.js';
import { settleBankLink } from './bank-link.js';
import { settleRefunds } from './refund.js';
import { actionProblemTypes, conflict, debtCollection, notYours } from './common.js';
import { accountReference, orderReference } from './reference.js';

/** How long a cancelled automatic payment shows 904 before it resolves (sandbox clock). */
export const cancelResolveMs = 15_000;

interface Target {
  kind: 'account' | 'order';
  /** The account number, or the purchase's brand and number. */
  key: [string] | [string, string];
  status: number;
}

/**
 * The externalReferenceNumber is the payment reference (reference.ts) of one of the customer's
 * purchases or of an invoice account's current invoice; the row is locked for the request's
 * transaction. Scheduling needs a linked bank account (409 no-bank-account otherwise).
 */
async function findTarget(db: Queryable, customerId: string, ref: string): Promise<Target> {
  const accounts = await db.query<{
    account_number: string;
    account_type: string;
    current_invoice_status: number | null;
  }>(
    `select account_number, account_type, current_invoice_status from invoice_accounts
      where customer_id = $1 order by account_number for update`,
    [customerId],
  );
  const orders = await db.query<{ brand: string; order_id: string; order_status_web: number }>(
    `select brand, order_id, order_status_web from orders where customer_id = $1
      order by brand, order_id for update`,
    [customerId],
  );
  let target: Target | undefined;
  const a = accounts.rows.find((r) => accountReference(r.account_type, r.account_number) === ref);
  if (a) {
    if (a.current_invoice_status === null) throw conflict('The account has no current invoice.');
    target = { kind: 'account', key: [a.account_number], status: a.current_invoice_status };
  } else {
    const o = orders.rows.find((r) => orderReference(r.brand, r.order_id) === ref);
    if (o) target = { kind: 'order', key: [o.brand, o.order_id], status: o.order_status_web };
  }
  if (!target) throw notYours(`purchase or invoice with payment reference ${ref}`);
  const link = await db.query<{ bank_link_state: string }>(
    'select bank_link_state from customers where id = $1',
    [customerId],
  );
  if (link.rows[0]?.bank_link_state !== 'linked') {
    throw new ProblemError(409, 'No bank account', 'Link a bank account first.', {
      type: actionProblemTypes.noBankAccount,
    });
  }
  return target;
}

const whereTarget = (t: Target): string =>
  t.kind === 'account'
    ? 'customer_id = $1 and account_number = $2'
    : 'customer_id = $1 and brand = $2 and order_id = $3';

/** activatePreference: schedule the automatic payment for the due date (901). */
export async function activatePreference(
  db: Queryable,
  customerId: string,
  ref: string,
): Promise<PreferenceStatus> {
  const target = await findTarget(db, customerId, ref);
  if (target.kind === 'account') {
    if (target.status === InvoiceStatus.debtCollection) throw debtCollection();
    if (target.status === InvoiceStatus.paid || target.status === InvoiceStatus.processing) {
      throw conflict('The current invoice is already paid or being paid.');
    }
    await db.query(
      `update invoice_accounts set current_invoice_status = 901, cancel_resolves_at = null,
          status_before_schedule = case when current_invoice_status in (901, 904)
            then status_before_schedule else current_invoice_status end
        where ${whereTarget(target)}`,
      [customerId, ...target.key],
    );
  } else {
    if (target.status === OrderWebStatus.debtCollection) throw debtCollection();
    const settled: number[] = [OrderWebStatus.paid, OrderWebStatus.processing];
    if (settled.includes(target.status)) throw conflict('The purchase is already paid.');
    await db.query(
      `update orders set order_status_web = 901, scheduled = true, cancel_resolves_at = null,
          web_before_schedule = case when order_status_web in (901, 904)
            then web_before_schedule else order_status_web end
        where ${whereTarget(target)}`,
      [customerId, ...target.key],
    );
  }
  return { externalReferenceNumber: ref, status: InvoiceStatus.nordpay901 };
}

/**
 * inactivatePreference: cancel the scheduled automatic payment. The status is 904 (cancel
 * initiated) until the sandbox clock passes cancelResolveMs, then what it was before scheduling
 * (settled lazily on read by settleActions).
 */
export async function inactivatePreference(
  db: Queryable,
  customerId: string,
  ref: string,
  now: Date,
): Promise<PreferenceStatus> {
  const target = await findTarget(db, customerId, ref);
  if (target.status === InvoiceStatus.nordpay904) {
    return { externalReferenceNumber: ref, status: InvoiceStatus.nordpay904 };
  }
  if (target.status !== InvoiceStatus.nordpay901) {
    throw conflict('No automatic payment is scheduled.');
  }
  const at = new Date(now.getTime() + cancelResolveMs);
  if (target.kind === 'account') {
    await db.query(
      `update invoice_accounts set current_invoice_status = 904, cancel_resolves_at = $2
        where customer_id = $1 and account_number = $3`,
      [customerId, at, ...target.key],
    );
  } else {
    await db.query(
      `update orders set order_status_web = 904, cancel_resolves_at = $2
        where customer_id = $1 and brand = $3 and order_id = $4`,
      [customerId, at, ...target.key],
    );
  }
  return { externalReferenceNumber: ref, status: InvoiceStatus.nordpay904 };
}

/**
 * Settles what the sandbox clock has made due for one customer: cancelled automatic payments
 * (904) resolve to their status before scheduling, a pending bank link becomes linked and a confirmed refund is paid out (CREATED). Conditional UPDATEs, so concurrent reads
 * settle once.
 */
export async function settleActions(db: Queryable, customerId: string, now: Date): Promise<void> {
  await settleBankLink(db, customerId, now);
  await settleRefunds(db, customerId, now);
  await db.query(
    `update invoice_accounts
        set current_invoice_status = coalesce(status_before_schedule, 1),
            status_before_schedule = null, cancel_resolves_at = null
      where customer_id = $1 and current_invoice_status = 904 and cancel_resolves_at <= $2`,
    [customerId, now],
  );
  await db.query(
    `update orders
        set order_status_web = coalesce(web_before_schedule, 1), scheduled = false,
            web_before_schedule = null, cancel_resolves_at = null
      where customer_id = $1 and order_status_web = 904 and cancel_resolves_at <= $2`,
    [customerId, now],
  );
}
