import { randomUUID } from 'node:crypto';
import { InvoiceStatus, OrderWebStatus } from '../../generated/codes.js';
import type { PaymentReceipt, PaymentRequest } from '../../generated/entities/types.js';
import { customerText } from '../texts/customer-text.js';
import type { Queryable } from '../db/database.js';
import { formatMinor, fromMinor, toMinor } from '../money.js';
import {
  conflict,
  debtCollection,
  invalidField,
  lockOrder,
  notYours,
  owedOnOrder,
  today,
} from './common.js';
import { processingSettlesAt } from './processing.js';

/**
 * makePayment (core §4 Actions: pay full, minimum or a chosen amount). Runs inside the
 * idempotency layer's transaction: the target is locked, the amount checked against
 * [minimum, what is owed], what is owed reduced (or the payment scheduled for the due date), and
 * one payments_ledger row written.
 */
export async function makePayment(
  db: Queryable,
  customerId: string,
  request: PaymentRequest,
  now: Date,
): Promise<PaymentReceipt> {
  const amount = toMinor(request.amount);
  return request.target.kind === 'order'
    ? payOrder(db, customerId, request, amount, now)
    : payInvoice(db, customerId, request, amount, now);
}

function checkRange(amount: bigint, min: bigint, max: bigint): void {
  if (amount < min || amount > max) {
    throw invalidField(
      'amount',
      `The amount must be between ${formatMinor(min)} and ${formatMinor(max)}.`,
    );
  }
}

