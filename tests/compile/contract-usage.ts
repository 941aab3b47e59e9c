/**
 * Compile-time test of the generated client (type-checked by `tsc -p .`, never run). Each call
 * below is how the runtime uses the contract; each `@ts-expect-error` proves that a wrong use no
 * longer compiles, so a contract change that loosens a type fails here instead of in production.
 */
import type { z } from 'zod';
import { createApiClient, type ApiClient } from '../../generated/api/client.js';
import { ApiProblemError, isApiProblemError } from '../../generated/api/errors.js';
import { operations, type OperationId } from '../../generated/api/operations.js';
import {
  makePaymentMutation,
  orderPaymentQuery,
  paymentsQuery,
  queryKeys,
  snoozeMutation,
} from '../../generated/api/queries.js';
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

const client: ApiClient = createApiClient({ baseUrl: '', headers: () => ({ 'X-Cache-Key': 'k' }) });
const brand: BrandSlug = 'nordpay';
const payment: PaymentRequest = {
  target: { kind: 'order', brand, id: '1001' },
  amount: 100,
  when: 'now',
};
const snooze: SnoozeRequest = { orderID: '1001', days: 10 };

export async function usesTheClient(): Promise<void> {
  const overview: PaymentsOverview = await client.getPayments();
  const { order } = await client.getOrderPayment({ brand, id: '1001' });
  const status: Order['orderStatusWeb'] = order.orderStatusWeb;

  // @ts-expect-error a brand route parameter is one of the five slugs
  await client.getOrderPayment({ brand: 'acme', id: '1001' });
  // @ts-expect-error the purchase id is required
  await client.getOrderPayment({ brand });

  await client.makePayment({ body: payment, idempotencyKey: crypto.randomUUID() });
  // @ts-expect-error a money-moving call needs an idempotency key
  await client.makePayment({ body: payment });
  // @ts-expect-error a body field the contract does not know
  await client.makePayment({ body: { ...payment, currency: 'SEK' }, idempotencyKey: 'k' });
  // @ts-expect-error amounts are numbers in major units, not strings
  await client.makePayment({ body: { ...payment, amount: '100' }, idempotencyKey: 'k' });

  await client.snooze({ brand, body: snooze, idempotencyKey: 'k' });
  // Finland offers 14 days (countries/fi.yaml), so the contract takes every country's days.
  await client.snooze({ brand, body: { ...snooze, days: 14 }, idempotencyKey: 'k' });
  // @ts-expect-error snooze days come from the snoozeDays code table
  await client.snooze({ brand, body: { ...snooze, days: 20 }, idempotencyKey: 'k' });

  const pdf: Blob = await client.downloadCreditTerms({ brand, country: 'se' });
  // @ts-expect-error countries are the four lower-case codes
  await client.downloadCreditTerms({ brand, country: 'SE' });
  const nothing: void = await client.logout();

  try {
    await client.getPayments();
  } catch (error) {
    if (isApiProblemError(error)) {
      const status: number = error.status;
      const fields: ProblemFieldError[] = error.errors;
      void [status, fields, error.problem.title, error.operationId];
    }
  }
  void [overview, status, pdf, nothing, ApiProblemError];
}

export async function usesTheQueries(): Promise<void> {
  const order = orderPaymentQuery(client, { brand, id: '1001' });
  const key: readonly ['getOrderPayment', BrandSlug, string] = order.queryKey;
  const keys: readonly ['getPayments'] = queryKeys.getPayments();
  const data: PaymentsOverview | undefined = await paymentsQuery(client).queryFn?.({} as never);

  const pay = makePaymentMutation(client);
  await pay.mutationFn?.({ body: payment, idempotencyKey: 'k' }, {} as never);
  // @ts-expect-error the mutation's variables need the idempotency key too
  await pay.mutationFn?.({ body: payment }, {} as never);
  const postpone = snoozeMutation(client).mutationFn;
  // @ts-expect-error a mutation takes its own body
  await postpone?.({ brand, body: payment, idempotencyKey: 'k' }, {} as never);

  const id: OperationId = 'makePayment';
  const moves: true = operations.makePayment.moneyMoving;
  const reads: false = operations.getPayments.moneyMoving;
  // @ts-expect-error not an operation of the contract
  const unknown: OperationId = 'makePayments';
  void [key, keys, data, id, moves, reads, unknown];
}
