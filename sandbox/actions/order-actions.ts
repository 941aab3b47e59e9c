import type { BrandSlug } from '../../generated/brands.js';
import { OrderType, OrderWebStatus } from '../../generated/codes.js';
import { countryTerms, isCountryCode } from '../../generated/countries/index.js';
import type { CountryTerms } from '../../generated/countries/types.js';
import type { Order } from '../../generated/entities/types.js';
import type { Queryable } from '../db/database.js';
import { ProblemError } from '../http/problem.js';
import { findVerification } from '../income/monthio.js';
import { requireFreshIdentification } from './identification.js';
import { loadOrder } from '../payments/repository.js';
import { snoozableStatuses, snoozeFactsOf, snoozeFee, withSnoozePossibilities } from './snooze.js';
import {
  actionProblemTypes,
  addDays,
  conflict,
  debtCollection,
  invalidField,
  lockOrder,
  today,
} from './common.js';

/** Web statuses a purchase can still be postponed or paused in: invoiced and not yet paid. */
const open: readonly number[] = [
  OrderWebStatus.due,
  OrderWebStatus.due2,
  OrderWebStatus.partlyPaid,
];

function termsOf(country: string): CountryTerms {
  if (!isCountryCode(country)) throw new Error(`unknown country ${country}`);
  return countryTerms(country);
}

async function answer(
  db: Queryable,
  customerId: string,
  brand: BrandSlug,
  id: string,
  now: Date,
): Promise<{ order: Order }> {
  const order = await loadOrder(db, customerId, brand, id, now);
  if (!order) throw new Error(`purchase ${brand}/${id} vanished`);
  return { order: withSnoozePossibilities(order, await snoozeFactsOf(db, customerId)) };
}

/**
 * snooze: moves the due date of an invoiced, unpaid purchase by one of its snooze possibilities
 * (the country's snooze.days, snooze.ts), once per purchase, adding exactly that possibility's
 * fee (the snoozeFee the purchase showed) to what is owed.
 */
export async function snooze(
  db: Queryable,
  customerId: string,
  brand: BrandSlug,
  request: { orderID: string; days: number },
  now: Date,
): Promise<{ order: Order }> {
  const order = await lockOrder(db, customerId, brand, request.orderID);
  const terms = termsOf(order.country);
  if (!terms.offers.snooze.available) {
    throw new ProblemError(409, 'Conflict', 'Postponing is not offered in this country.');
  }
  const fee = snoozeFee(order.country, request.days);
  if (fee === undefined) {
    const days: readonly number[] = terms.snooze.days;
    throw invalidField('days', `Postpone by ${days.join(' or ')} days.`);
  }
  if (order.order_status_web === OrderWebStatus.debtCollection) throw debtCollection();
  if (!snoozableStatuses.includes(order.order_status_web) || order.due_date === null) {
    throw conflict(`Purchase ${request.orderID} cannot be postponed now.`);
  }
  const snoozed = await db.query<{ snoozed_days: number | null }>(
    'select snoozed_days from orders where brand = $1 and order_id = $2',
    [brand, request.orderID],
  );
  if (snoozed.rows[0]?.snoozed_days !== null && snoozed.rows[0]?.snoozed_days !== undefined) {
    throw conflict(`Purchase ${request.orderID} has been postponed already.`);
  }
  await db.query(
    `update orders set due_date = $3::date, snoozed_days = $4, snooze_fee_minor = $5,
        total_order_amount_minor = total_order_amount_minor + $5,
        current_debt_minor = coalesce(current_debt_minor, order_invoice_amount_minor) + $5,
        order_invoice_amount_minor = order_invoice_amount_minor + $5
      where brand = $1 and order_id = $2`,
    [brand, request.orderID, addDays(order.due_date, request.days), request.days, fee],
  );
  return answer(db, customerId, brand, request.orderID, now);
}