async function ledger(
  db: Queryable,
  customerId: string,
  request: PaymentRequest,
  amount: bigint,
  status: PaymentReceipt['status'],
  executionDate: string,
  now: Date,
): Promise<PaymentReceipt> {
  const id = randomUUID();
  await db.query(
    `insert into payments_ledger (id, customer_id, target_kind, brand, target_id, amount_minor,
       status, execution_date, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      customerId,
      request.target.kind,
      request.target.brand,
      request.target.id,
      amount,
      status,
      executionDate,
      now,
    ],
  );
  return { paymentId: id, status, amount: fromMinor(amount), executionDate };
}

async function payOrder(
  db: Queryable,
  customerId: string,
  request: PaymentRequest,
  amount: bigint,
  now: Date,
): Promise<PaymentReceipt> {
  const { brand, id } = request.target;
  const order = await lockOrder(db, customerId, brand, id);
  if (order.order_status_web === OrderWebStatus.debtCollection) throw debtCollection();
  const owed = owedOnOrder(order);
  if (owed <= 0n) throw conflict(`Nothing is owed on purchase ${id}.`);
  if (order.order_status_web === OrderWebStatus.processing) {
    throw conflict(`A payment of purchase ${id} is already being processed.`);
  }
  // A freepart purchase has a monthly part as its minimum; any other takes part payments.
  const min =
    order.ifsp_months !== null ? minBig(owed, ceilDiv(owed, BigInt(order.ifsp_months))) : 1n;
  checkRange(amount, min, owed);

  if (request.when === 'dueDate') {
    const executionDate = order.due_date ?? today(now);
    await db.query(
      `update orders set order_status_web = $3, scheduled = true,
          web_before_schedule = coalesce(web_before_schedule, order_status_web),
          cancel_resolves_at = null
        where brand = $1 and order_id = $2`,
      [brand, id, OrderWebStatus.scheduled],
    );
    return ledger(db, customerId, request, amount, 'scheduled', executionDate, now);
  }

  // Paid in full: processing until it registers (processing.ts); a part: partly paid at once.
  const left = owed - amount;
  await db.query(
    `update orders set current_debt_minor = $3, order_invoice_amount_minor = $3,
        order_status_web = $4, scheduled = false, web_before_schedule = null,
        cancel_resolves_at = null, processing_settles_at = $5
      where brand = $1 and order_id = $2`,
    [
      brand,
      id,
      left,
      left === 0n ? OrderWebStatus.processing : OrderWebStatus.partlyPaid,
      left === 0n ? processingSettlesAt(now) : null,
    ],
  );
  await db.query(
    `insert into order_credit_transactions (brand, order_id, sign, amount_minor, transaction_type)
     values ($1, $2, '-', $3, 220)`,
    [brand, id, amount],
  );
  return ledger(db, customerId, request, amount, 'processing', today(now), now);
}

interface InvoiceState {
  id: bigint;
  account_number: string;
  invoice_date: string;
  due_date: string;
  full_amount_minor: bigint;
  min_amount_minor: bigint;
  paid_minor: bigint;
  current_invoice_status: number | null;
  current_invoice_date: string | null;
}

async function payInvoice(
  db: Queryable,
  customerId: string,
  request: PaymentRequest,
  amount: bigint,
  now: Date,
): Promise<PaymentReceipt> {
  const { brand, id } = request.target;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(id) || Number.isNaN(Date.parse(id))) {
    throw notYours(`invoice of ${id} at ${brand}`);
  }
  const { rows } = await db.query<InvoiceState>(
    `select i.id, i.account_number, i.invoice_date::text as invoice_date,
        i.due_date::text as due_date, i.full_amount_minor, i.min_amount_minor, i.paid_minor,
        a.current_invoice_status, a.current_invoice_date::text as current_invoice_date
       from invoices i join invoice_accounts a using (account_number)
      where a.customer_id = $1 and a.brand = $2 and i.invoice_date = $3::date
      order by a.account_type limit 1
      for update`,
    [customerId, brand, id],
  );
  const invoice = rows[0];
  if (!invoice) throw notYours(`invoice of ${id} at ${brand}`);
  const current = invoice.current_invoice_date === invoice.invoice_date;
  if (current && invoice.current_invoice_status === InvoiceStatus.debtCollection) {
    throw debtCollection();
  }
  const owed = invoice.full_amount_minor - invoice.paid_minor;
  if (owed <= 0n) throw conflict(`The invoice of ${id} is paid.`);
  const minLeft = invoice.min_amount_minor - invoice.paid_minor;
  checkRange(amount, minLeft > 0n ? minBig(minLeft, owed) : 1n, owed);

  if (request.when === 'dueDate') {
    if (current) {
      await db.query(
        `update invoice_accounts set current_invoice_status = $2,
            status_before_schedule = coalesce(status_before_schedule, current_invoice_status),
            cancel_resolves_at = null
          where account_number = $1`,
        [invoice.account_number, InvoiceStatus.nordpay901],
      );
    }
    return ledger(db, customerId, request, amount, 'scheduled', invoice.due_date, now);
  }

  // paid_at: when the payments first cover the minimum (free-month.ts counts it if on time).
  await db.query(
    `update invoices set paid_minor = paid_minor + $2,
        paid_at = case when paid_at is null and paid_minor + $2 >= min_amount_minor then $3
          else paid_at end
      where id = $1`,
    [invoice.id, amount, now],
  );
  await db.query(
    `insert into invoice_transactions (invoice_id, sign, amount_minor, description,
       transaction_type, presentation_order)
     select $1, '-', $2, $3, 220, coalesce(max(presentation_order), 0) + 1
       from invoice_transactions where invoice_id = $1`,
    [invoice.id, amount, await customerText(db, customerId, 'transaction.payment')],
  );
  await db.query(
    `update invoice_accounts set balance_minor = balance_minor - $2,
        current_invoice_status = case when $3::boolean then $4::integer
          else current_invoice_status end,
        status_before_schedule = case when $3::boolean then null else status_before_schedule end,
        cancel_resolves_at = case when $3::boolean then null else cancel_resolves_at end,
        processing_settles_at = case when $3::boolean then $5::timestamptz
          else processing_settles_at end
      where account_number = $1`,
    [invoice.account_number, amount, current, InvoiceStatus.processing, processingSettlesAt(now)],
  );
  return ledger(db, customerId, request, amount, 'processing', today(now), now);
}

const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;
const minBig = (a: bigint, b: bigint): bigint => (a < b ? a : b);
