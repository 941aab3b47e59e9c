import { InvoiceStatus, OrderWebStatus } from '../../generated/codes.js';
import { processingSettlesAt } from '../actions/processing.js';
import type { Database, Queryable } from '../db/database.js';
import type { Persona, SeedAccount, SeedInvoice, SeedMessage, SeedOrder } from './model.js';
import { personas, publicMessages } from './personas.js';
import { yearlyInterest } from './yearly-interest.js';
import { sandboxText } from '../texts/catalogue.js';

/** Tables with customer data, children first, emptied by a reset. */
const customerTables = [
  'yearly_interest_reports',
  'user_messages',
  'order_credit_transactions',
  'order_lines',
  'orders',
  'invoice_transactions',
  'invoices',
  'invoice_accounts',
  'client_log',
  'idempotency_keys',
  'mail_outbox',
  'login_tokens',
  'sessions',
  'customer_emails',
  'customers',
];

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A seeded PENDING refund was confirmed this long before seeding, so it is paid out (CREATED)
 * refundPayoutMs (two days) after its confirmation: one day after seeding, by the sandbox clock.
 */
export const seededRefundAgeMs = dayMs;

/** The time fields the seed derives from the moment of seeding. */
interface SeedTime {
  /** The seed day (midnight UTC); seed days count from it. */
  readonly today: Date;
  /** The moment of seeding (the reset sandbox clock). */
  readonly now: Date;
}

/**
 * A seeded payment being processed (invoice 2, purchase 8) was made an hour before seeding and
 * registers one business day after that (processing.ts).
 */
const seededProcessingSettlesAt = (time: SeedTime): Date =>
  processingSettlesAt(new Date(time.now.getTime() - 60 * 60 * 1000));

/** When a seeded PENDING refund was confirmed (null for any other status). */
const refundRequestedAt = (status: string | undefined, time: SeedTime): Date | null =>
  status === 'PENDING' ? new Date(time.now.getTime() - seededRefundAgeMs) : null;

/** A seed day (relative to today, UTC) as YYYY-MM-DD. */
function dayOf(today: Date, day: number): string {
  return new Date(today.getTime() + day * dayMs).toISOString().slice(0, 10);
}

/** When a seeded invoice was paid (its minimum covered): 10:00 UTC of its paidOn day. */
function paidAt(inv: SeedInvoice, today: Date): Date | null {
  const paid = inv.paid ?? 0n;
  if (paid <= 0n || paid < inv.min) return null;
  const day = inv.paidOn ?? Math.min(inv.due - 2, 0);
  return new Date(today.getTime() + day * dayMs + (day < 0 ? 10 * 60 * 60 * 1000 : 0));
}

/** Scheduled (901) and cancel-initiated (904) items were new (1) before the schedule. */
const scheduledStatuses: readonly number[] = [InvoiceStatus.nordpay901, InvoiceStatus.nordpay904];

