import { InvoiceStatus, TransactionType } from '../../generated/codes.js';
import { countryTerms, isCountryCode } from '../../generated/countries/index.js';
import type { CountryCode, CountryTerms } from '../../generated/countries/types.js';
import type { InvoiceAccount } from '../../generated/entities/types.js';
import type { Queryable } from '../db/database.js';
import { ProblemError } from '../http/problem.js';
import { loadPayments } from '../payments/repository.js';
import { sandboxText } from '../texts/catalogue.js';
import { conflict, debtCollection, notYours, today } from './common.js';

/** Why a month is refused, as the message the app shows (content/messages flow.freeMonth.refused). */
type Refusal = 'notEarned' | 'consecutive' | 'perYear';

const notEarned = (reason: Refusal, detail: string): ProblemError =>
  new ProblemError(409, 'Payment-free month not available', detail, {
    type: 'https://api.nordpay.example/problems/free-month-not-earned',
    errors: [{ field: 'invoiceDate', messageId: `flow.freeMonth.refused.${reason}` }],
  });

/**
 * Sweden and Denmark: the spec says only "usable once earned" and gives no count. The sandbox
 * earns them like Finland's rule, after this many punctual payments (our choice).
 */
export const defaultPunctualPaymentsToEarn = 3;

/**
 * The text of a payment-free month's fee on the invoice (its own transaction type, a charge), in
 * the customer's language.
 */
export const freeMonthFeeText = (country: CountryCode): string =>
  sandboxText(country, 'transaction.freeMonthFee');

/** One country's payment-free month rules as the sandbox applies them. */
export interface FreeMonthRule {
  /** Punctual payments needed, or null when it need not be earned (Norway). */
  readonly earnedAfter: number | null;
  /**
   * `ever`: punctual payments on the account so far (Finland: earned once, then limited by the
   * yearly count and the consecutive rule). `sinceLastFreeMonth`: each free month is earned by
   * its own punctual payments and used up (Sweden, Denmark: "usable once earned").
   */
  readonly counted: 'ever' | 'sinceLastFreeMonth';
  readonly maxPerCalendarYear: number | null;
  readonly consecutiveAllowed: boolean;
  /** Minor units, added to the invoice and the balance (Norway 150 kr). */
  readonly fee: bigint;
}

/**
 * The country's rules (generated/countries paymentFreeMonth): Finland earned after 3 punctual
 * payments, at most 2 per calendar year, not in consecutive months; Norway 2 a year at a fee of
 * 150 kr, nothing to earn; Sweden and Denmark usable once earned (defaultPunctualPaymentsToEarn,
 * counted since the last one). A rule the spec does not give (null) does not restrict.
 */
export function freeMonthRule(terms: CountryTerms): FreeMonthRule {
  const rules = terms.paymentFreeMonth;
  const earnedOnly = rules.earnedAfterPunctualPayments === null && rules.usableOnceEarned === true;
  return {
    earnedAfter:
      rules.earnedAfterPunctualPayments ?? (earnedOnly ? defaultPunctualPaymentsToEarn : null),
    counted: earnedOnly ? 'sinceLastFreeMonth' : 'ever',
    maxPerCalendarYear: rules.maxPerCalendarYear,
    consecutiveAllowed: rules.consecutiveAllowed !== false,
    fee: BigInt(rules.feeAmount?.minor ?? 0),
  };
}

/**
 * A punctual payment: an earlier invoice (not payment-free) whose minimum was paid on or before
 * its due date, by the sandbox clock's UTC day (invoices.paid_at, set when the payments first
 * covered the minimum).
 */
export function isPunctual(i: { paid_at: Date | null; due_date: string; free: boolean }): boolean {
  return !i.free && i.paid_at !== null && today(i.paid_at) <= i.due_date;
}

const monthIndex = (date: string): number =>
  Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/**
 * usePaymentFreeMonth: skips paying the konto's current invoice this month (status 5 free, nothing
 * to pay now) under the country's rules (freeMonthRule); a fee (Norway) is charged on the invoice
 * as a line and added to the balance. Refused 409 free-month-not-earned with the reason.
 */
