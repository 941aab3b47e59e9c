import { randomUUID } from 'node:crypto';
import type { CountryCode } from '../../generated/countries/index.js';
import type { LoanApplication, LoanApplicationRequest } from '../../generated/entities/types.js';
import type { Queryable } from '../db/database.js';
import { appUrl, localPath } from '../http/links.js';
import { ProblemError, problemTypes } from '../http/problem.js';
import { fromMinor, toMinor } from '../money.js';
import { loanProduct, priceLoan, type LoanPrice } from './calculator.js';

/**
 * The credit partner's private-loan applications. The customer applies for the offer they were
 * shown: the partner prices it again when the application starts (the same price queries), keeps
 * it with the application and shows it on its application page (application-page.ts), filled in
 * with the customer's details. The customer sends it (submitted: the partner's credit assessment
 * takes it from there) or leaves it (cancelled); either way the page sends the browser back to
 * the app's return path with `application=<reference>`.
 */

export type ApplicationStatus = LoanApplication['status'];

export interface ApplicationRow {
  reference: string;
  customer_id: string;
  country: CountryCode;
  amount_minor: bigint;
  years: number;
  nominal_rate: string;
  effective_rate: string;
  monthly_amount_minor: bigint;
  total_repayment_minor: bigint;
  return_path: string;
  app_origin: string | null;
  status: ApplicationStatus;
}

const columns = `reference, customer_id, country, amount_minor, years, nominal_rate,
  effective_rate, monthly_amount_minor, total_repayment_minor, return_path, app_origin, status`;

const invalid = (field: string, messageId: string, detail: string) =>
  new ProblemError(422, 'Unprocessable Content', detail, {
    type: problemTypes.validation,
    errors: [{ field, messageId, detail }],
  });

/**
 * The price of what is applied for, checked as the price query checks it: the reference must be
 * the loan of the customer's own country (another country's loan is not theirs to apply for) and
 * the amount and term within its limits.
 */
export function priceApplication(country: CountryCode, request: LoanApplicationRequest): LoanPrice {
  const found = loanProduct(request.reference);
  if (found.kind !== 'product' || found.product.country !== country) {
    throw new ProblemError(404, 'Not Found', 'No private loan of your country has this reference.');
  }
  const product = found.product;
  if (product.nominalRateHp === null) {
    throw new ProblemError(
      404,
      'Not Found',
      'The credit partner publishes no price for this loan.',
    );
  }
  const amount = toMinor(request.amount);
  if (amount < product.minAmountMinor || amount > product.maxAmountMinor) {
    throw invalid('amount', 'validation.loanAmount', 'The amount is outside the loan limits.');
  }
  if (request.years < product.minYears || request.years > product.maxYears) {
    throw invalid('years', 'validation.loanTermYears', 'The term is outside the loan limits.');
  }
  return priceLoan(product, amount, request.years);
}

/** Starts an application of the customer's; answers its row. */
export async function startApplication(
  db: Queryable,
  customerId: string,
  request: LoanApplicationRequest,
  now: Date,
  appOrigin: string | null,
): Promise<ApplicationRow> {
  const { rows } = await db.query<{ country: CountryCode }>(
    'select country from customers where id = $1',
    [customerId],
  );
  const country = rows[0]?.country;
  if (!country) throw new ProblemError(404, 'Not Found', 'No such customer.');
  const price = priceApplication(country, request);
  const inserted = await db.query<ApplicationRow>(
    `insert into loan_applications (reference, customer_id, country, amount_minor, years,
       nominal_rate, effective_rate, monthly_amount_minor, total_repayment_minor, return_path,
       app_origin, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     returning ${columns}`,
    [
      `la-${randomUUID()}`,
      customerId,
      country,
      price.amountMinor,
      price.years,
      price.nominalRate,
      price.effectiveRate,
      price.monthlyAmountMinor,
      price.totalRepaymentMinor,
      request.returnPath,
      appOrigin,
      now,
    ],
  );
  const row = inserted.rows[0];
  if (!row) throw new Error('the application was not stored');
  return row;
}

/** An application by its reference, of this customer only when one is named. */
export async function applicationByReference(
  db: Queryable,
  reference: string,
  customerId?: string,
): Promise<ApplicationRow | null> {
  const { rows } = await db.query<ApplicationRow>(
    `select ${columns} from loan_applications
      where reference = $1 and ($2::text is null or customer_id = $2)`,
    [reference, customerId ?? null],
  );
  return rows[0] ?? null;
}

export type ApplicationDecision = 'submit' | 'cancel';

/** Sends or leaves a pending application; null when it is no longer pending. */
export async function decideApplication(
  db: Queryable,
  reference: string,
  decision: ApplicationDecision,
  now: Date,
): Promise<ApplicationRow | null> {
  const { rows } = await db.query<ApplicationRow>(
    `update loan_applications set status = $2, decided_at = $3
      where reference = $1 and status = 'pending'
      returning ${columns}`,
    [reference, decision === 'submit' ? 'submitted' : 'cancelled', now],
  );
  return rows[0] ?? null;
}

/** The partner's page of an application, at the sandbox's own address. */
export const applicationPageUrl = (reference: string, sandboxOrigin: string): string =>
  new URL(`/sandbox/loan/${encodeURIComponent(reference)}`, sandboxOrigin).toString();

/**
 * Where the page sends the browser back: the return path with `application=<reference>` (any
 * `application` already there replaced), at the app's origin of the start.
 */
export function applicationReturnUrl(
  row: Pick<ApplicationRow, 'reference' | 'return_path' | 'app_origin'>,
): string {
  const path = localPath(row.return_path);
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt < 0 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const kept = (queryAt < 0 ? '' : beforeHash.slice(queryAt + 1))
    .split('&')
    .filter((part) => part !== '' && part.split('=')[0] !== 'application');
  const back = `${pathname}?${[...kept, `application=${encodeURIComponent(row.reference)}`].join('&')}`;
  return row.app_origin === null ? back : appUrl(row.app_origin, back).toString();
}

/** The application as the contract has it. */
export function applicationAnswer(row: ApplicationRow, sandboxOrigin: string): LoanApplication {
  return {
    reference: row.reference,
    status: row.status,
    amount: fromMinor(BigInt(row.amount_minor)),
    years: row.years,
    redirectUrl: applicationPageUrl(row.reference, sandboxOrigin),
  };
}
