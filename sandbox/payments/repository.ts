import { brandBySlug, companyId, imageId, invoiceApiBrand } from '../../generated/brands.js';
import type { BrandSlug } from '../../generated/brands.js';
import { displayStateOfOrderWebStatus } from '../../generated/codes.js';
import type {
  CountryCode,
  Invoice,
  InvoiceAccount,
  Order,
  OrderLine,
  PaymentsOverview,
  Transaction,
} from '../../generated/entities/types.js';
import type { Queryable } from '../db/database.js';
import { fromMinor } from '../money.js';

/**
 * Reads the payments data of one customer and builds the contract's answers (PaymentsOverview,
 * Order, Invoice). Only fields the provider sends are filled; the fields the contract marks
 * "Computed by the app" (canPay, invoice status/type/movedToKonto/...) are left to the app.
 */

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days from the sandbox day of `now` (UTC) to `date` (YYYY-MM-DD); negative when past. */
export function daysUntil(date: string, now: Date): number {
  const today = Date.parse(now.toISOString().slice(0, 10));
  return Math.round((Date.parse(date) - today) / dayMs);
}

interface OrderRow {
  brand: BrandSlug;
  order_id: string;
  account_number: string;
  order_date: string;
  due_date: string | null;
  order_status: Order['orderStatus'];
  order_status_web: Order['orderStatusWeb'];
  order_type: Order['orderType'];
  payment_method_order: Order['paymentMethodOrder'];
  payment_status: number;
  order_value_minor: bigint;
  order_invoice_amount_minor: bigint;
  invoiced_order_value_minor: bigint | null;
  total_order_amount_minor: bigint;
  unprocessed_order_value_minor: bigint | null;
  returned_order_value_minor: bigint | null;
  cancelled_order_value_minor: bigint | null;
  cancel_reason: string | null;
  current_debt_minor: bigint | null;
  calculate_deduction_minor: bigint | null;
  has_refund: boolean;
  refund_status: 'PENDING' | 'CREATED' | null;
  no_of_months_split_pay: number | null;
  days_to_due_date_campaign: number | null;
  scheduled: boolean;
  ifsp_months: 3 | 6 | 12 | 18 | null;
  order_link: string | null;
  credit_id: string | null;
  credit_paid_minor: bigint | null;
  discount_minor: bigint | null;
  freight_fee_minor: bigint | null;
}

interface LineRow {
  brand: string;
  order_id: string;
  sku: string;
  product_name: string;
  ordered_quantity: number;
  invoiced_quantity: number;
  cancelled_quantity: number;
  returned_quantity: number;
  current_amount_minor: bigint;
}

interface CreditRow {
  brand: string;
  order_id: string;
  sign: '+' | '-';
  amount_minor: bigint;
  transaction_type: Transaction['transactionTypeType'];
}

const orderColumns = `o.*, o.order_date::text as order_date, o.due_date::text as due_date`;

const money = (minor: bigint | null): number | undefined =>
  minor === null ? undefined : fromMinor(minor);

