import { brandBySlug, isBrandSlug } from '../../generated/brands.js';
import { countryTerms, isCountryCode } from '../../generated/countries/index.js';
import type { Insurance, InsuranceApplication } from '../../generated/entities/types.js';
import { conflict, notYours } from '../actions/common.js';
import type { Queryable } from '../db/database.js';
import { ProblemError } from '../http/problem.js';
import { fromMinor, type Minor } from '../money.js';

interface KontoRow {
  account_number: string;
  account_type: 'konto' | 'monthly';
  balance_minor: bigint;
  has_ppi: boolean;
  ppi_start_date: string | null;
  ppi_premium_minor: bigint | null;
  country: string;
}

const select = `select a.account_number, a.account_type, a.balance_minor, a.has_ppi,
    a.ppi_start_date::text as ppi_start_date, a.ppi_premium_minor, c.country
   from invoice_accounts a join customers c on c.id = a.customer_id`;

/** A 422 naming the fields at fault (declarations, eligibility). */
function unprocessable(detail: string, fields: readonly string[]): ProblemError {
  return new ProblemError(422, 'Unprocessable Content', detail, {
    type: 'https://api.nordpay.example/problems/validation',
    errors: fields.map((field) => ({ field, messageId: 'validation.ppi', detail })),
  });
}

/**
 * Months from the cover's start up to (not including) this month, newest first, at most 12; a
 * month the account had an invoice names it (the premium is charged on it: its PPI_INVOICE PDF).
 */
function costHistory(
  row: KontoRow,
  now: Date,
  invoiceDates: readonly string[] = [],
): Insurance['monthlyCostHistory'] {
  if (!row.has_ppi || row.ppi_start_date === null || row.ppi_premium_minor === null) return [];
  const [y = 0, m = 1] = row.ppi_start_date.split('-').map(Number);
  const start = y * 12 + (m - 1);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const out: Insurance['monthlyCostHistory'] = [];
  for (let month = current - 1; month >= start && out.length < 12; month--) {
    const year = Math.floor(month / 12);
    const mm = String((month % 12) + 1).padStart(2, '0');
    const invoiceDate = invoiceDates.find((date) => date.startsWith(`${year}-${mm}`));
    out.push({
      month: `${year}-${mm}`,
      amount: fromMinor(row.ppi_premium_minor),
      ...(invoiceDate ? { invoiceDate } : {}),
    });
  }
  return out;
}

function toInsurance(
  brand: string,
  row: KontoRow | undefined,
  now: Date,
  invoiceDates: readonly string[] = [],
): Insurance {
  if (!row || !row.has_ppi) {
    return {
      brand,
      insured: false,
      ...(row ? { coveredAccount: coveredAccount(brand, row) } : {}),
      monthlyCostHistory: [],
    };
  }
  const terms = isCountryCode(row.country) ? countryTerms(row.country) : undefined;
  const rate = terms?.insurance.premium?.percent;
  return {
    brand,
    insured: true,
    ...(row.ppi_premium_minor !== null ? { premium: fromMinor(row.ppi_premium_minor) } : {}),
    ...(rate !== undefined ? { premiumRate: rate } : {}),
    ...(row.ppi_start_date !== null ? { startDate: row.ppi_start_date } : {}),
    coveredAccount: coveredAccount(brand, row),
    monthlyCostHistory: costHistory(row, now, invoiceDates),
  };
}

function coveredAccount(brand: string, row: KontoRow): NonNullable<Insurance['coveredAccount']> {
  return {
    brand,
    ...(isBrandSlug(brand) ? { accountBrandDisplay: brandBySlug(brand).name } : {}),
    accountNumber: row.account_number,
  };
}