async function insertAccount(tx: Queryable, p: Persona, a: SeedAccount, time: SeedTime) {
  const { today } = time;
  const current = a.status === undefined ? undefined : a.invoices.at(-1);
  // A seeded 904 gets no cancel_resolves_at: the first payments read of the customer starts its
  // delay (resolveCancels in actions/preference.ts), so it shows 904 first whenever that is.
  await tx.query(
    `insert into invoice_accounts (account_number, customer_id, brand, account_type,
       current_invoice_status, current_invoice_date, balance_minor, has_refund, refund_status,
       has_ppi, ppi_start_date, ppi_premium_minor, status_before_schedule, refund_requested_at,
       processing_settles_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      a.number,
      p.id,
      a.brand,
      a.type,
      a.status ?? null,
      current ? dayOf(today, current.issued) : null,
      a.balance,
      a.hasRefund ?? false,
      a.refundStatus ?? null,
      a.ppiPremium !== undefined,
      a.ppiPremium !== undefined ? dayOf(today, -365) : null,
      a.ppiPremium ?? null,
      a.status !== undefined && scheduledStatuses.includes(a.status) ? InvoiceStatus.new : null,
      refundRequestedAt(a.refundStatus, time),
      a.status === InvoiceStatus.processing ? seededProcessingSettlesAt(time) : null,
    ],
  );
  for (const inv of a.invoices) {
    const { rows } = await tx.query<{ id: bigint }>(
      `insert into invoices (account_number, invoice_date, due_date, payment_method,
         full_amount_minor, min_amount_minor, paid_minor, ingoing_balance_minor, buy_date_from,
         buy_date_to, paid_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        a.number,
        dayOf(today, inv.issued),
        dayOf(today, inv.due),
        inv.method ?? (a.type === 'konto' ? '02' : '03'),
        inv.full,
        inv.min,
        inv.paid ?? 0n,
        inv.ingoing ?? null,
        dayOf(today, inv.issued - 30),
        dayOf(today, inv.issued - 1),
        paidAt(inv, today),
      ],
    );
    const invoiceId = rows[0]?.id ?? null;
    let position = 1;
    for (const t of inv.lines) {
      await tx.query(
        `insert into invoice_transactions (invoice_id, order_number, sign, amount_minor,
           description, transaction_type, presentation_order)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          invoiceId,
          t.order ?? null,
          t.amount < 0n ? '-' : '+',
          t.amount < 0n ? -t.amount : t.amount,
          sandboxText(p.country, `transaction.${t.text}`),
          t.type,
          position++,
        ],
      );
    }
  }
}

async function insertOrder(tx: Queryable, p: Persona, o: SeedOrder, time: SeedTime) {
  const { today } = time;
  const invoiced = o.due !== undefined;
  let value = 0n;
  let returned = 0n;
  let cancelled = 0n;
  for (const l of o.lines) {
    value += BigInt(l.quantity) * l.price;
    returned += BigInt(l.returned ?? 0) * l.price;
    cancelled += BigInt(l.cancelled ?? 0) * l.price;
  }
  const total = value + (o.freight ?? 0n) - (o.discount ?? 0n);
  const net = total - returned - cancelled;
  const outstanding = net - (o.paid ?? 0n);
  const invoiceAmount = invoiced && outstanding > 0n ? outstanding : 0n;
  await tx.query(
    `insert into orders (customer_id, brand, order_id, account_number, order_date, due_date,
       order_status, order_status_web, order_type, payment_method_order, payment_status,
       order_value_minor, order_invoice_amount_minor, invoiced_order_value_minor,
       total_order_amount_minor, unprocessed_order_value_minor, returned_order_value_minor,
       cancelled_order_value_minor, cancel_reason, current_debt_minor, calculate_deduction_minor,
       has_refund, refund_status, no_of_months_split_pay, days_to_due_date_campaign, scheduled,
       ifsp_months, credit_id, credit_paid_minor, discount_minor, freight_fee_minor,
       web_before_schedule, refund_requested_at, processing_settles_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34)`,
    [
      p.id,
      o.brand,
      o.id,
      o.account,
      dayOf(today, o.ordered),
      o.due === undefined ? null : dayOf(today, o.due),
      o.status,
      o.web,
      o.type,
      o.type,
      o.paymentStatus ?? (o.web === 3 ? 3 : 1),
      value,
      invoiceAmount,
      invoiced ? net : 0n,
      total,
      invoiced ? 0n : total,
      returned,
      cancelled,
      o.cancelReason ? sandboxText(p.country, `cancelReason.${o.cancelReason}`) : null,
      invoiceAmount,
      returned + cancelled,
      o.hasRefund ?? false,
      o.refundStatus ?? null,
      o.ifspMonths ?? null,
      o.campaignDays ?? null,
      o.scheduled ?? false,
      o.ifspMonths ?? null,
      o.credit?.id ?? null,
      o.credit?.paid ?? null,
      o.discount ?? null,
      o.freight ?? null,
      scheduledStatuses.includes(o.web) ? OrderWebStatus.due : null,
      refundRequestedAt(o.refundStatus, time),
      o.web === OrderWebStatus.processing ? seededProcessingSettlesAt(time) : null,
    ],
  );
  for (const l of o.lines) {
    const left = l.quantity - (l.returned ?? 0) - (l.cancelled ?? 0);
    await tx.query(
      `insert into order_lines (brand, order_id, sku, product_name, ordered_quantity,
         invoiced_quantity, cancelled_quantity, returned_quantity, current_amount_minor)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        o.brand,
        o.id,
        l.sku,
        l.name,
        l.quantity,
        l.invoiced ?? (invoiced ? l.quantity - (l.cancelled ?? 0) : 0),
        l.cancelled ?? 0,
        l.returned ?? 0,
        BigInt(left) * l.price,
      ],
    );
  }
  const credits: [string, bigint, number][] = [];
  if (o.paid) credits.push(['-', o.paid, 220]);
  if (returned > 0n) credits.push(['-', returned, 330]);
  for (const [sign, amount, type] of credits) {
    await tx.query(
      `insert into order_credit_transactions (brand, order_id, sign, amount_minor, transaction_type)
       values ($1, $2, $3, $4, $5)`,
      [o.brand, o.id, sign, amount, type],
    );
  }
}

