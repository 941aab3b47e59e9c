import { InvoiceStatus } from '../../generated/codes.js';
import { countryTerms, isCountryCode } from '../../generated/countries/index.js';
import type { CountryTerms } from '../../generated/countries/types.js';
import type { InvoiceAccount } from '../../generated/entities/types.js';
import type { Queryable } from '../db/database.js';
import { ProblemError } from '../http/problem.js';
import { loadPayments } from '../payments/repository.js';
import { conflict, debtCollection, notYours } from './common.js';

const notEarned = (detail: string): ProblemError =>
  new ProblemError(409, 'Payment-free month not available', detail, {
    type: 'https://api.nordpay.example/problems/free-month-not-earned',
  });

/**
 * usePaymentFreeMonth: skips paying the konto's current invoice this month (status 5 free, nothing
 * to pay now) under the country's earning rules (generated/countries paymentFreeMonth): earned
 * after N invoices paid in full, at most M a calendar year, not two months in a row, and its fee
 * (if any) added to the balance and the invoice.
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
  const rules = terms.paymentFreeMonth;
  const invoices = await db.query<{ invoice_date: string; settled: boolean; free: boolean }>(
    `select i.invoice_date::text as invoice_date, i.paid_minor >= i.full_amount_minor as settled,
        f.invoice_date is not null as free
       from invoices i left join payment_free_months f using (account_number, invoice_date)
      where i.account_number = $1 and i.invoice_date < $2::date
      order by i.invoice_date desc`,
    [request.accountNumber, request.invoiceDate],
  );
  const earlier = invoices.rows;
  if (rules.earnedAfterPunctualPayments !== null) {
    const punctual = earlier.filter((i) => i.settled && !i.free).length;
    if (punctual < rules.earnedAfterPunctualPayments) {
      throw notEarned(
        `Earned after ${rules.earnedAfterPunctualPayments} invoices paid in full; you have ${punctual}.`,
      );
    }
  }
  if (rules.consecutiveAllowed === false && earlier[0]?.free) {
    throw notEarned('Last month was payment-free; two in a row are not allowed.');
  }
  if (rules.maxPerCalendarYear !== null) {
    const year = request.invoiceDate.slice(0, 4);
    const used = await db.query<{ n: bigint }>(
      `select count(*)::int8 as n from payment_free_months
        where account_number = $1 and to_char(invoice_date, 'YYYY') = $2`,
      [request.accountNumber, year],
    );
    if ((used.rows[0]?.n ?? 0n) >= BigInt(rules.maxPerCalendarYear)) {
      throw notEarned(`At most ${rules.maxPerCalendarYear} payment-free months a year.`);
    }
  }
  const fee = BigInt(rules.feeAmount?.minor ?? 0);
  await db.query(
    `insert into payment_free_months (account_number, invoice_date, used_at, fee_minor)
     values ($1, $2::date, $3, $4)`,
    [request.accountNumber, request.invoiceDate, now, fee],
  );
  await db.query(
    `update invoices set min_amount_minor = paid_minor, full_amount_minor = full_amount_minor + $3
      where account_number = $1 and invoice_date = $2::date`,
    [request.accountNumber, request.invoiceDate, fee],
  );
  await db.query(
    `update invoice_accounts set current_invoice_status = $2, balance_minor = balance_minor + $3
      where account_number = $1`,
    [request.accountNumber, InvoiceStatus.free, fee],
  );
  const overview = await loadPayments(db, customerId, now);
  const answer = overview.accounts.find((a) => a.accountNumber === request.accountNumber);
  if (!answer) throw new Error(`account ${request.accountNumber} vanished`);
  return { account: answer };
}
