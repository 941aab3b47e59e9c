import { InvoiceStatus, OrderWebStatus } from '../../generated/codes.js';
import type { Queryable } from '../db/database.js';

/**
 * How many business days a payment is processing before it registers. The spec gives 1-3
 * business days (country §9: "payments register in 1-3 business days", "debited within 3
 * working days"); the sandbox takes the shortest, so a preview reaches "paid" soon.
 */
export const paymentProcessingBusinessDays = 1;

/**
 * When a payment made at `at` has registered: the same time of day `businessDays` business days
 * later, by the sandbox clock's UTC days. Business days are Monday to Friday; public holidays are
 * not modelled. A payment on a Friday or at the weekend registers on Monday.
 */
export function processingSettlesAt(
  at: Date,
  businessDays: number = paymentProcessingBusinessDays,
): Date {
  const day = new Date(at.getTime());
  let left = businessDays;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return day;
}

/** The condition (for settleActions' read-only question) that a processing payment has registered. */
export const processingDueSql = (customer: string, now: string): string =>
  `exists (select 1 from invoice_accounts where customer_id = ${customer}
             and current_invoice_status = ${InvoiceStatus.processing}
             and processing_settles_at <= ${now})
     or exists (select 1 from orders where customer_id = ${customer}
             and order_status_web = ${OrderWebStatus.processing}
             and processing_settles_at <= ${now})`;

/**
 * Payments whose processing period has passed register: the current invoice becomes paid (3)
 * when at least its minimum is paid (a konto's rest stays on the balance), else new (1) again
 * with what is left of the minimum to pay; the purchase becomes paid (3, paymentStatus 3) when
 * nothing is owed, else partly paid (13). Conditional on the status still being processing, so
 * concurrent reads settle once.
 */
export async function settleProcessing(
  db: Queryable,
  customerId: string,
  now: Date,
): Promise<void> {
  await db.query(
    `update invoice_accounts a
        set current_invoice_status = case when i.paid_minor >= i.min_amount_minor
              then ${InvoiceStatus.paid} else ${InvoiceStatus.new} end,
            processing_settles_at = null
       from invoices i
      where i.account_number = a.account_number and i.invoice_date = a.current_invoice_date
        and a.customer_id = $1 and a.current_invoice_status = ${InvoiceStatus.processing}
        and a.processing_settles_at <= $2`,
    [customerId, now],
  );
  await db.query(
    `update orders
        set order_status_web = case when coalesce(current_debt_minor, order_invoice_amount_minor) > 0
              then ${OrderWebStatus.partlyPaid} else ${OrderWebStatus.paid} end,
            payment_status = case when coalesce(current_debt_minor, order_invoice_amount_minor) > 0
              then payment_status else 3 end,
            processing_settles_at = null
      where customer_id = $1 and order_status_web = ${OrderWebStatus.processing}
        and processing_settles_at <= $2`,
    [customerId, now],
  );
}
