import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, expect, it } from 'vitest';
import type { Model } from '../../generator/core/types.js';
import { contractOf } from '../../generator/domains/client/contract.js';
import { loadMiniContract, loadRealContract } from '../fixtures/contract-mini/load.js';
import { writeClientDomain } from '../fixtures/contract-mini/write.js';

/**
 * Type-checks what the client domain makes of a contract. The usage file's `@ts-expect-error`
 * lines prove that wrong calls do not compile; the parity file proves that the zod schemas (made
 * here) and the json-schema-to-typescript types (made by that library) describe the same data.
 */
const USAGE = `
import type * as T from './generated/entities/types.js';
import { downloadCreditTerms, downloadCreditTermsPath } from './generated/api/calls/downloadCreditTerms.js';
import { getContentByKey, getContentByKeyPath } from './generated/api/calls/getContentByKey.js';
import { getOrderPayment } from './generated/api/calls/getOrderPayment.js';
import { getPayments, getPaymentsPath } from './generated/api/calls/getPayments.js';
import { makePayment } from './generated/api/calls/makePayment.js';
import { markMessageRead } from './generated/api/calls/markMessageRead.js';
import { isApiProblemError } from './generated/api/errors.js';
import { API_PATH_PREFIXES, operations, type OperationId } from './generated/api/operations.js';
import { createTransport } from './generated/api/transport.js';
import { orderPaymentQuery, orderPaymentQueryKey } from './generated/api/queries/getOrderPayment.js';
import { paymentsQuery, paymentsQueryKey } from './generated/api/queries/getPayments.js';
import { makePaymentMutation } from './generated/api/queries/makePayment.js';

const transport = createTransport({ baseUrl: '' });
const body: T.MakePaymentRequest = { brand: 'ownbrand', amount: 1, method: '02' };

export async function use(): Promise<void> {
  const order: T.Order = await getOrderPayment(transport, { brand: 'ownbrand', id: '1' });
  // @ts-expect-error not a brand slug
  await getOrderPayment(transport, { brand: 'nope', id: '1' });
  await makePayment(transport, { body, idempotencyKey: 'k' });
  // @ts-expect-error a money-moving call needs an idempotency key
  await makePayment(transport, { body });
  // @ts-expect-error a body field the contract does not know
  await makePayment(transport, { body: { ...body, extra: 1 }, idempotencyKey: 'k' });
  // @ts-expect-error a code that is not in codes.yaml
  await makePayment(transport, { body: { ...body, method: '04' }, idempotencyKey: 'k' });
  // @ts-expect-error the query object is required
  await getContentByKey(transport, {});
  const pdf: Blob = await downloadCreditTerms(transport, { brand: 'ownbrand', country: 'se' });
  const nothing: void = await markMessageRead(transport, { id: 1 });
  // @ts-expect-error id is an integer in the contract
  await markMessageRead(transport, { id: '1' });
  const href: string = downloadCreditTermsPath({ brand: 'ownbrand', country: 'se' });
  // @ts-expect-error a path parameter the contract does not name
  downloadCreditTermsPath({ brand: 'ownbrand', land: 'se' });
  // @ts-expect-error countries are the contract's lower-case codes
  downloadCreditTermsPath({ brand: 'ownbrand', country: 'SE' });
  // @ts-expect-error a path without parameters takes none
  getPaymentsPath({ brand: 'ownbrand' });
  const search: string = getContentByKeyPath({ query: { key: 'k', locale: 'sv-SE' } });
  const prefixes: readonly ('/download/' | '/service/')[] = API_PATH_PREFIXES;
  const key: readonly ['getOrderPayment', T.BrandSlug, string] = orderPaymentQuery(transport, { brand: 'ownbrand', id: '1' }).queryKey;
  // @ts-expect-error a key names the path parameters
  orderPaymentQueryKey({ brand: 'ownbrand' });
  const data = await paymentsQuery(transport).queryFn?.({} as never);
  const orders: T.Order[] | undefined = data?.orders;
  const mutation = makePaymentMutation(transport);
  await mutation.mutationFn?.({ body, idempotencyKey: 'k' }, {} as never);
  // @ts-expect-error the mutation's variables need the idempotency key too
  await mutation.mutationFn?.({ body }, {} as never);
  const id: OperationId = 'makePayment';
  const moves: true = operations.makePayment.moneyMoving;
  try {
    await getPayments(transport);
  } catch (error) {
    if (isApiProblemError(error)) {
      const fields: string[] = error.errors.map((e) => e.field);
      void fields;
    }
  }
  void [order, pdf, nothing, href, search, prefixes, key, orders, id, moves, paymentsQueryKey()];
}
`;

/** Proves, for every named schema, that `z.infer` of its zod schema is exactly its TypeScript type. */
function parityFile(model: Model): string {
  const lines = contractOf(model).schemas.map(
    ({ name }) => `same<Same<z.infer<typeof Z.${name}Schema>, T.${name}>>();`,
  );
  return `import type { z } from 'zod';
import type * as T from './generated/entities/types.js';
import type * as Z from './generated/entities/zod.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <X extends true>(): X | undefined => undefined;
${lines.join('\n')}
`;
}

/** Type-checks files of `dir` with the repository's compiler options; returns the diagnostics. */
function typeCheck(dir: string, roots: string[]): string[] {
  const config = ts.readConfigFile(join(process.cwd(), 'tsconfig.json'), (p) => ts.sys.readFile(p));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, process.cwd());
  const program = ts.createProgram(
    roots.map((r) => join(dir, r)),
    { ...options, noEmit: true, noUnusedLocals: true },
  );
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${d.file.fileName.slice(dir.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
      : '';
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it("the mini contract's client, queries and schemas type-check, and misuse does not", async () => {
  const model = loadMiniContract();
  const dir = await writeClientDomain(model, 'compile-mini');
  dirs.push(dir);
  writeFileSync(join(dir, 'usage.ts'), USAGE);
  writeFileSync(join(dir, 'parity.ts'), parityFile(model));
  expect(typeCheck(dir, ['usage.ts', 'parity.ts'])).toEqual([]);
}, 60_000);

it("the real contract's output type-checks and its zod schemas infer exactly its types", async () => {
  const model = loadRealContract();
  const dir = await writeClientDomain(model, 'compile-real');
  dirs.push(dir);
  writeFileSync(join(dir, 'parity.ts'), parityFile(model));
  // Every query module imports its call, and every call the transport.
  const queries = readdirSync(join(dir, 'generated/api/queries')).map(
    (file) => `generated/api/queries/${file}`,
  );
  const roots = ['parity.ts', 'generated/api/operations.ts', ...queries];
  expect(typeCheck(dir, roots)).toEqual([]);
}, 60_000);