/** pauseForReturn: the customer is returning goods; payment waits (status 6 paused). */
export async function pauseForReturn(
  db: Queryable,
  customerId: string,
  brand: BrandSlug,
  request: { orderID: string },
  now: Date,
): Promise<{ order: Order }> {
  const order = await lockOrder(db, customerId, brand, request.orderID);
  const terms = termsOf(order.country);
  if (!terms.offers.pauseForReturn.available) {
    throw new ProblemError(409, 'Conflict', 'Pausing for a return is not offered in this country.');
  }
  if (order.order_status_web === OrderWebStatus.debtCollection) throw debtCollection();
  if (order.order_status_web === OrderWebStatus.paused) {
    throw conflict(`Purchase ${request.orderID} is paused already.`);
  }
  if (!open.includes(order.order_status_web)) {
    throw conflict(`Purchase ${request.orderID} cannot be paused now.`);
  }
  // When and from what it was paused: registering the return (register-return.ts) restores the
  // state and moves the due date on by the days paused.
  await db.query(
    `update orders set order_status_web = $3, paused_on = $4::date, web_before_pause = $5
      where brand = $1 and order_id = $2`,
    [brand, request.orderID, OrderWebStatus.paused, today(now), order.order_status_web],
  );
  return answer(db, customerId, brand, request.orderID, now);
}

/**
 * moveToSplitPayment: an invoiced, unpaid purchase above the country's threshold becomes an
 * interest-free split (freepart, order type 08) over 3/6/12/18 months where the country offers
 * it. What is owed grows by the country's set-up fee for that length and its monthly admin fee
 * for every month of the split; the first part is due a month after the current due date.
 */
export async function moveToSplitPayment(
  db: Queryable,
  customerId: string,
  brand: BrandSlug,
  request: { orderID: string; months: number },
  now: Date,
): Promise<{ order: Order }> {
  const order = await lockOrder(db, customerId, brand, request.orderID);
  const terms = termsOf(order.country);
  const setUp = terms.fees.splitSetUp;
  if (!terms.offers.interestFreeSplit.available || !setUp.available) {
    throw new ProblemError(409, 'Conflict', 'Splitting a purchase is not offered in this country.');
  }
  if (order.order_status_web === OrderWebStatus.debtCollection) throw debtCollection();
  if (order.ifsp_months !== null || order.order_type === OrderType.freepart) {
    throw conflict(`Purchase ${request.orderID} is split already.`);
  }
  if (!open.includes(order.order_status_web) || order.due_date === null) {
    throw conflict(`Purchase ${request.orderID} cannot be split now.`);
  }
  if (order.total_order_amount_minor <= BigInt(setUp.purchaseAboveAmount.minor)) {
    throw conflict(
      `Only purchases above ${setUp.purchaseAboveAmount.amount} ${setUp.purchaseAboveAmount.currency} can be split.`,
    );
  }
  const term = setUp.byTerm.find((t) => t.months === request.months);
  if (!term) {
    throw invalidField(
      'months',
      `Split over ${setUp.byTerm.map((t) => t.months).join(', ')} months.`,
    );
  }
  const admin = terms.fees.splitAdmin.available ? terms.fees.splitAdmin.amount.minor : 0;
  const fees = BigInt(term.amount.minor) + BigInt(admin) * BigInt(request.months);
  await db.query(
    `update orders set order_type = $3, payment_method_order = $3, ifsp_months = $4,
        no_of_months_split_pay = $4, due_date = $5::date,
        total_order_amount_minor = total_order_amount_minor + $6,
        current_debt_minor = coalesce(current_debt_minor, order_invoice_amount_minor) + $6,
        order_invoice_amount_minor = order_invoice_amount_minor + $6
      where brand = $1 and order_id = $2`,
    [brand, request.orderID, OrderType.freepart, request.months, addMonth(order.due_date), fees],
  );
  return answer(db, customerId, brand, request.orderID, now);
}

function addMonth(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}

/** api.yaml moveToKonto: a refused income verification answers 422 with this type. */
const incomeNotApproved = 'https://api.nordpay.example/problems/income-not-approved';

/**
 * Denmark moves a purchase to konto only with an approved income verification
 * (startIncomeVerification) that is this customer's and was started for this purchase. Answers
 * (each naming the field incomeVerificationReference):
 * - none sent: 422 validation, messageId validation.required;
 * - no such reference, another customer's, or one for another purchase: 422 validation, "unknown"
 *   (the same answer for all three, so nothing about other customers leaks);
 * - still being checked: 409 with Retry-After (seconds until monthio decides);
 * - cancelled at monthio: 422 validation, start a new one;
 * - refused: 422 income-not-approved, the app's Danish "incomefail" outcome.
 */