export async function usePaymentFreeMonth(
  db: Queryable,
  customerId: string,
  request: { accountNumber: string; invoiceDate: string },
  now: Date,
): Promise<{ account: InvoiceAccount }> {
  const { rows } = await db.query<{
    account_type: string;
    current_invoice_status: number | null;
    current_invoice_date: string | null;
    country: string;
  }>(
    `select a.account_type, a.current_invoice_status,
        a.current_invoice_date::text as current_invoice_date, c.country
       from invoice_accounts a join customers c on c.id = a.customer_id
      where a.customer_id = $1 and a.account_number = $2 for update of a`,
    [customerId, request.accountNumber],
  );
  const account = rows[0];
  if (!account) throw notYours(`account ${request.accountNumber}`);
  if (account.current_invoice_date !== request.invoiceDate) {
    throw notYours(`current invoice of ${request.invoiceDate} on ${request.accountNumber}`);
  }
  if (!isCountryCode(account.country)) throw new Error(`unknown country ${account.country}`);
  const terms: CountryTerms = countryTerms(account.country);
  if (!terms.offers.paymentFreeMonth.available || account.account_type !== 'konto') {
    throw conflict('A payment-free month is offered on a konto only.');
  }
  if (account.current_invoice_status === InvoiceStatus.debtCollection) throw debtCollection();
  if (account.current_invoice_status !== InvoiceStatus.new) {
    throw conflict('The current invoice is already paid, scheduled or free.');
  }
  const rule = freeMonthRule(terms);
  const invoices = await db.query<{
    invoice_date: string;
    due_date: string;
    paid_at: Date | null;
    free: boolean;
  }>(
    `select i.invoice_date::text as invoice_date, i.due_date::text as due_date, i.paid_at,
        f.invoice_date is not null as free
       from invoices i left join payment_free_months f using (account_number, invoice_date)
      where i.account_number = $1 and i.invoice_date < $2::date
      order by i.invoice_date desc`,
    [request.accountNumber, request.invoiceDate],
  );
  const earlier = invoices.rows;
  if (rule.earnedAfter !== null) {
    const lastFree = earlier.findIndex((i) => i.free);
    const counted =
      rule.counted === 'sinceLastFreeMonth' && lastFree >= 0 ? earlier.slice(0, lastFree) : earlier;
    const punctual = counted.filter(isPunctual).length;
    if (punctual < rule.earnedAfter) {
      const late = counted.filter((i) => !i.free && i.paid_at !== null && !isPunctual(i)).length;
      throw notEarned(
        'notEarned',
        `Earned after ${rule.earnedAfter} invoices paid on time` +
          `${rule.counted === 'sinceLastFreeMonth' && lastFree >= 0 ? ' since the last payment-free month' : ''}` +
          `; you have ${punctual}${late > 0 ? ` (${late} paid after the due date)` : ''}.`,
      );
    }
  }
  if (!rule.consecutiveAllowed) {
    const previous = monthIndex(request.invoiceDate) - 1;
    if (earlier.some((i) => i.free && monthIndex(i.invoice_date) === previous)) {
      throw notEarned(
        'consecutive',
        'Last month was payment-free; two months in a row are not allowed.',
      );
    }
  }
  if (rule.maxPerCalendarYear !== null) {
    const year = request.invoiceDate.slice(0, 4);
    const used = earlier.filter((i) => i.free && i.invoice_date.startsWith(year)).length;
    if (used >= rule.maxPerCalendarYear) {
      throw notEarned(
        'perYear',
        `At most ${rule.maxPerCalendarYear} payment-free months a calendar year; ${year} has ${used}.`,
      );
    }
  }
  await db.query(
    `insert into payment_free_months (account_number, invoice_date, used_at, fee_minor)
     values ($1, $2::date, $3, $4)`,
    [request.accountNumber, request.invoiceDate, now, rule.fee],
  );
  await db.query(
    `update invoices set min_amount_minor = paid_minor, full_amount_minor = full_amount_minor + $3
      where account_number = $1 and invoice_date = $2::date`,
    [request.accountNumber, request.invoiceDate, rule.fee],
  );
  if (rule.fee > 0n) {
    await db.query(
      `insert into invoice_transactions (invoice_id, sign, amount_minor, description,
         transaction_type, presentation_order)
       select i.id, '+', $3, $4, $5,
           coalesce((select max(presentation_order) from invoice_transactions t
                      where t.invoice_id = i.id), 0) + 1
         from invoices i where i.account_number = $1 and i.invoice_date = $2::date`,
      [
        request.accountNumber,
        request.invoiceDate,
        rule.fee,
        freeMonthFeeText(account.country),
        TransactionType.paymentFreeMonthFee,
      ],
    );
  }
  await db.query(
    `update invoice_accounts set current_invoice_status = $2, balance_minor = balance_minor + $3
      where account_number = $1`,
    [request.accountNumber, InvoiceStatus.free, rule.fee],
  );
  const overview = await loadPayments(db, customerId, now);
  const answer = overview.accounts.find((a) => a.accountNumber === request.accountNumber);
  if (!answer) throw new Error(`account ${request.accountNumber} vanished`);
  return { account: answer };
}