function optional<K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } {
  return (value === null || value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

function toOrder(row: OrderRow, lines: LineRow[], credits: CreditRow[], now: Date): Order {
  const daysToDueDate = row.due_date === null ? undefined : daysUntil(row.due_date, now);
  let state: NonNullable<Order['orderState']> = displayStateOfOrderWebStatus[row.order_status_web];
  if (state === 'due' && daysToDueDate !== undefined && daysToDueDate < 0) state = 'overdue';
  const orderlines: OrderLine[] = lines
    .sort((a, b) => (a.sku < b.sku ? 1 : a.sku > b.sku ? -1 : 0))
    .map((l) => ({
      SKU: l.sku,
      productName: l.product_name,
      productImage: imageId(row.brand, l.sku),
      orderedQuantity: l.ordered_quantity,
      invoicedQuantity: l.invoiced_quantity,
      cancelledQuantity: l.cancelled_quantity,
      returnedQuantity: l.returned_quantity,
      currentLineStatusAmount: fromMinor(l.current_amount_minor),
    }));
  return {
    orderID: row.order_id,
    brand: row.brand,
    accountNumber: row.account_number,
    orderDate: row.order_date,
    ...optional('dueDate', row.due_date),
    orderlines,
    orderState: state,
    orderStatus: row.order_status,
    orderStatusWeb: row.order_status_web,
    orderType: row.order_type,
    ...optional('orderLink', row.order_link),
    paymentMethodOrder: row.payment_method_order,
    paymentStatus: row.payment_status,
    orderValue: fromMinor(row.order_value_minor),
    orderInvoiceAmount: fromMinor(row.order_invoice_amount_minor),
    ...optional('invoicedOrderValue', money(row.invoiced_order_value_minor)),
    totalOrderAmount: fromMinor(row.total_order_amount_minor),
    ...optional('unproccessedOrderValue', money(row.unprocessed_order_value_minor)),
    ...optional('returnedOrderValue', money(row.returned_order_value_minor)),
    ...optional('cancelledOrderValue', money(row.cancelled_order_value_minor)),
    ...optional('cancelReason', row.cancel_reason),
    ...optional('currentDebtOnOrderInvoice', money(row.current_debt_minor)),
    ...optional('calculateDeduction', money(row.calculate_deduction_minor)),
    hasRefund: row.has_refund,
    ...optional('refundStatus', row.refund_status),
    ...optional('noOfMonthsSplitPay', row.no_of_months_split_pay),
    ...optional('daysToDueDate', daysToDueDate),
    ...optional('daysToDueDateCampaign', row.days_to_due_date_campaign),
    scheduled: row.scheduled,
    ...(row.credit_id !== null
      ? {
          creditInvoice: {
            creditId: row.credit_id,
            paidAmount: fromMinor(row.credit_paid_minor ?? 0n),
          },
        }
      : {}),
    creditTransactions: credits.map((c) => ({
      sign: c.sign,
      transactionAmount: fromMinor(c.amount_minor),
      transactionType: c.transaction_type,
    })),
    orderDiscounts:
      row.discount_minor === null
        ? []
        : [{ orderDiscountAmount: fromMinor(row.discount_minor), type: 1 }],
    orderFees:
      row.freight_fee_minor === null
        ? []
        : [{ orderFeeAmount: fromMinor(row.freight_fee_minor), type: 1 }],
    ...optional('ifspMonths', row.ifsp_months),
  };
}

const byOrder = <T extends { brand: string; order_id: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const r of rows) {
    const key = `${r.brand}/${r.order_id}`;
    map.set(key, [...(map.get(key) ?? []), r]);
  }
  return (brand: string, id: string): T[] => map.get(`${brand}/${id}`) ?? [];
};

async function loadOrders(
  db: Queryable,
  customerId: string,
  now: Date,
  only?: { brand: string; id: string },
): Promise<Order[]> {
  const filter = only ? 'and o.brand = $2 and o.order_id = $3' : '';
  const params = only ? [customerId, only.brand, only.id] : [customerId];
  const orders = await db.query<OrderRow>(
    `select ${orderColumns} from orders o where o.customer_id = $1 ${filter}
      order by o.order_date desc, o.order_id desc`,
    params,
  );
  if (orders.rows.length === 0) return [];
  const lines = await db.query<LineRow>(
    `select l.* from order_lines l join orders o using (brand, order_id)
      where o.customer_id = $1 ${filter}`,
    params,
  );
  const credits = await db.query<CreditRow>(
    `select c.* from order_credit_transactions c join orders o using (brand, order_id)
      where o.customer_id = $1 ${filter} order by c.id`,
    params,
  );
  const linesOf = byOrder(lines.rows);
  const creditsOf = byOrder(credits.rows);
  return orders.rows.map((o) =>
    toOrder(o, linesOf(o.brand, o.order_id), creditsOf(o.brand, o.order_id), now),
  );
}

interface AccountRow {
  account_number: string;
  brand: BrandSlug;
  account_type: 'konto' | 'monthly';
  current_invoice_status: InvoiceAccount['currentInvoiceStatus'] | null;
  current_invoice_date: string | null;
  balance_minor: bigint;
  has_refund: boolean;
  refund_status: 'PENDING' | 'CREATED' | null;
  has_ppi: boolean;
  ppi_start_date: string | null;
  ppi_premium_minor: bigint | null;
  country: CountryCode;
}

interface InvoiceRow {
  id: bigint;
  account_number: string;
  brand: BrandSlug;
  invoice_date: string;
  due_date: string;
  payment_method: Invoice['paymentMethod'];
  full_amount_minor: bigint;
  min_amount_minor: bigint;
  paid_minor: bigint;
  ingoing_balance_minor: bigint | null;
  buy_date_from: string | null;
  buy_date_to: string | null;
  order_date: string | null;
}

interface TransactionRow {
  invoice_id: bigint;
  order_number: string | null;
  sign: '+' | '-';
  amount_minor: bigint;
  description: string;
  transaction_type: Transaction['transactionTypeType'];
  presentation_order: number;
}

function toInvoice(row: InvoiceRow, transactions: TransactionRow[]): Invoice {
  return {
    invoiceDate: row.invoice_date,
    dueDate: row.due_date,
    brand: invoiceApiBrand(row.brand),
    paymentMethod: row.payment_method,
    fullInvoiceAmount: fromMinor(row.full_amount_minor),
    minAmountToPay: fromMinor(row.min_amount_minor),
    ...optional('ingoingBalance', money(row.ingoing_balance_minor)),
    ...optional('buyDateFrom', row.buy_date_from),
    ...optional('buyDateTo', row.buy_date_to),
    ...optional('orderDate', row.order_date),
    transactions: transactions.map((t) => ({
      ...optional('orderNumber', t.order_number),
      sign: t.sign,
      transactionAmount: fromMinor(t.amount_minor),
      transactionDescription: t.description,
      transactionTypeType: t.transaction_type,
      presentationOrder: t.presentation_order,
    })),
  };
}

const invoiceSelect = `select i.id, i.account_number, a.brand, i.invoice_date::text as invoice_date,
    i.due_date::text as due_date, i.payment_method, i.full_amount_minor, i.min_amount_minor,
    i.paid_minor, i.ingoing_balance_minor, i.buy_date_from::text as buy_date_from,
    i.buy_date_to::text as buy_date_to, i.order_date::text as order_date
  from invoices i join invoice_accounts a using (account_number)`;

async function transactionsOf(
  db: Queryable,
  ids: bigint[],
): Promise<(id: bigint) => TransactionRow[]> {
  if (ids.length === 0) return () => [];
  const { rows } = await db.query<TransactionRow>(
    `select * from invoice_transactions where invoice_id = any($1::bigint[])
      order by presentation_order, id`,
    [`{${ids.join(',')}}`],
  );
  return (id) => rows.filter((r) => r.invoice_id === id);
}

async function loadAccounts(db: Queryable, customerId: string): Promise<InvoiceAccount[]> {
  const accounts = await db.query<AccountRow>(
    `select a.*, a.current_invoice_date::text as current_invoice_date,
        a.ppi_start_date::text as ppi_start_date, c.country
       from invoice_accounts a join customers c on c.id = a.customer_id
      where a.customer_id = $1 order by a.brand, a.account_type`,
    [customerId],
  );
  const invoices = await db.query<InvoiceRow>(
    `${invoiceSelect} where a.customer_id = $1 order by i.due_date desc, i.id desc`,
    [customerId],
  );
  const txOf = await transactionsOf(
    db,
    invoices.rows.map((i) => i.id),
  );
  return accounts.rows.map((a) => {
    const own = invoices.rows.filter((i) => i.account_number === a.account_number);
    const current = own.find((i) => i.invoice_date === a.current_invoice_date);
    const adjusted = current ? current.full_amount_minor - current.paid_minor : 0n;
    const minimum = current ? current.min_amount_minor - current.paid_minor : 0n;
    return {
      accountBrand: invoiceApiBrand(a.brand),
      accountBrandDisplay: brandBySlug(a.brand).name,
      accountCompany: companyId(a.brand, a.country),
      accountNumber: a.account_number,
      type: a.account_type,
      invoices: own.map((i) => toInvoice(i, txOf(i.id))),
      ...(current ? { currentInvoice: toInvoice(current, txOf(current.id)) } : {}),
      currentInvoiceDate: current ? current.invoice_date : 'null',
      ...optional('currentInvoiceStatus', a.current_invoice_status),
      adjustedFullInvoiceAmount: fromMinor(adjusted > 0n ? adjusted : 0n),
      balance: fromMinor(a.balance_minor),
      minimumAmountToPay: fromMinor(minimum > 0n ? minimum : 0n),
      hasRefund: a.has_refund,
      ...optional('refundStatus', a.refund_status),
      paymentMethodCustomer: a.account_type === 'konto' ? '02' : '03',
      hasPPI: a.has_ppi,
      ...(a.has_ppi
        ? {
            ppiInformation: {
              brand: invoiceApiBrand(a.brand),
              insured: true,
              ...optional('startDate', a.ppi_start_date),
              ...optional('premium', money(a.ppi_premium_minor)),
            },
          }
        : {}),
    };
  });
}

/** getPayments: every purchase and every account of the customer. */
export async function loadPayments(
  db: Queryable,
  customerId: string,
  now: Date,
): Promise<PaymentsOverview> {
  return {
    orders: await loadOrders(db, customerId, now),
    accounts: await loadAccounts(db, customerId),
  };
}

/** One purchase of the customer by brand slug and purchase number, or null. */
export async function loadOrder(
  db: Queryable,
  customerId: string,
  brand: BrandSlug,
  id: string,
  now: Date,
): Promise<Order | null> {
  const [order] = await loadOrders(db, customerId, now, { brand, id });
  return order ?? null;
}

/**
 * One invoice of the customer by brand slug and invoice date, or null. A konto invoice wins over
 * a monthly one of the same brand and day.
 */
export async function loadInvoice(
  db: Queryable,
  customerId: string,
  brand: BrandSlug,
  invoiceDate: string,
): Promise<Invoice | null> {
  const { rows } = await db.query<InvoiceRow>(
    `${invoiceSelect} where a.customer_id = $1 and a.brand = $2 and i.invoice_date = $3::date
      order by a.account_type limit 1`,
    [customerId, brand, invoiceDate],
  );
  const row = rows[0];
  if (!row) return null;
  const txOf = await transactionsOf(db, [row.id]);
  return toInvoice(row, txOf(row.id));
}
