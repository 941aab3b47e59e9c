import { randomUUID } from 'node:crypto';
import { InvoiceStatus, OrderWebStatus } from '../../generated/codes.js';
import { customerText } from '../texts/customer-text.js';
import type { Queryable } from '../db/database.js';
import { today } from './common.js';
import { processingSettlesAt } from './processing.js';

/**
 * Scheduled automatic payments (901) execute on their due date: once the sandbox day reaches the
 * due date of a scheduled current invoice or purchase, the payment is made as if the customer had
 * paid then (what is owed goes down, a payment transaction is recorded, the status becomes what a
 * paid item shows: processing, or partly paid when a smaller amount was scheduled; processing
 * registers one business day after the execution, processing.ts) and its
 * payments_ledger row turns from scheduled to processing. The amount is what makePayment
 * scheduled for that target (when: dueDate), or everything owed when the schedule came from
 * activatePreference; never more than is owed.
 *
 * Called by settleActions inside a transaction; the rows are locked (`for update`) and every
 * change is conditional on the status still being 901, so concurrent reads execute it once.
 */
export async function executeDuePayments(
  db: Queryable,
  customerId: string,
  now: Date,
): Promise<void> {
  const day = today(now);
  // Executed now (the first read on or after the due date): processing from now.
  const settles = processingSettlesAt(now);
  const accounts = await db.query<{
    account_number: string;
    brand: string;
    invoice_id: bigint;
    invoice_date: string;
    due_date: string;
    owed: bigint;
  }>(
    `select a.account_number, a.brand, i.id as invoice_id, i.invoice_date::text as invoice_date,
        i.due_date::text as due_date, i.full_amount_minor - i.paid_minor as owed
       from invoice_accounts a
       join invoices i on i.account_number = a.account_number
        and i.invoice_date = a.current_invoice_date
      where a.customer_id = $1 and a.current_invoice_status = $2 and i.due_date <= $3::date
      order by a.account_number
      for update of a, i`,
    [customerId, InvoiceStatus.nordpay901, day],
  );
  for (const a of accounts.rows) {
    const target = { kind: 'invoice', brand: a.brand, id: a.invoice_date } as const;
    const amount = await scheduledAmount(db, customerId, target, a.owed);
    if (amount > 0n) {
      // Paid on its due date, whenever the sandbox executes it: a punctual payment.
      await db.query(
        `update invoices set paid_minor = paid_minor + $2,
            paid_at = case when paid_at is null and paid_minor + $2 >= min_amount_minor then $3
              else paid_at end
          where id = $1`,
        [a.invoice_id, amount, new Date(`${a.due_date}T00:00:00Z`)],
      );
      await db.query(
        `insert into invoice_transactions (invoice_id, sign, amount_minor, description,
           transaction_type, presentation_order)
         select $1, '-', $2, $3, 220, coalesce(max(presentation_order), 0) + 1
           from invoice_transactions where invoice_id = $1`,
        [a.invoice_id, amount, await customerText(db, customerId, 'transaction.automaticPayment')],
      );
    }
    await db.query(
      `update invoice_accounts set balance_minor = balance_minor - $2,
          current_invoice_status = $3, status_before_schedule = null, cancel_resolves_at = null,
          processing_settles_at = $5
        where account_number = $1 and current_invoice_status = $4`,
      [
        a.account_number,
        amount,
        amount > 0n ? InvoiceStatus.processing : InvoiceStatus.paid,
        InvoiceStatus.nordpay901,
        amount > 0n ? settles : null,
      ],
    );
    await record(db, customerId, target, amount, a.due_date, now);
  }

  const orders = await db.query<{
    brand: string;
    order_id: string;
    due_date: string;
    owed: bigint;
  }>(
    `select brand, order_id, due_date::text as due_date,
        coalesce(current_debt_minor, order_invoice_amount_minor) as owed
       from orders
      where customer_id = $1 and order_status_web = $2 and due_date <= $3::date
      order by brand, order_id
      for update`,
    [customerId, OrderWebStatus.scheduled, day],
  );
  for (const o of orders.rows) {
    const target = { kind: 'order', brand: o.brand, id: o.order_id } as const;
    const amount = await scheduledAmount(db, customerId, target, o.owed);
    const left = o.owed - amount;
    await db.query(
      `update orders set current_debt_minor = $3, order_invoice_amount_minor = $3,
          order_status_web = $4, scheduled = false, web_before_schedule = null,
          cancel_resolves_at = null, processing_settles_at = $6
        where brand = $1 and order_id = $2 and order_status_web = $5`,
      [
        o.brand,
        o.order_id,
        left,
        left === 0n ? OrderWebStatus.processing : OrderWebStatus.partlyPaid,
        OrderWebStatus.scheduled,
        left === 0n ? settles : null,
      ],
    );
    if (amount > 0n) {
      await db.query(
        `insert into order_credit_transactions (brand, order_id, sign, amount_minor,
           transaction_type)
         values ($1, $2, '-', $3, 220)`,
        [o.brand, o.order_id, amount],
      );
    }
    await record(db, customerId, target, amount, o.due_date, now);
  }
}

interface Target {
  kind: 'invoice' | 'order';
  brand: string;
  id: string;
}

const ledgerTarget = `customer_id = $1 and target_kind = $2 and brand = $3 and target_id = $4
  and status = 'scheduled'`;

/** What makePayment scheduled for the target, or everything owed; at most what is owed. */
async function scheduledAmount(
  db: Queryable,
  customerId: string,
  t: Target,
  owed: bigint,
): Promise<bigint> {
  if (owed <= 0n) return 0n;
  const { rows } = await db.query<{ amount: bigint | null }>(
    `select sum(amount_minor)::int8 as amount from payments_ledger where ${ledgerTarget}`,
    [customerId, t.kind, t.brand, t.id],
  );
  const scheduled = rows[0]?.amount ?? 0n;
  return scheduled > 0n && scheduled < owed ? scheduled : owed;
}

/** The scheduled ledger rows are now being paid; a schedule without one gets its row. */
async function record(
  db: Queryable,
  customerId: string,
  t: Target,
  amount: bigint,
  executionDate: string,
  now: Date,
): Promise<void> {
  const executed = await db.query(
    `update payments_ledger set status = 'processing' where ${ledgerTarget} returning id`,
    [customerId, t.kind, t.brand, t.id],
  );
  if (executed.rows.length > 0 || amount <= 0n) return;
  await db.query(
    `insert into payments_ledger (id, customer_id, target_kind, brand, target_id, amount_minor,
       status, execution_date, created_at)
     values ($1, $2, $3, $4, $5, $6, 'processing', $7, $8)`,
    [randomUUID(), customerId, t.kind, t.brand, t.id, amount, executionDate, now],
  );
}