/** getInsurance: the ppi on the customer's konto at a brand (not insured when there is none). */
export async function loadInsurance(
  db: Queryable,
  customerId: string,
  brand: string,
  now: Date,
): Promise<Insurance> {
  const { rows } = await db.query<KontoRow>(
    `${select} where a.customer_id = $1 and a.brand = $2 and a.account_type = 'konto'`,
    [customerId, brand],
  );
  const row = rows[0];
  if (!row?.has_ppi) return toInsurance(brand, row, now);
  // Newest first, so a month with two invoices names the later one.
  const { rows: invoices } = await db.query<{ invoice_date: string }>(
    `select invoice_date::text as invoice_date from invoices where account_number = $1
      order by invoice_date desc`,
    [row.account_number],
  );
  return toInsurance(
    brand,
    row,
    now,
    invoices.map((invoice) => invoice.invoice_date),
  );
}

/** The monthly premium: the country's percent of the outstanding debt, at least its minimum. */
export function premiumFor(balance: Minor, percent: number, minimum: Minor): Minor {
  // percent has at most 4 decimals in the terms (0.67): as integer millionths, exact.
  const millionths = BigInt(Math.round(percent * 10_000));
  const debt = balance > 0n ? balance : 0n;
  const premium = (debt * millionths + 500_000n) / 1_000_000n;
  return premium > minimum ? premium : minimum;
}

/**
 * applyInsurance: takes out ppi on the customer's konto at the brand. The three declarations must
 * be true (422 naming them), the country must offer it and the customer's occupation must have
 * conditions (422 naming occupation), only a konto can be insured and only once (409).
 */
export async function applyInsurance(
  db: Queryable,
  customerId: string,
  brand: string,
  application: InsuranceApplication,
  now: Date,
): Promise<Insurance> {
  const declarations = [
    'acceptedDeclaration',
    'confirmedCorrectness',
    'confirmedEligibility',
  ] as const;
  const missing = declarations.filter((key) => application[key] !== true);
  if (missing.length > 0) {
    throw unprocessable('Accept the declaration and confirm every statement.', missing);
  }
  const { rows } = await db.query<KontoRow>(
    `${select} where a.customer_id = $1 and a.account_number = $2 for update of a`,
    [customerId, application.accountNumber],
  );
  const row = rows[0];
  if (!row) throw notYours(`account ${application.accountNumber}`);
  const { rows: atBrand } = await db.query<{ n: number }>(
    `select 1 as n from invoice_accounts where account_number = $1 and brand = $2`,
    [application.accountNumber, brand],
  );
  if (atBrand.length === 0) throw notYours(`account ${application.accountNumber} at ${brand}`);
  if (row.account_type !== 'konto') throw conflict('Only a konto account can be insured.');
  if (row.has_ppi) throw conflict('This account is already insured.');

  const terms = isCountryCode(row.country) ? countryTerms(row.country) : undefined;
  if (!terms || !terms.offers.ppi.available || !terms.insurance.available) {
    throw unprocessable('The insurance is not offered in your country.', ['accountNumber']);
  }
  const conditions: object | undefined = terms.insurance.eligibility?.[application.occupation];
  // Employee conditions are always shown; the others say whether they are available.
  const eligible =
    conditions !== undefined &&
    (!('available' in conditions) || (conditions as { available: boolean }).available);
  if (!eligible) {
    throw unprocessable('The insurance cannot be taken out with this occupation.', ['occupation']);
  }
  const premiumTerms = terms.insurance.premium;
  const premium = premiumFor(
    row.balance_minor,
    premiumTerms?.percent ?? 0,
    BigInt(premiumTerms?.minMonthlyAmount.minor ?? 0),
  );
  const today = now.toISOString().slice(0, 10);
  await db.query(
    `update invoice_accounts set has_ppi = true, ppi_start_date = $2, ppi_premium_minor = $3
      where account_number = $1`,
    [row.account_number, today, premium],
  );
  return toInsurance(
    brand,
    { ...row, has_ppi: true, ppi_start_date: today, ppi_premium_minor: premium },
    now,
  );
}
