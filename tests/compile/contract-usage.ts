/**
 * Compile-time test of the generated calls, paths and queries (type-checked by `tsc -p .`, never run). Each call
 * below is how the runtime uses the contract; each `@ts-expect-error` proves that a wrong use no
 * longer compiles, so a contract change that loosens a type fails here instead of in production.
 */
import type { z } from 'zod';
import { downloadCreditTerms } from '../../generated/api/calls/downloadCreditTerms.js';
import { getOrderPayment } from '../../generated/api/calls/getOrderPayment.js';
import { getPayments } from '../../generated/api/calls/getPayments.js';
import { logout } from '../../generated/api/calls/logout.js';
import { makePayment } from '../../generated/api/calls/makePayment.js';
import { snooze } from '../../generated/api/calls/snooze.js';
import { ApiProblemError, isApiProblemError } from '../../generated/api/errors.js';
import { operations, type OperationId } from '../../generated/api/operations.js';
import { downloadInvoicePdfPath } from '../../generated/api/calls/downloadInvoicePdf.js';
import { downloadYearlyInterestReportPath } from '../../generated/api/calls/downloadYearlyInterestReport.js';
import { getGlobalMessagesPath } from '../../generated/api/calls/getGlobalMessages.js';
import { logoutPath } from '../../generated/api/calls/logout.js';
import { orderPaymentQuery } from '../../generated/api/queries/getOrderPayment.js';
import { paymentsQuery, paymentsQueryKey } from '../../generated/api/queries/getPayments.js';
import { makePaymentMutation } from '../../generated/api/queries/makePayment.js';
import { snoozeMutation } from '../../generated/api/queries/snooze.js';
import { createTransport, type Transport } from '../../generated/api/transport.js';
import type {
  BrandSlug,
  Order,
  PaymentRequest,
  PaymentsOverview,
  ProblemFieldError,
  SnoozeRequest,
} from '../../generated/entities/types.js';
import type { OrderSchema, PaymentRequestSchema, schemas } from '../../generated/entities/zod.js';

/** True when A and B are the same type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(): T | undefined => undefined;

// The zod schemas and the json-schema-to-typescript types are made separately; they must agree.
same<Same<z.infer<typeof OrderSchema>, Order>>();
same<Same<z.infer<typeof PaymentRequestSchema>, PaymentRequest>>();
same<Same<z.infer<typeof schemas.PaymentsOverview>, PaymentsOverview>>();

const transport: Transport = createTransport({
  baseUrl: '',
  headers: () => ({ 'X-Cache-Key': 'k' }),
});
const brand: BrandSlug = 'nordpay';
const payment: PaymentRequest = {
  target: { kind: 'order', brand, id: '1001' },
  amount: 100,
  when: 'now',
};
const postponement: SnoozeRequest = { orderID: '1001', days: 10 };

export async function usesTheCalls(): Promise<void> {
  const overview: PaymentsOverview = await getPayments(transport);
  const { order } = await getOrderPayment(transport, { brand, id: '1001' });
  const status: Order['orderStatusWeb'] = order.orderStatusWeb;

  // @ts-expect-error a brand route parameter is one of the five slugs
  await getOrderPayment(transport, { brand: 'acme', id: '1001' });
  // @ts-expect-error the purchase id is required
  await getOrderPayment(transport, { brand });

  await makePayment(transport, { body: payment, idempotencyKey: crypto.randomUUID() });
  // @ts-expect-error a money-moving call needs an idempotency key
  await makePayment(transport, { body: payment });
  // @ts-expect-error a body field the contract does not know
  await makePayment(transport, { body: { ...payment, currency: 'SEK' }, idempotencyKey: 'k' });
  // @ts-expect-error amounts are numbers in major units, not strings
  await makePayment(transport, { body: { ...payment, amount: '100' }, idempotencyKey: 'k' });

  await snooze(transport, { brand, body: postponement, idempotencyKey: 'k' });
  // Finland offers 14 days (countries/fi.yaml), so the contract takes every country's days.
  await snooze(transport, { brand, body: { ...postponement, days: 14 }, idempotencyKey: 'k' });
  // @ts-expect-error snooze days come from the snoozeDays code table
  await snooze(transport, { brand, body: { ...postponement, days: 20 }, idempotencyKey: 'k' });

  const pdf: Blob = await downloadCreditTerms(transport, { brand, country: 'se' });
  // @ts-expect-error countries are the four lower-case codes
  await downloadCreditTerms(transport, { brand, country: 'SE' });
  const nothing: void = await logout(transport);

  try {
    await getPayments(transport);
  } catch (error) {
    if (isApiProblemError(error)) {
      const status: number = error.status;
      const fields: ProblemFieldError[] = error.errors;
      void [status, fields, error.problem.title, error.operationId];
    }
  }
  void [overview, status, pdf, nothing, ApiProblemError];
}

export function usesThePaths(): string[] {
  const invoice = {
    type: 'INVOICE',
    brand,
    company: '02',
    accountNumber: '1',
    invoiceDate: '2026-01-31',
  } as const;
  const pdf = downloadInvoicePdfPath(invoice);
  // @ts-expect-error the document type is one of the contract's
  downloadInvoicePdfPath({ ...invoice, type: 'RECEIPT' });
  // @ts-expect-error every path parameter is needed
  downloadInvoicePdfPath({ ...invoice, invoiceDate: undefined });
  const report = downloadYearlyInterestReportPath({ year: '2025' });
  const messages = getGlobalMessagesPath({ locale: 'SE' });
  // @ts-expect-error the locale of global messages is a country in upper case
  getGlobalMessagesPath({ locale: 'se' });
  return [pdf, report, messages, logoutPath()];
}

export async function usesTheQueries(): Promise<void> {
  const order = orderPaymentQuery(transport, { brand, id: '1001' });
  const key: readonly ['getOrderPayment', BrandSlug, string] = order.queryKey;
  const keys: readonly ['getPayments'] = paymentsQueryKey();
  const data: PaymentsOverview | undefined = await paymentsQuery(transport).queryFn?.({} as never);

  const pay = makePaymentMutation(transport);
  await pay.mutationFn?.({ body: payment, idempotencyKey: 'k' }, {} as never);
  // @ts-expect-error the mutation's variables need the idempotency key too
  await pay.mutationFn?.({ body: payment }, {} as never);
  const postpone = snoozeMutation(transport).mutationFn;
  // @ts-expect-error a mutation takes its own body
  await postpone?.({ brand, body: payment, idempotencyKey: 'k' }, {} as never);

  const id: OperationId = 'makePayment';
  const moves: true = operations.makePayment.moneyMoving;
  const reads: false = operations.getPayments.moneyMoving;
  // @ts-expect-error not an operation of the contract
  const unknown: OperationId = 'makePayments';
  void [key, keys, data, id, moves, reads, unknown];
}
