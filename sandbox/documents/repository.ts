import { brandBySlug, companyId } from '../../generated/brands.js';
import type { BrandSlug } from '../../generated/brands.js';
import { countryTerms, isCountryCode } from '../../generated/countries/index.js';
import type { CountryCode } from '../../generated/countries/index.js';
import type { Queryable } from '../db/database.js';
import { formatMinor } from '../money.js';
import type { PdfLine } from './pdf.js';

/** The customer's country, null when the customer no longer exists. */
export async function customerCountry(
  db: Queryable,
  customerId: string,
): Promise<CountryCode | null> {
  const { rows } = await db.query<{ country: string }>(
    'select country from customers where id = $1',
    [customerId],
  );
  const country = rows[0]?.country;
  return isCountryCode(country) ? country : null;
}

export const money = (minor: bigint, country: CountryCode): string =>
  `${formatMinor(minor)} ${countryTerms(country).money.currency}`;

interface InvoiceRow {
  id: string;
  invoice_date: string;
  due_date: string;
  full_amount_minor: bigint;
  min_amount_minor: bigint;
  paid_minor: bigint;
  has_ppi: boolean;
  ppi_premium_minor: bigint | null;
  account_type: string;
}

interface TransactionRow {
  sign: '+' | '-';
  amount_minor: bigint;
  description: string;
  order_number: string | null;
}

export interface InvoiceRequest {
  readonly type: 'INVOICE' | 'PPI_INVOICE';
  readonly brand: BrandSlug;
  readonly company: string;
  readonly accountNumber: string;
  readonly invoiceDate: string;
}

/**
 * The lines of one of the customer's invoices as a PDF page, or null when the file name does not
 * name one: the company id must be the brand's id in the customer's country (default 02), the
 * account the customer's at that brand, and a PPI invoice needs an insured account.
 */
export async function invoiceDocument(
  db: Queryable,
  customerId: string,
  request: InvoiceRequest,
): Promise<{ title: string; lines: PdfLine[] } | null> {
  const country = await customerCountry(db, customerId);
  if (!country || companyId(request.brand, country) !== request.company) return null;
  const { rows } = await db.query<InvoiceRow>(
    `select i.id::text as id, i.invoice_date::text as invoice_date, i.due_date::text as due_date,
            i.full_amount_minor, i.min_amount_minor, i.paid_minor, a.has_ppi, a.ppi_premium_minor,
            a.account_type
       from invoices i join invoice_accounts a using (account_number)
      where a.customer_id = $1 and a.brand = $2 and a.account_number = $3 and i.invoice_date = $4`,
    [customerId, request.brand, request.accountNumber, request.invoiceDate],
  );
  const invoice = rows[0];
  if (!invoice) return null;
  if (request.type === 'PPI_INVOICE' && !invoice.has_ppi) return null;
  const brandName = brandBySlug(request.brand).name;
  const head: PdfLine[] = [
    { text: `${brandName} - company ${request.company}`, size: 12 },
    { text: `Account ${request.accountNumber} (${invoice.account_type})` },
    { text: `Invoice date ${invoice.invoice_date}, due ${invoice.due_date}` },
    { text: '' },
  ];
  if (request.type === 'PPI_INVOICE') {
    return {
      title: `Payment protection insurance invoice ${invoice.invoice_date}`,
      lines: [
        ...head,
        { text: `Insurance premium: ${money(BigInt(invoice.ppi_premium_minor ?? 0n), country)}` },
      ],
    };
  }
  const tx = await db.query<TransactionRow>(
    `select sign, amount_minor, description, order_number from invoice_transactions
      where invoice_id = $1 order by presentation_order, id`,
    [invoice.id],
  );
  return {
    title: `Invoice ${invoice.invoice_date}`,
    lines: [
      ...head,
      ...tx.rows.map((t) => ({
        text: `${t.description}${t.order_number ? ` (${t.order_number})` : ''}: ${t.sign}${money(
          BigInt(t.amount_minor),
          country,
        )}`,
      })),
      { text: '' },
      { text: `Total to pay: ${money(BigInt(invoice.full_amount_minor), country)}`, size: 12 },
      { text: `Minimum to pay: ${money(BigInt(invoice.min_amount_minor), country)}` },
      { text: `Paid: ${money(BigInt(invoice.paid_minor), country)}` },
    ],
  };
}

export interface YearlyInterestReport {
  readonly year: number;
  readonly paidInterestMinor: bigint;
  readonly createdDate: string;
  readonly accounts: readonly { brand: string; accountNumber: string; interestMinor: bigint }[];
}

/**
 * The customer's annual interest statements, newest first, derived from the konto accounts (no
 * table of their own, so every data set has them): an account whose first invoice opens with a
 * balance carried that balance through the two calendar years before the current one; the
 * interest of a year is that balance times the country's nominal konto rate, rounded half up to
 * minor units. A statement exists from 31 January of the following year; countries without a
 * konto rate have none.
 */
export async function yearlyInterestReports(
  db: Queryable,
  customerId: string,
  now: Date,
): Promise<YearlyInterestReport[]> {
  const country = await customerCountry(db, customerId);
  if (!country) return [];
  const rate = countryTerms(country).rates.konto;
  if (!rate.available) return [];
  // The rate in hundredths of a percent: 20.28 -> 2028, exact.
  const rateBp = BigInt(Math.round(rate.nominal * 100));
  const { rows } = await db.query<{
    brand: string;
    account_number: string;
    opening: bigint | null;
  }>(
    `select a.brand, a.account_number,
            (select coalesce(i.ingoing_balance_minor,
                             (select sum(t.amount_minor) from invoice_transactions t
                               where t.invoice_id = i.id and t.transaction_type = 100))
               from invoices i where i.account_number = a.account_number
              order by i.invoice_date limit 1) as opening
       from invoice_accounts a
      where a.customer_id = $1 and a.account_type = 'konto'
      order by a.account_number`,
    [customerId],
  );
  const accounts = rows
    .filter((r) => r.opening !== null && BigInt(r.opening) > 0n)
    .map((r) => ({
      brand: r.brand,
      accountNumber: r.account_number,
      // balance × rate / 10 000, rounded half up (all values positive).
      interestMinor: (BigInt(r.opening ?? 0n) * rateBp + 5000n) / 10000n,
    }));
  if (accounts.length === 0) return [];
  const today = now.toISOString().slice(0, 10);
  const currentYear = now.getUTCFullYear();
  const reports: YearlyInterestReport[] = [];
  for (const year of [currentYear - 1, currentYear - 2]) {
    const createdDate = `${year + 1}-01-31`;
    if (createdDate > today) continue;
    reports.push({
      year,
      createdDate,
      accounts,
      paidInterestMinor: accounts.reduce((sum, a) => sum + a.interestMinor, 0n),
    });
  }
  return reports;
}
