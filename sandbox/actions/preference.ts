import { InvoiceStatus, OrderWebStatus } from '../../generated/codes.js';
import type { PreferenceStatus } from '../../generated/entities/types.js';
import type { Queryable } from '../db/database.js';
import { ProblemError } from '../http/problem.js';
import { bankLinkPendingMs, bankLinkPendingSql, settleBankLink } from './bank-link.js';
import { processingDueSql, settleProcessing } from './processing.js';
import { refundPayoutMs, settleRefunds } from './refund.js';
import { executeDuePayments } from './scheduled.js';
import type { SnoozeFacts } from './snooze.js';
import {
  actionProblemTypes,
  conflict,
  debtCollection,
  inTransaction,
  notYours,
  today,
} from './common.js';
import { isCountryCode } from '../../generated/countries/index.js';
import { accountReference, orderReference, paymentReference } from './reference.js';

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
 * purchases or of an invoice account's current invoice, as its bank details show it; the row is locked for the request's
 * transaction. Scheduling needs a linked bank account (409 no-bank-account otherwise); cancelling
 * does not (a scheduled payment can be removed after the account was unlinked).
 */
async function findTarget(
  db: Queryable,
  customerId: string,
  ref: string,
  needsBankLink: boolean,
): Promise<Target> {
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
  const country = (
    await db.query<{ country: string }>('select country from customers where id = $1', [customerId])
  ).rows[0]?.country;
  // The reference as the bank details show it, in its digits (the contract's pattern): the
  // country's form (a Finnish check digit; RF and its check digits without the letters) or the
  // bare digits.
  const names = (digits: string): boolean =>
    digits === ref ||
    (isCountryCode(country) && paymentReference(country, digits).replace(/\D/g, '') === ref);
  let target: Target | undefined;
  const a = accounts.rows.find((r) => names(accountReference(r.account_type, r.account_number)));
  if (a) {
    if (a.current_invoice_status === null) throw conflict('The account has no current invoice.');
    target = { kind: 'account', key: [a.account_number], status: a.current_invoice_status };
  } else {
    const o = orders.rows.find((r) => names(orderReference(r.brand, r.order_id)));
    if (o) target = { kind: 'order', key: [o.brand, o.order_id], status: o.order_status_web };
  }
  if (!target) throw notYours(`purchase or invoice with payment reference ${ref}`);
  if (!needsBankLink) return target;
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
  const target = await findTarget(db, customerId, ref, true);
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
  const target = await findTarget(db, customerId, ref, false);
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

interface Due extends SnoozeFacts {
  bank_link: boolean;
  refunds: boolean;
  cancels: boolean;
  processing: boolean;
  scheduled: boolean;
}

/**
 * What the sandbox clock has made due for one customer, in ONE read-only round trip (the common
 * case on every payments read is "nothing"; a read-only statement also leaves the read cache's
 * change counter alone). The conditions are exactly those of the settling statements below.
 */
async function dueSettlements(db: Queryable, customerId: string, now: Date): Promise<Due> {
  const { rows } = await db.query<Due>(
    `select
       exists (select 1 from customers where id = $1 and ${bankLinkPendingSql}
                 and bank_link_requested_at <= $2) as bank_link,
       exists (select 1 from invoice_accounts where customer_id = $1
                 and refund_status = 'PENDING' and refund_requested_at <= $3)
         or exists (select 1 from orders where customer_id = $1
                 and refund_status = 'PENDING' and refund_requested_at <= $3) as refunds,
       exists (select 1 from invoice_accounts where customer_id = $1
                 and current_invoice_status = 904
                 and (cancel_resolves_at is null or cancel_resolves_at <= $4))
         or exists (select 1 from orders where customer_id = $1 and order_status_web = 904
                 and (cancel_resolves_at is null or cancel_resolves_at <= $4)) as cancels,
       ${processingDueSql('$1', '$4')} as processing,
       exists (select 1 from invoice_accounts a join invoices i
                 on i.account_number = a.account_number and i.invoice_date = a.current_invoice_date
                 where a.customer_id = $1 and a.current_invoice_status = 901
                   and i.due_date <= $5::date)
         or exists (select 1 from orders where customer_id = $1
                 and order_status_web = 901 and due_date <= $5::date) as scheduled,
       (select country from customers where id = $1) as country,
       array(select brand || '/' || order_id from orders
               where customer_id = $1 and snoozed_days is not null) as snoozed`,
    [
      customerId,
      new Date(now.getTime() - bankLinkPendingMs),
      new Date(now.getTime() - refundPayoutMs),
      now,
      today(now),
    ],
  );
  const due = rows[0];
  return (
    due ?? {
      bank_link: false,
      refunds: false,
      cancels: false,
      processing: false,
      scheduled: false,
      country: '',
      snoozed: [],
    }
  );
}

/**
 * Settles what the sandbox clock has made due for one customer: cancelled automatic payments
 * (904) resolve to their status before scheduling (their scheduled ledger rows are dropped),
 * scheduled automatic payments (901) execute on their due date (scheduled.ts), payments being
 * processed register after their processing period (processing.ts), a pending bank
 * link becomes linked and a confirmed refund is paid out (CREATED). It runs before every payments
 * read, so it first asks in one read-only round trip whether anything is due, and when something
 * is, settles it in one transaction with conditional UPDATEs, so concurrent reads settle once.
 * The same round trip answers what the reads need to fill snoozePossibilities (snooze.ts).
 */
export async function settleActions(
  db: Queryable,
  customerId: string,
  now: Date,
): Promise<SnoozeFacts> {
  const due = await dueSettlements(db, customerId, now);
  const facts: SnoozeFacts = { country: due.country, snoozed: due.snoozed };
  if (!due.bank_link && !due.refunds && !due.cancels && !due.processing && !due.scheduled) {
    return facts;
  }
  await inTransaction(db, async (tx) => {
    if (due.bank_link) await settleBankLink(tx, customerId, now);
    if (due.refunds) await settleRefunds(tx, customerId, now);
    if (due.cancels) await resolveCancels(tx, customerId, now);
    if (due.processing) await settleProcessing(tx, customerId, now);
    if (due.scheduled) await executeDuePayments(tx, customerId, now);
  });
  return facts;
}

/**
 * Cancelled automatic payments (904) past their delay go back to their status before. A 904
 * without a resolve time (the seeded ones: the seed cannot know when someone first looks) gets
 * its delay from now, so it shows 904 on the customer's first read and resolves cancelResolveMs
 * later by the sandbox clock, however long after seeding that read comes.
 */
async function resolveCancels(db: Queryable, customerId: string, now: Date): Promise<void> {
  const at = new Date(now.getTime() + cancelResolveMs);
  for (const table of ['invoice_accounts', 'orders']) {
    const status = table === 'orders' ? 'order_status_web' : 'current_invoice_status';
    await db.query(
      `update ${table} set cancel_resolves_at = $2
        where customer_id = $1 and ${status} = 904 and cancel_resolves_at is null`,
      [customerId, at],
    );
  }
  const accounts = await db.query<{ brand: string; invoice_date: string | null }>(
    `update invoice_accounts
        set current_invoice_status = coalesce(status_before_schedule, 1),
            status_before_schedule = null, cancel_resolves_at = null
      where customer_id = $1 and current_invoice_status = 904 and cancel_resolves_at <= $2
      returning brand, current_invoice_date::text as invoice_date`,
    [customerId, now],
  );
  const orders = await db.query<{ brand: string; order_id: string }>(
    `update orders
        set order_status_web = coalesce(web_before_schedule, 1), scheduled = false,
            web_before_schedule = null, cancel_resolves_at = null
      where customer_id = $1 and order_status_web = 904 and cancel_resolves_at <= $2
      returning brand, order_id`,
    [customerId, now],
  );
  // The cancelled payment will not be made: its scheduled ledger rows go.
  const targets = [
    ...accounts.rows.map((a) => ['invoice', a.brand, a.invoice_date ?? ''] as const),
    ...orders.rows.map((o) => ['order', o.brand, o.order_id] as const),
  ];
  for (const [kind, brand, id] of targets) {
    await db.query(
      `delete from payments_ledger where customer_id = $1 and target_kind = $2 and brand = $3
          and target_id = $4 and status = 'scheduled'`,
      [customerId, kind, brand, id],
    );
  }
}
