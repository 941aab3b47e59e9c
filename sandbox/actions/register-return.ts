import { OrderStatus, OrderWebStatus } from '../../generated/codes.js';
import type { Queryable } from '../db/database.js';
import { ProblemError } from '../http/problem.js';
import { actionProblemTypes, addDays, conflict, today } from './common.js';

/**
 * The brand registers a return (sandbox only: in production the brand's warehouse tells the
 * provider): the goods of a purchase paused for a return (pauseForReturn, web status 6) are back,
 * so the purchase gets its updated invoice (spec: "pause for return and then see an updated
 * invoice"). The returned lines' value comes off what is owed and is kept as a return credit
 * (transaction 330); the purchase goes back to the state it was paused in, and its due date moves
 * on by the days the pause lasted, because the customer did not owe while the goods travelled.
 * When everything is returned the purchase ends returned (order status 3, web status 7).
 */
export interface ReturnedLine {
  readonly sku: string;
  readonly quantity: number;
}

interface PausedOrder {
  order_status_web: number;
  due_date: string | null;
  paused_on: string | null;
  web_before_pause: number | null;
  order_invoice_amount_minor: bigint;
  current_debt_minor: bigint | null;
}

interface LineRow {
  sku: string;
  left: number;
  current_amount_minor: bigint;
}

export async function registerReturn(
  db: Queryable,
  brand: string,
  orderId: string,
  lines: readonly ReturnedLine[] | undefined,
  now: Date,
): Promise<{ returned: number; owed: number; dueDate: string | null; state: 'due' | 'returned' }> {
  const { rows } = await db.query<PausedOrder>(
    `select order_status_web, due_date::text as due_date, paused_on::text as paused_on,
        web_before_pause, order_invoice_amount_minor, current_debt_minor
       from orders where brand = $1 and order_id = $2 for update`,
    [brand, orderId],
  );
  const order = rows[0];
  if (!order) throw new ProblemError(404, 'Not Found', `No purchase ${orderId} at ${brand}.`);
  if (order.order_status_web !== OrderWebStatus.paused) {
    throw conflict(`Purchase ${orderId} is not paused for a return.`);
  }
  const stock = await db.query<LineRow>(
    `select sku, invoiced_quantity - returned_quantity - cancelled_quantity as left,
        current_amount_minor
       from order_lines where brand = $1 and order_id = $2 order by sku`,
    [brand, orderId],
  );
  const back = returnedLines(stock.rows, lines);
  let returned = 0n;
  for (const { line, quantity } of back) {
    // The line's current amount is what its remaining units cost; the last unit takes the rest,
    // so a line returned in parts never leaves a rounding remainder.
    const value =
      quantity === line.left
        ? line.current_amount_minor
        : (line.current_amount_minor * BigInt(quantity)) / BigInt(line.left);
    returned += value;
    await db.query(
      `update order_lines set returned_quantity = returned_quantity + $4,
          current_amount_minor = current_amount_minor - $5
        where brand = $1 and order_id = $2 and sku = $3`,
      [brand, orderId, line.sku, quantity, value],
    );
  }
  const owedBefore = order.current_debt_minor ?? order.order_invoice_amount_minor;
  const owed = owedBefore > returned ? owedBefore - returned : 0n;
  const everything =
    back.every(({ line, quantity }) => quantity === line.left) &&
    back.length === stock.rows.filter((line) => line.left > 0).length;
  const dueDate =
    order.due_date === null || order.paused_on === null
      ? order.due_date
      : addDays(order.due_date, daysBetween(order.paused_on, today(now)));
  const ended = everything || owed === 0n;
  await db.query(
    `update orders set
        returned_order_value_minor = coalesce(returned_order_value_minor, 0) + $3,
        total_order_amount_minor = greatest(total_order_amount_minor - $3, 0),
        order_invoice_amount_minor = greatest(order_invoice_amount_minor - $3, 0),
        current_debt_minor = $4,
        due_date = $5::date,
        order_status = case when $6 then $7 else order_status end,
        order_status_web = $8,
        paused_on = null, web_before_pause = null
      where brand = $1 and order_id = $2`,
    [
      brand,
      orderId,
      returned,
      owed,
      dueDate,
      ended,
      OrderStatus.returned,
      ended ? OrderWebStatus.returned : (order.web_before_pause ?? OrderWebStatus.due),
    ],
  );
  await db.query(
    `insert into order_credit_transactions (brand, order_id, sign, amount_minor, transaction_type)
     values ($1, $2, '-', $3, 330)`,
    [brand, orderId, returned],
  );
  return {
    returned: Number(returned) / 100,
    owed: Number(owed) / 100,
    dueDate,
    state: ended ? 'returned' : 'due',
  };
}

/** The lines asked for (all that is left when none are named), each checked against the stock. */
function returnedLines(
  stock: readonly LineRow[],
  asked: readonly ReturnedLine[] | undefined,
): { line: LineRow; quantity: number }[] {
  if (asked === undefined || asked.length === 0) {
    return stock.filter((line) => line.left > 0).map((line) => ({ line, quantity: line.left }));
  }
  return asked.map(({ sku, quantity }) => {
    const line = stock.find((l) => l.sku === sku);
    if (!line || quantity < 1 || quantity > line.left) {
      throw new ProblemError(
        422,
        'Unprocessable Content',
        `Return 1 to ${line?.left ?? 0} of ${sku}.`,
        {
          type: actionProblemTypes.validation,
          errors: [{ field: 'lines', messageId: 'validation.outOfRange' }],
        },
      );
    }
    return { line, quantity };
  });
}

function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000));
}