async function insertMessage(
  tx: Queryable,
  m: SeedMessage,
  scope: { customerId?: string; country?: string; kind: 'customer' | 'country' | 'global' },
  today: Date,
) {
  await tx.query(
    `insert into user_messages (id, customer_id, country, scope, message_type, message_name,
       title, message, icon, button_text, cta_route, bullets, footer_text, route, start_date,
       read_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      m.id,
      scope.customerId ?? null,
      scope.country ?? null,
      scope.kind,
      m.type,
      m.name ?? null,
      m.title,
      m.message,
      m.icon ?? null,
      m.buttonText ?? null,
      m.ctaRoute ?? null,
      m.bullets ? JSON.stringify(m.bullets) : null,
      m.footerText ?? null,
      m.route ?? null,
      new Date(today.getTime() + m.started * dayMs + 9 * 60 * 60 * 1000),
      m.read ? today : null,
    ],
  );
}

async function insertPersona(tx: Queryable, p: Persona, time: SeedTime): Promise<void> {
  const linked = p.bankLink?.state === 'linked' ? p.bankLink : undefined;
  const pending = p.bankLink?.state === 'pending' ? p.bankLink : undefined;
  await tx.query(
    `insert into customers (id, civic_number, country, first_name, name, customer_number,
       brand_customer_id, bank_account, bank, persona, bank_link_state, pending_bank_account,
       pending_bank, bank_link_requested_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      p.id,
      p.civicNumber,
      p.country,
      p.firstName,
      p.name,
      p.customerNumber,
      `nordpay-${p.customerNumber}`,
      linked?.account ?? null,
      linked?.bank ?? null,
      p.shows,
      p.bankLink?.state ?? 'none',
      pending?.account ?? null,
      pending?.bank ?? null,
      // Two hours before seeding by the sandbox clock (not before the seed day's midnight): a link
      // requested at 22:00 the day before would already be linked by a late-evening seed.
      pending ? new Date(time.now.getTime() - 2 * 60 * 60 * 1000) : null,
    ],
  );
  for (const email of p.emails) {
    await tx.query(
      'insert into customer_emails (customer_id, email, is_primary) values ($1, $2, $3)',
      [p.id, email.value, email.primary],
    );
  }
  for (const a of p.accounts ?? []) await insertAccount(tx, p, a, time);
  for (const o of p.orders ?? []) await insertOrder(tx, p, o, time);
  for (const m of p.messages ?? []) {
    await insertMessage(tx, m, { customerId: p.id, kind: 'customer' }, time.today);
  }
  const seedYear = time.today.getUTCFullYear();
  for (const r of yearlyInterest[p.id] ?? []) {
    const year = seedYear - r.yearsAgo;
    await tx.query(
      `insert into yearly_interest_reports (customer_id, year, brand, account_number,
         interest_minor, created_date)
       values ($1, $2, $3, $4, $5, $6)`,
      [p.id, year, r.brand, r.account, r.interest, `${year + 1}-01-31`],
    );
  }
}

/**
 * Replaces all customer data with the personas, and puts the sandbox clock back to real time.
 * Seed days are counted from `now` (default: the real time, which the reset clock shows).
 */
export async function seed(db: Database, now: Date = new Date()): Promise<void> {
  const today = new Date(now.toISOString().slice(0, 10));
  await db.transaction(async (tx) => {
    await tx.exec(`delete from ${customerTables.join('; delete from ')}`);
    await tx.query('update sandbox_clock set offset_ms = 0 where id');
    for (const persona of personas) await insertPersona(tx, persona, { today, now });
    for (const m of publicMessages) {
      await insertMessage(
        tx,
        m,
        m.global || !m.country
          ? { country: m.country, kind: 'global' }
          : { country: m.country, kind: 'country' },
        today,
      );
    }
  });
}

/** Seeds only a database without customers (first start). Answers whether it seeded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query('select 1 from customers limit 1');
  if (rows.length > 0) return false;
  await seed(db);
  return true;
}