async function requireApprovedIncome(
  db: Queryable,
  customerId: string,
  brand: BrandSlug,
  orderId: string,
  reference: string | undefined,
  now: Date,
): Promise<void> {
  const field = 'incomeVerificationReference';
  if (reference === undefined || reference === '') {
    throw new ProblemError(
      422,
      'Income verification required',
      'In Denmark a purchase moves to konto only after an approved income verification: start one (startIncomeVerification) and send its reference.',
      {
        type: actionProblemTypes.validation,
        errors: [{ field, messageId: 'validation.required' }],
      },
    );
  }
  const found = await findVerification(db, reference, now);
  if (
    !found ||
    found.customerId !== customerId ||
    found.brand !== brand ||
    found.orderId !== orderId
  ) {
    throw new ProblemError(
      422,
      'Unknown income verification',
      `You have no income verification for purchase ${orderId} at ${brand} with this reference; start one for it.`,
      {
        type: actionProblemTypes.validation,
        errors: [{ field, messageId: 'page.incomeVerification.failed.body' }],
      },
    );
  }
  if (found.status === 'pending') {
    const seconds = Math.max(1, Math.ceil((found.decidedAt.getTime() - now.getTime()) / 1000));
    throw new ProblemError(
      409,
      'Income verification pending',
      `The income verification is still being checked; try again in ${seconds} s.`,
      {
        errors: [{ field, messageId: 'page.incomeVerification.pending.body' }],
        headers: { 'Retry-After': String(seconds) },
      },
    );
  }
  if (found.status === 'cancelled') {
    throw new ProblemError(
      422,
      'Income verification cancelled',
      'The customer left the income verification without sharing their income; start a new one.',
      {
        type: actionProblemTypes.validation,
        errors: [{ field, messageId: 'flow.moveToKonto.outcome.cancel.body' }],
      },
    );
  }
  if (found.status === 'rejected') {
    throw new ProblemError(
      422,
      'Income not approved',
      'The income verification did not approve the income, so the purchase cannot move to konto.',
      {
        type: incomeNotApproved,
        errors: [{ field, messageId: 'flow.moveToKonto.outcome.incomefail.body' }],
      },
    );
  }
}

/**
 * moveToKonto: an invoiced, unpaid purchase moves onto the customer's konto (the one at the
 * purchase's brand, else the own brand's): what is owed leaves the purchase and is added to the
 * konto balance; the purchase shows konto-moved (10) and pays by konto ('02'). The customer must
 * have identified again just before (identification.ts), and in Denmark have an approved income
 * verification for this purchase (requireApprovedIncome).
 */
export async function moveToKonto(
  db: Queryable,
  customerId: string,
  brand: BrandSlug,
  request: { orderID: string; incomeVerificationReference?: string | undefined },
  now: Date,
): Promise<{ order: Order }> {
  const order = await lockOrder(db, customerId, brand, request.orderID);
  const terms = termsOf(order.country);
  if (!terms.offers.konto.available) {
    throw new ProblemError(409, 'Conflict', 'Konto is not offered in this country.');
  }
  if (order.order_status_web === OrderWebStatus.debtCollection) throw debtCollection();
  if (!open.includes(order.order_status_web) || order.order_type === OrderType.freepart) {
    throw conflict(`Purchase ${request.orderID} cannot be moved to konto now.`);
  }
  await requireFreshIdentification(db, customerId, { brand, orderId: request.orderID }, now);
  if (order.country === 'dk') {
    await requireApprovedIncome(
      db,
      customerId,
      brand,
      request.orderID,
      request.incomeVerificationReference,
      now,
    );
  }
  const { rows } = await db.query<{ account_number: string; current_invoice_status: number }>(
    `select account_number, current_invoice_status from invoice_accounts
      where customer_id = $1 and account_type = 'konto' and brand in ($2, 'nordpay')
      order by (brand = $2) desc limit 1 for update`,
    [customerId, brand],
  );
  const konto = rows[0];
  if (!konto) throw conflict('You have no konto to move the purchase to.');
  if (konto.current_invoice_status === 10) throw debtCollection();
  const owed = order.current_debt_minor ?? order.order_invoice_amount_minor;
  await db.query(
    'update invoice_accounts set balance_minor = balance_minor + $2 where account_number = $1',
    [konto.account_number, owed],
  );
  await db.query(
    `update orders set order_status_web = $3, payment_method_order = '02', account_number = $4,
        current_debt_minor = 0, order_invoice_amount_minor = 0
      where brand = $1 and order_id = $2`,
    [brand, request.orderID, OrderWebStatus.kontoMoved, konto.account_number],
  );
  return answer(db, customerId, brand, request.orderID, now);
}
