import type { Refund, RefundsAnswer } from '../../generated/entities/types.js';
import { accountRefundId, orderRefundId, settleRefunds } from '../actions/refund.js';
import type { Queryable } from '../db/database.js';
import { fromMinor } from '../money.js';
import { maskBankAccount } from '../payments/preferences.js';

type RefundStatus = 'PENDING' | 'CREATED';

/**
 * getRefunds: the money due back to the customer, confirmed (PENDING / CREATED) or waiting for
 * confirmation (no status), with the ids requestRefund takes (`A-{account}`, `O-{brand}-{order}`)
 * and the linked bank account they are paid to. Pending payouts past their delay are settled
 * first, so the list agrees with the payments overview.
 */
export async function listRefunds(
  db: Queryable,
  customerId: string,
  now: Date,
): Promise<RefundsAnswer> {
  await settleRefunds(db, customerId, now);
  const customer = (
    await db.query<{ bank_link_state: string; bank_account: string | null; bank: string | null }>(
      'select bank_link_state, bank_account, bank from customers where id = $1',
      [customerId],
    )
  ).rows[0];
  const bankAccount =
    customer?.bank_link_state === 'linked' && customer.bank_account
      ? {
          name: customer.bank ?? '',
          maskedAccountNumber: maskBankAccount(customer.bank_account),
          state: 'linked' as const,
        }
      : undefined;

  const accounts = await db.query<{
    account_number: string;
    brand: string;
    refund_status: RefundStatus | null;
    refund_requested_at: Date | null;
    balance_minor: bigint;
  }>(
    `select account_number, brand, refund_status, refund_requested_at, balance_minor
       from invoice_accounts where customer_id = $1 and has_refund order by account_number`,
    [customerId],
  );
  const orders = await db.query<{
    brand: string;
    order_id: string;
    refund_status: RefundStatus | null;
    refund_requested_at: Date | null;
    credit_paid_minor: bigint | null;
    returned_order_value_minor: bigint | null;
  }>(
    `select brand, order_id, refund_status, refund_requested_at, credit_paid_minor,
        returned_order_value_minor
       from orders where customer_id = $1 and has_refund order by brand, order_id`,
    [customerId],
  );

  const refunds: Refund[] = [];
  const common = (status: RefundStatus | null, requestedAt: Date | null) => ({
    ...(bankAccount ? { bankAccount } : {}),
    ...(status ? { status } : {}),
    ...(requestedAt ? { createdDate: requestedAt.toISOString() } : {}),
  });
  for (const a of accounts.rows) {
    const amount = -a.balance_minor;
    if (amount <= 0n) continue;
    refunds.push({
      id: accountRefundId(a.account_number),
      brand: a.brand,
      accountNumber: a.account_number,
      amount: fromMinor(amount),
      ...common(a.refund_status, a.refund_requested_at),
    });
  }
  for (const o of orders.rows) {
    const amount = o.credit_paid_minor ?? o.returned_order_value_minor ?? 0n;
    if (amount <= 0n) continue;
    refunds.push({
      id: orderRefundId(o.brand, o.order_id),
      brand: o.brand,
      orderID: o.order_id,
      amount: fromMinor(amount),
      ...common(o.refund_status, o.refund_requested_at),
    });
  }
  return { refunds, ...(bankAccount ? { bankAccount } : {}) };
}
