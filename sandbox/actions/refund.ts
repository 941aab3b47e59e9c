import type { Refund } from '../../generated/entities/types.js';
import type { Queryable } from '../db/database.js';
import { ProblemError } from '../http/problem.js';
import { fromMinor } from '../money.js';
import { maskBankAccount } from '../payments/preferences.js';
import { actionProblemTypes, conflict, notYours } from './common.js';

/** How long a confirmed refund stays PENDING before it is CREATED (paid out), sandbox clock. */
export const refundPayoutMs = 2 * 24 * 60 * 60 * 1000;

/** Refund ids: `A-{accountNumber}` for an account's credit, `O-{brand}-{orderID}` for a purchase. */
export const accountRefundId = (accountNumber: string): string => `A-${accountNumber}`;
export const orderRefundId = (brand: string, orderId: string): string => `O-${brand}-${orderId}`;

interface RefundTarget {
  kind: 'account' | 'order';
  brand: string;
  key: string[];
  refund_status: string | null;
  amount: bigint;
}

async function findRefund(db: Queryable, customerId: string, id: string): Promise<RefundTarget> {
  const accounts = await db.query<{
    account_number: string;
    brand: string;
    refund_status: string | null;
    balance_minor: bigint;
  }>(
    `select account_number, brand, refund_status, balance_minor from invoice_accounts
      where customer_id = $1 and has_refund order by account_number for update`,
    [customerId],
  );
  const a = accounts.rows.find((r) => accountRefundId(r.account_number) === id);
  if (a) {
    return {
      kind: 'account',
      brand: a.brand,
      key: [a.account_number],
      refund_status: a.refund_status,
      amount: -a.balance_minor,
    };
  }
  const orders = await db.query<{
    brand: string;
    order_id: string;
    refund_status: string | null;
    credit_paid_minor: bigint | null;
    returned_order_value_minor: bigint | null;
  }>(
    `select brand, order_id, refund_status, credit_paid_minor, returned_order_value_minor
       from orders where customer_id = $1 and has_refund order by brand, order_id for update`,
    [customerId],
  );
  const o = orders.rows.find((r) => orderRefundId(r.brand, r.order_id) === id);
  if (o) {
    return {
      kind: 'order',
      brand: o.brand,
      key: [o.brand, o.order_id],
      refund_status: o.refund_status,
      amount: o.credit_paid_minor ?? o.returned_order_value_minor ?? 0n,
    };
  }
  throw notYours(`refund ${id}`);
}

/**
 * requestRefund: the customer confirms that the refund is paid to the linked bank account (409
 * no-bank-account otherwise). It becomes PENDING, then CREATED once the sandbox clock passes
 * refundPayoutMs (settleRefunds, on read).
 */
export async function requestRefund(
  db: Queryable,
  customerId: string,
  refundId: string,
  now: Date,
): Promise<Refund> {
  const target = await findRefund(db, customerId, refundId);
  if (target.refund_status !== null) throw conflict(`Refund ${refundId} is confirmed already.`);
  if (target.amount <= 0n) throw conflict(`Nothing is due back on ${refundId}.`);
  const { rows } = await db.query<{
    bank_link_state: string;
    bank_account: string | null;
    bank: string | null;
  }>('select bank_link_state, bank_account, bank from customers where id = $1', [customerId]);
  const customer = rows[0];
  if (customer?.bank_link_state !== 'linked' || !customer.bank_account) {
    throw new ProblemError(409, 'No bank account', 'Link a bank account to receive the refund.', {
      type: actionProblemTypes.noBankAccount,
    });
  }
  if (target.kind === 'account') {
    await db.query(
      `update invoice_accounts set refund_status = 'PENDING', refund_requested_at = $2
        where account_number = $1`,
      [target.key[0] ?? '', now],
    );
  } else {
    await db.query(
      `update orders set refund_status = 'PENDING', refund_requested_at = $3
        where brand = $1 and order_id = $2`,
      [target.key[0] ?? '', target.key[1] ?? '', now],
    );
  }
  return {
    id: refundId,
    brand: target.brand,
    ...(target.kind === 'account'
      ? { accountNumber: target.key[0] ?? '' }
      : { orderID: target.key[1] ?? '' }),
    amount: fromMinor(target.amount),
    bankAccount: {
      name: customer.bank ?? '',
      maskedAccountNumber: maskBankAccount(customer.bank_account),
      state: 'linked',
    },
    status: 'PENDING',
    createdDate: now.toISOString(),
  };
}

/** Confirmed refunds older than refundPayoutMs become CREATED. */
export async function settleRefunds(db: Queryable, customerId: string, now: Date): Promise<void> {
  const before = new Date(now.getTime() - refundPayoutMs);
  for (const table of ['invoice_accounts', 'orders']) {
    await db.query(
      `update ${table} set refund_status = 'CREATED', refund_requested_at = null
        where customer_id = $1 and refund_status = 'PENDING' and refund_requested_at <= $2`,
      [customerId, before],
    );
  }
}
