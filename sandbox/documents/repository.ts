import { brandBySlug, companyId, isBrandSlug } from '../../generated/brands.js';
import type { BrandSlug } from '../../generated/brands.js';
import { formatDate, formatMinor } from '../../generated/countries/format.js';
import { countryTerms, isCountryCode } from '../../generated/countries/index.js';
import type { CountryCode } from '../../generated/countries/index.js';
import { accountReference, paymentReference } from '../actions/reference.js';
import type { Queryable } from '../db/database.js';
import { sandboxText } from '../texts/catalogue.js';
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

/** An amount as the country writes it (1 025 kr, 89,90 EUR). */
export const money = (minor: bigint, country: CountryCode): string =>
  formatMinor(Number(minor), country);

/** A calendar day (YYYY-MM-DD) in the country's short date style. */
export function day(iso: string, country: CountryCode): string {
  const [y = 2000, m = 1, d = 1] = iso.slice(0, 10).split('-').map(Number);
  return formatDate(new Date(y, m - 1, d), 'short', country);
}

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
  const t = (key: Parameters<typeof sandboxText>[1], values = {}) =>
    sandboxText(country, key, values);
  const amount = (minor: bigint | null) => money(BigInt(minor ?? 0n), country);
  const kind = countryTerms(country).payments.bankTransfer.reference;
  const head: PdfLine[] = [
    {
      text: t('invoice.company', {
        brand: brandBySlug(request.brand).name,
        company: request.company,
      }),
      size: 12,
    },
    {
      text: t('invoice.account', {
        account: request.accountNumber,
        kind: t(invoice.account_type === 'konto' ? 'invoice.kind.konto' : 'invoice.kind.monthly'),
      }),
    },
    {
      text: t('invoice.dates', {
        date: day(invoice.invoice_date, country),
        due: day(invoice.due_date, country),
      }),
    },
    // The reference a manual transfer carries, as getBankDetails gives it (OCR, KID, ...).
    {
      text: t('invoice.reference', {
        label: t(`reference.${kind}`),
        reference: paymentReference(
          country,
          accountReference(invoice.account_type, request.accountNumber),
        ),
      }),
    },
    { text: '' },
  ];
  const date = day(invoice.invoice_date, country);
  if (request.type === 'PPI_INVOICE') {
    return {
      title: t('invoice.ppiTitle', { date }),
      lines: [
        ...head,
        { text: t('invoice.premium', { amount: amount(invoice.ppi_premium_minor) }) },
      ],
    };
  }
  const tx = await db.query<TransactionRow>(
    `select sign, amount_minor, description, order_number from invoice_transactions
      where invoice_id = $1 order by presentation_order, id`,
    [invoice.id],
  );
  return {
    title: t('invoice.title', { date }),
    lines: [
      ...head,
      ...tx.rows.map((row) => ({
        text: `${row.description}${row.order_number ? ` (${row.order_number})` : ''}: ${row.sign}${amount(row.amount_minor)}`,
      })),
      { text: '' },
      { text: t('invoice.total', { amount: amount(invoice.full_amount_minor) }), size: 12 },
      { text: t('invoice.minimum', { amount: amount(invoice.min_amount_minor) }) },
      { text: t('invoice.paid', { amount: amount(invoice.paid_minor) }) },
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
 * The customer's annual interest statements, newest first: one per calendar year with the
 * interest paid per konto account (table yearly_interest_reports, seeded per persona and year),
 * shown from its issue date by the sandbox clock.
 */
export async function yearlyInterestReports(
  db: Queryable,
  customerId: string,
  now: Date,
): Promise<YearlyInterestReport[]> {
  const { rows } = await db.query<{
    year: number;
    brand: string;
    account_number: string;
    interest_minor: bigint;
    created_date: string;
  }>(
    `select year, brand, account_number, interest_minor, created_date::text as created_date
       from yearly_interest_reports
      where customer_id = $1 and created_date <= $2::date
      order by year desc, account_number`,
    [customerId, now.toISOString().slice(0, 10)],
  );
  const reports = new Map<number, YearlyInterestReport>();
  for (const row of rows) {
    const year = Number(row.year);
    const report = reports.get(year) ?? {
      year,
      createdDate: row.created_date,
      paidInterestMinor: 0n,
      accounts: [],
    };
    const interestMinor = BigInt(row.interest_minor);
    reports.set(year, {
      ...report,
      // The statement is issued when its last account's part is.
      createdDate: row.created_date > report.createdDate ? row.created_date : report.createdDate,
      paidInterestMinor: report.paidInterestMinor + interestMinor,
      accounts: [
        ...report.accounts,
        { brand: row.brand, accountNumber: row.account_number, interestMinor },
      ],
    });
  }
  return [...reports.values()];
}

/** An annual interest statement as PDF text, in the customer's language. */
export function yearlyInterestDocument(
  report: YearlyInterestReport,
  country: CountryCode,
): { title: string; lines: PdfLine[] } {
  return {
    title: sandboxText(country, 'interest.title', { year: report.year }),
    lines: [
      {
        text: sandboxText(country, 'interest.created', { date: day(report.createdDate, country) }),
      },
      { text: '' },
      ...report.accounts.map((a) => ({
        text: sandboxText(country, 'interest.account', {
          account: a.accountNumber,
          brand: isBrandSlug(a.brand) ? brandBySlug(a.brand).name : a.brand,
          amount: money(a.interestMinor, country),
        }),
      })),
      { text: '' },
      {
        text: sandboxText(country, 'interest.total', {
          amount: money(report.paidInterestMinor, country),
        }),
        size: 12,
      },
    ],
  };
}
