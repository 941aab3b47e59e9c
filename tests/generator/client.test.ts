import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { makeModel } from '../../generator/core/model.js';
import type { Emitted, Model } from '../../generator/core/types.js';
import { emitCalls } from '../../generator/domains/client/emit-calls.js';
import { emitEntityTypes } from '../../generator/domains/client/emit-entity-types.js';
import { emitErrors } from '../../generator/domains/client/emit-errors.js';
import { emitOperations } from '../../generator/domains/client/emit-operations.js';
import { emitQueries } from '../../generator/domains/client/emit-queries.js';
import { emitZod } from '../../generator/domains/client/emit-zod.js';
import { forTypes } from '../../generator/domains/client/emit-entity-types.js';
import type { JsonSchema } from '../../generator/domains/client/json-schema.js';
import { RefResolver } from '../../generator/domains/client/refs.js';
import { readSources } from '../../generator/domains/client/sources.js';
import { zodExpression } from '../../generator/domains/client/zod-expression.js';
import { loadMiniContract, loadRealContract } from '../fixtures/contract-mini/load.js';
import { writeClientDomain } from '../fixtures/contract-mini/write.js';

const one = async (emitted: Emitted[] | Promise<Emitted[]>): Promise<Emitted> => {
  const list = await emitted;
  expect(list).toHaveLength(1);
  return list[0] as Emitted;
};

describe('entities/types.ts', () => {
  it('declares every entity, local part and body once, in name order', async () => {
    const { path, content } = await one(emitEntityTypes(loadMiniContract()));
    expect(path).toBe('entities/types.ts');
    const names = [...content.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]);
    expect(names).toEqual([
      'BrandSlug',
      'CreditInvoice',
      'GetContentByKeyResponse',
      'Invoice',
      'InvoiceAccount',
      'MakePaymentRequest',
      'MakePaymentResponse',
      'Order',
      'OrderLine',
      'PaymentsOverview',
      'Problem',
    ]);
  });

  it('types code-table fields as the union of codes.yaml and keeps descriptions as doc comments', async () => {
    const { content } = await one(emitEntityTypes(loadMiniContract()));
    expect(content).toMatch(/orderStatusWeb: 0 \| 1 \| 3 \| 13 \| 904/);
    expect(content).toMatch(/method: '02' \| '03'/);
    expect(content).toMatch(
      /\* The status shown to the customer\.[\s\S]*Code table `orderWebStatus`/,
    );
    expect(content).toMatch(/orderlines: OrderLine\[\]/);
    expect(content).toMatch(/currentInvoice\?: \(?Invoice \| null\)?/);
    expect(content).toMatch(/unproccessedOrderValue\?: number/);
  });

  it('names the sources it read, codes.yaml included', async () => {
    const { sources } = await one(emitEntityTypes(loadMiniContract()));
    expect(sources).toEqual([
      'schema/api.yaml',
      'schema/codes.yaml',
      'schema/entities/Invoice.yaml',
      'schema/entities/InvoiceAccount.yaml',
      'schema/entities/Order.yaml',
      'schema/entities/OrderLine.yaml',
    ]);
  });

  it('is deterministic', async () => {
    const a = await one(emitEntityTypes(loadMiniContract()));
    const b = await one(emitEntityTypes(loadMiniContract()));
    expect(a.content).toBe(b.content);
  });
});

describe('entities/zod.ts (source)', () => {
  it('maps keywords to zod 4 and declares dependencies first', async () => {
    const { content } = await one(emitZod(loadMiniContract()));
    expect(content).toContain('orderStatusWeb: z.literal([0, 1, 3, 13, 904])');
    expect(content).toContain('orderDate: z.iso.date().optional()');
    expect(content).toContain('amount: z.number().gt(0).multipleOf(0.01)');
    expect(content).toContain('orderId: z.string().regex(/^[0-9]{4,12}$/).optional()');
    expect(content).toContain('cancelReason: z.string().nullable().optional()');
    expect(content).toContain('paymentId: z.uuid()');
    // Request bodies are strict, answers strip unknown keys.
    expect(content).toMatch(/MakePaymentRequestSchema = z\.strictObject\(/);
    expect(content).toMatch(/PaymentsOverviewSchema = z\.object\(/);
    expect(content.indexOf('OrderLineSchema =')).toBeLessThan(content.indexOf('OrderSchema ='));
    // Invoice <-> InvoiceAccount is a cycle: the later reference is a getter.
    expect(content).toMatch(/get invoices\(\) \{ return z\.array\(InvoiceSchema\); \}/);
  });
});

describe('generated code at run time', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await writeClientDomain(loadMiniContract(), 'runtime');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const order = {
    orderID: '1001',
    brand: 'ownbrand',
    orderDate: '2024-05-01',
    orderStatusWeb: 904,
    orderlines: [{ SKU: '12-34', productName: 'Shoe', orderedQuantity: 1 }],
    orderValue: 99.5,
    cancelReason: null,
  };

  it('zod schemas accept valid objects and reject invalid ones', async () => {
    const { schemas } = (await import(join(dir, 'generated/entities/zod.ts'))) as {
      schemas: Record<string, z.ZodType>;
    };
    const Order = schemas.Order as z.ZodType;
    expect(Order.safeParse(order).success).toBe(true);
    expect(Order.safeParse({ ...order, orderStatusWeb: 2 }).success).toBe(false); // not in the code table
    expect(Order.safeParse({ ...order, orderDate: '1 May' }).success).toBe(false);
    expect(Order.safeParse({ ...order, orderID: undefined }).success).toBe(false);
    expect(
      Order.safeParse({ ...order, orderlines: [{ SKU: '', productName: 'x', orderedQuantity: 1 }] })
        .success,
    ).toBe(false);
    // Answers strip what the contract does not know.
    expect(Order.parse({ ...order, newField: 1 })).not.toHaveProperty('newField');

    const request = schemas.MakePaymentRequest as z.ZodType;
    const payment = { brand: 'ownbrand', amount: 10.25, method: '02' };
    expect(request.safeParse(payment).success).toBe(true);
    expect(request.safeParse({ ...payment, extra: true }).success).toBe(false);
    expect(request.safeParse({ ...payment, amount: 0 }).success).toBe(false);
    expect(request.safeParse({ ...payment, brand: 'other' }).success).toBe(false);

    const account = schemas.InvoiceAccount as z.ZodType;
    const invoice = { invoiceDate: '2024-01-01', dueDate: '2024-01-31', status: 901 };
    const nested = {
      accountBrand: 'ownbrand',
      accountNumber: '1',
      type: 'konto',
      invoices: [invoice],
      currentInvoice: null,
    };
    expect(
      account.safeParse({ ...nested, invoices: [{ ...invoice, movedFrom: nested }] }).success,
    ).toBe(true);
    expect(account.safeParse({ ...nested, invoices: [{ ...invoice, status: 2 }] }).success).toBe(
      false,
    );
  });

  it('each call sends through the transport: the idempotency key, problem details, each answer kind', async () => {
    type Call = (transport: unknown, input?: object) => Promise<unknown>;
    const module = async (operationId: string) =>
      (await import(join(dir, `generated/api/calls/${operationId}.ts`))) as Record<string, Call>;
    const { createTransport } = (await import(join(dir, 'generated/api/transport.ts'))) as {
      createTransport: (options: object) => unknown;
    };
    const { ApiProblemError } = (await import(join(dir, 'generated/api/errors.ts'))) as {
      ApiProblemError: new (...args: never[]) => Error;
    };
    const sent: Array<{ url: string; init: RequestInit }> = [];
    let answer = (): Response => Response.json(order);
    const transport = createTransport({
      baseUrl: 'https://api.test',
      fetch: (url: string, init: RequestInit) => {
        sent.push({ url, init });
        return Promise.resolve(answer());
      },
      headers: () => ({ 'X-Cache-Key': 'abc' }),
    });
    const call = (name: string) => async (input?: object) =>
      ((await module(name))[name] as Call)(transport, input);

    await expect(call('getOrderPayment')({ brand: 'ownbrand', id: 'a/b c' })).resolves.toEqual(
      order,
    );
    expect(sent[0]?.url).toBe(
      'https://api.test/service/payment/api/payment/order/ownbrand/a%2Fb%20c',
    );
    expect(sent[0]?.init.method).toBe('GET');
    expect(sent[0]?.init.headers).toMatchObject({
      'X-Cache-Key': 'abc',
      Accept: 'application/json',
    });

    await call('getContentByKey')({ query: { key: 'home page', locale: undefined } });
    expect(sent[1]?.url).toBe(
      'https://api.test/service/payment/api/amplience/content/key?key=home+page',
    );

    answer = () => Response.json({ paymentId: 'p' });
    const body = { brand: 'ownbrand', amount: 10, method: '02' };
    await call('makePayment')({ body, idempotencyKey: 'key-1' });
    expect(sent[2]?.init.method).toBe('POST');
    expect(sent[2]?.init.body).toBe(JSON.stringify(body));
    expect(sent[2]?.init.headers).toMatchObject({
      'Idempotency-Key': 'key-1',
      'Content-Type': 'application/json',
    });

    answer = () => new Response(null, { status: 204 });
    await expect(call('markMessageRead')({ id: 7 })).resolves.toBeUndefined();
    expect(sent[3]?.init.method).toBe('PUT');

    answer = () =>
      new Response(new Blob(['%PDF']), { headers: { 'content-type': 'application/pdf' } });
    const pdf = await call('downloadCreditTerms')({ brand: 'ownbrand', country: 'se' });
    expect(pdf).toBeInstanceOf(Blob);
    expect(sent[4]?.url).toBe(
      'https://api.test/download/CREDIT_TERMS_AND_CONDITIONS/ownbrand/se.pdf',
    );

    answer = () =>
      Response.json(
        {
          type: 'about:blank',
          title: 'Invalid',
          status: 422,
          detail: 'Amount too low',
          errors: [{ field: 'amount', messageId: 'validation.paymentAmount' }],
        },
        { status: 422, headers: { 'content-type': 'application/problem+json' } },
      );
    const failure = await call('makePayment')({ body, idempotencyKey: 'key-2' }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiProblemError);
    expect(failure).toMatchObject({
      status: 422,
      title: 'Invalid',
      detail: 'Amount too low',
      message: 'Amount too low',
      operationId: 'makePayment',
      errors: [{ field: 'amount', messageId: 'validation.paymentAmount' }],
    });

    answer = () =>
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });
    const gateway = await call('getPayments')().catch((e: unknown) => e);
    expect(gateway).toMatchObject({ status: 502, title: 'Bad Gateway', errors: [] });
  });

  it('path builders encode every parameter, append the query and need no transport', async () => {
    type Builder = (input?: object) => string;
    const builders: Record<string, Builder> = {};
    for (const id of ['getOrderPayment', 'downloadCreditTerms', 'getPayments', 'getContentByKey']) {
      const module = (await import(join(dir, `generated/api/calls/${id}.ts`))) as Record<
        string,
        Builder
      >;
      builders[`${id}Path`] = module[`${id}Path`] as Builder;
    }
    const path = (name: string) => builders[name] as Builder;
    expect(path('getOrderPaymentPath')({ brand: 'ownbrand', id: 'a/b c?' })).toBe(
      '/service/payment/api/payment/order/ownbrand/a%2Fb%20c%3F',
    );
    expect(path('downloadCreditTermsPath')({ brand: 'partner-a', country: 'fi' })).toBe(
      '/download/CREDIT_TERMS_AND_CONDITIONS/partner-a/fi.pdf',
    );
    expect(path('getPaymentsPath')()).toBe('/service/payment/api/payments');
    expect(path('getContentByKeyPath')({ query: { key: 'a&b', locale: 'sv-SE' } })).toBe(
      '/service/payment/api/amplience/content/key?key=a%26b&locale=sv-SE',
    );
    expect(path('getContentByKeyPath')({ query: { key: 'k', locale: undefined } })).toBe(
      '/service/payment/api/amplience/content/key?key=k',
    );
    const { API_PATH_PREFIXES } = (await import(join(dir, 'generated/api/operations.ts'))) as {
      API_PATH_PREFIXES: readonly string[];
    };
    expect(API_PATH_PREFIXES).toEqual(['/download/', '/service/']);
  });

  it('query factories build keys from the operationId, path parameters and query', async () => {
    type Options = { queryKey: unknown[]; queryFn: (ctx: object) => Promise<unknown> };
    type Factory = (transport: unknown, input?: object) => Options;
    type Mutation = (transport: unknown) => { mutationFn: (input?: object) => Promise<unknown> };
    const queries: Record<string, unknown> = {};
    for (const file of readdirSync(join(dir, 'generated/api/queries'))) {
      Object.assign(queries, await import(join(dir, 'generated/api/queries', file)));
    }
    const factory = (name: string) => queries[name] as Factory;
    const seen: unknown[] = [];
    const transport = (request: unknown) => {
      seen.push(request);
      return Promise.resolve(undefined);
    };
    const signal = new AbortController().signal;
    const orderQuery = factory('orderPaymentQuery')(transport, { brand: 'ownbrand', id: '7' });
    expect(orderQuery.queryKey).toEqual(['getOrderPayment', 'ownbrand', '7']);
    expect(orderQuery.queryKey).toEqual(
      factory('orderPaymentQueryKey')({ brand: 'ownbrand', id: '7' }),
    );
    await orderQuery.queryFn({ signal });
    expect(seen[0]).toMatchObject({
      operationId: 'getOrderPayment',
      path: '/service/payment/api/payment/order/ownbrand/7',
      signal,
    });
    expect(factory('paymentsQuery')(transport).queryKey).toEqual(['getPayments']);
    expect(factory('contentByKeyQuery')(transport, { query: { key: 'k' } }).queryKey).toEqual([
      'getContentByKey',
      { key: 'k' },
    ]);
    const pay = (queries.makePaymentMutation as Mutation)(transport);
    await pay.mutationFn({ body: { amount: 1 }, idempotencyKey: 'key-1' });
    expect(seen[1]).toMatchObject({ operationId: 'makePayment', idempotencyKey: 'key-1' });
    expect(
      Object.keys(queries)
        .filter((k) => k.endsWith('Mutation'))
        .sort(),
    ).toEqual(['makePaymentMutation', 'markMessageReadMutation', 'removeEmailMutation']);
  });
});

describe('api/operations.ts', () => {
  it('lists every operation in api.yaml order with its money-moving flag and schemas', async () => {
    const { content } = await one(emitOperations(loadMiniContract()));
    const ids = [...content.matchAll(/operationId: '(\w+)'/g)].map((m) => m[1]);
    expect(ids).toEqual([
      'getPayments',
      'getOrderPayment',
      'makePayment',
      'markMessageRead',
      'removeEmail',
      'getContentByKey',
      'downloadCreditTerms',
    ]);
    const makePayment = content.slice(
      content.indexOf('makePayment: {'),
      content.indexOf('markMessageRead: {'),
    );
    expect(makePayment).toContain('moneyMoving: true');
    expect(makePayment).toContain("idempotencyKey: 'required'");
    expect(makePayment).toContain("requestSchema: 'MakePaymentRequest'");
    expect(makePayment).toContain("answerSchema: 'MakePaymentResponse'");
    expect(makePayment).toContain('errorStatuses: [422]');
  });
});

describe('api/calls/ and api/queries/ (source)', () => {
  const callModule = async (operationId: string): Promise<Emitted> => {
    const modules = await emitCalls(loadMiniContract());
    const found = modules.find((m) => m.path === `api/calls/${operationId}.ts`);
    if (!found) throw new Error(`no module for ${operationId}`);
    return found;
  };

  it('gives each operation a module of its own, with its path builder and its call', async () => {
    const paths = (await emitCalls(loadMiniContract())).map((m) => m.path).sort();
    expect(paths).toEqual([
      'api/calls/downloadCreditTerms.ts',
      'api/calls/getContentByKey.ts',
      'api/calls/getOrderPayment.ts',
      'api/calls/getPayments.ts',
      'api/calls/makePayment.ts',
      'api/calls/markMessageRead.ts',
      'api/calls/removeEmail.ts',
    ]);
    const { content } = await callModule('getPayments');
    expect(content).toMatch(/export function getPaymentsPath\(\): string/);
    expect(content).toMatch(
      /export function getPayments\(transport: Transport, input: GetPaymentsInput = \{\}\): Promise<PaymentsOverview>/,
    );
  });

  it('requires the idempotency key only where money moves', async () => {
    expect((await callModule('makePayment')).content).toMatch(
      /interface MakePaymentInput \{[^}]*\n\s*idempotencyKey: string;/,
    );
    const order = (await callModule('getOrderPayment')).content;
    expect(order).not.toMatch(/idempotencyKey/);
    expect(order).toContain(
      'export interface GetOrderPaymentInput extends GetOrderPaymentPathInput',
    );
    expect((await callModule('downloadCreditTerms')).content).toMatch(
      /export function downloadCreditTerms\(transport: Transport, input: DownloadCreditTermsInput\): Promise<Blob>/,
    );
  });

  it('types path parameters from the contract and imports nothing that runs', async () => {
    const modules = await emitCalls(loadMiniContract());
    for (const { path, content } of modules) expect(content, path).not.toMatch(/^import (?!type)/m);
    const order = await callModule('getOrderPayment');
    expect(order.content).toMatch(/interface GetOrderPaymentPathInput \{[^}]*brand: BrandSlug;/);
    expect((await callModule('markMessageRead')).content).toMatch(
      /interface MarkMessageReadPathInput \{[^}]*id: number;/,
    );
    expect((await callModule('getContentByKey')).content).toContain('function queryString(');
    expect(order.content).not.toContain('queryString');
  });

  it('writes a query of required single values with one URLSearchParams, any other with queryString', async () => {
    const modules = await emitCalls(loadRealContract());
    const content = (operationId: string): string =>
      modules.find((m) => m.path === `api/calls/${operationId}.ts`)?.content ?? '';
    expect(content('getPartnerIntervals')).toContain(
      '/partnerIntervals?${new URLSearchParams({ reference: input.query.reference })}`',
    );
    expect(content('getPartnerIntervals')).not.toContain('queryString');
    // An optional value (an identification's returnPath) leaves the query to queryString.
    expect(content('startOidcLogin')).toContain('/authorize${queryString(input.query)}');
    expect(content('oidcRedirect')).toContain('/oidc/signicat/redirect${queryString(input.query)}');
  });

  it('names the sources a module read: the files of the types it names', async () => {
    expect((await callModule('getOrderPayment')).sources).toEqual([
      'schema/api.yaml',
      'schema/entities/Order.yaml',
    ]);
    expect((await callModule('markMessageRead')).sources).toEqual(['schema/api.yaml']);
  });

  it('the errors module uses the contract Problem type', async () => {
    const { content } = await one(emitErrors(loadMiniContract()));
    expect(content).toContain("import type { Problem } from '../entities/types.js';");
    expect(content).toContain('export class ApiProblemError extends Error');
  });

  it('gives each operation a module of factories, named without the get prefix', async () => {
    const modules = await emitQueries(loadMiniContract());
    const content = (operationId: string): string =>
      modules.find((m) => m.path === `api/queries/${operationId}.ts`)?.content ?? '';
    expect(modules).toHaveLength(7);
    expect(content('getPayments')).toContain('export function paymentsQuery(transport: Transport)');
    expect(content('getPayments')).toContain('export function paymentsQueryKey()');
    expect(content('getPayments')).toContain("from '../calls/getPayments.js'");
    expect(content('getOrderPayment')).toContain('export function orderPaymentQuery(');
    expect(content('downloadCreditTerms')).toContain('export function downloadCreditTermsQuery(');
    expect(content('makePayment')).toContain('export function makePaymentMutation(');
  });
});

describe('contract problems', () => {
  const withEntity = (entity: Record<string, unknown>): Model =>
    makeModel([
      ...loadMiniContract().all(),
      { kind: 'entity', name: 'Broken', path: 'schema/entities/Broken.yaml', data: entity },
    ]);

  it('names the file of a reference it cannot resolve', async () => {
    const model = withEntity({
      title: 'Broken',
      type: 'object',
      properties: { a: { $ref: 'Missing.yaml' } },
    });
    await expect(emitEntityTypes(model)).rejects.toThrow(
      /Missing\.yaml.*schema\/entities\/Broken\.yaml/,
    );
  });

  it('emits nothing for the api files when there is no api.yaml', async () => {
    const model = makeModel(loadMiniContract().files('entity'));
    expect(await emitCalls(model)).toEqual([]);
    expect(emitOperations(model)).toEqual([]);
    expect(emitZod(model)).toHaveLength(1);
  });

  /** The mini contract with getOrderPayment's operationId replaced. */
  const renamed = (operationId: string): Model =>
    makeModel(
      loadMiniContract()
        .all()
        .map((file) => {
          if (file.kind !== 'api') return file;
          const api = structuredClone(file.data) as {
            paths: Record<string, { get?: { operationId: string } }>;
          };
          const get = api.paths['/service/payment/api/payment/order/{brand}/{id}']?.get;
          if (get) get.operationId = operationId;
          return { ...file, data: api };
        }),
    );

  it("refuses an operationId that cannot name a function or takes a path builder's name", async () => {
    await expect(emitCalls(renamed('delete'))).rejects.toThrow(/'delete' cannot name a function/);
    await expect(emitCalls(renamed('get-order'))).rejects.toThrow(/cannot name a function/);
    await expect(emitCalls(renamed('getPaymentsPath'))).rejects.toThrow(
      /'getPayments' and 'getPaymentsPath' both give the name 'getPaymentsPath'/,
    );
  });
});

describe('schema transformations', () => {
  const tables = new Map([
    ['orderStatus', [1, 2]],
    ['paymentMethod', ['02', '03']],
  ]);
  const zod = (schema: JsonSchema, strict = false): string =>
    zodExpression(schema, { tables, strict, declared: new Set(['Order']) }).code.replace(
      /\s+/g,
      ' ',
    );

  it('turns keywords into zod 4 calls', () => {
    expect(zod({ type: 'integer', minimum: 1, exclusiveMaximum: 10 })).toBe(
      'z.int().min(1).lt(10)',
    );
    expect(zod({ type: ['string', 'null'], format: 'email', maxLength: 80 })).toBe(
      'z.email().max(80).nullable()',
    );
    expect(zod({ type: 'string', format: 'date-time' })).toBe('z.iso.datetime({ offset: true })');
    expect(zod({ type: 'string', pattern: '^a/b$' })).toBe('z.string().regex(new RegExp("^a/b$"))');
    expect(zod({ type: 'integer', nullable: true, 'x-codeTable': 'orderStatus' })).toBe(
      'z.literal([1, 2]).nullable()',
    );
    expect(zod({ type: 'string', 'x-codeTable': 'paymentMethod' })).toBe("z.enum(['02', '03'])");
    expect(zod({ enum: ['a', null] })).toBe("z.enum(['a']).nullable()");
    expect(zod({ const: 3 })).toBe('z.literal(3)');
    expect(zod({ type: 'array', items: { $ref: '#/$defs/Order' }, minItems: 1 })).toBe(
      'z.array(OrderSchema).min(1)',
    );
    expect(zod({ anyOf: [{ $ref: '#/$defs/Order' }, { type: 'null' }] })).toBe(
      'OrderSchema.nullable()',
    );
    expect(zod({ type: 'object', additionalProperties: { type: 'number' } })).toBe(
      'z.record(z.string(), z.number())',
    );
  });

  it('keeps answers tolerant and request bodies strict', () => {
    const schema: JsonSchema = {
      type: 'object',
      additionalProperties: false,
      required: ['a'],
      properties: { a: { type: 'string' }, 'b-c': { type: 'boolean' } },
    };
    expect(zod(schema)).toBe("z.object({ a: z.string(), 'b-c': z.boolean().optional(), })");
    expect(zod(schema, true)).toMatch(/^z\.strictObject\(/);
  });

  it('defers references to schemas declared further down', () => {
    expect(zod({ $ref: '#/$defs/Invoice' })).toBe('z.lazy(() => InvoiceSchema)');
    expect(zod({ type: 'object', properties: { invoice: { $ref: '#/$defs/Invoice' } } })).toBe(
      'z.object({ get invoice() { return InvoiceSchema.optional(); }, })',
    );
  });

  it('gives json-schema-to-typescript named references, code unions and nulls', () => {
    expect(forTypes({ $ref: '#/$defs/Order', description: 'The order.' }, tables)).toEqual({
      tsType: 'Order',
      description: 'The order.',
    });
    const code = forTypes({ type: ['integer', 'null'], 'x-codeTable': 'orderStatus' }, tables);
    expect(code).toMatchObject({
      tsType: '1 | 2 | null',
      description: 'Code table `orderStatus` (schema/codes.yaml).',
    });
    expect(code).not.toHaveProperty('type');
    expect(forTypes({ type: 'string', nullable: true }, tables)).toEqual({
      anyOf: [{ type: 'string' }, { type: 'null' }],
    });
    // Titles below the root would declare extra types.
    expect(
      forTypes({ type: 'object', properties: { a: { title: 'A', type: 'string' } } }, tables),
    ).toEqual({
      type: 'object',
      properties: { a: { type: 'string' } },
    });
  });

  it('resolves every reference form to one namespace, prefixing clashing local parts', () => {
    const entity = (name: string, defs: Record<string, JsonSchema>) => ({
      kind: 'entity',
      name,
      path: `schema/entities/${name}.yaml`,
      data: { title: name, type: 'object', $defs: defs },
    });
    const model = makeModel([
      entity('Order', { Fee: { type: 'number' }, Line: { type: 'string' } }),
      entity('Invoice', { Fee: { type: 'number' } }),
      {
        kind: 'api',
        name: 'api',
        path: 'schema/api.yaml',
        data: { components: { schemas: { Problem: { type: 'object' } } } },
      },
    ]);
    const refs = new RefResolver(readSources(model));
    expect(refs.nameOf('Order.yaml', { file: 'entity', entity: 'Invoice' })).toBe('Order');
    expect(refs.nameOf('./Order.yaml#/$defs/Line', { file: 'entity', entity: 'Invoice' })).toBe(
      'Line',
    );
    expect(refs.nameOf('#/$defs/Fee', { file: 'entity', entity: 'Order' })).toBe('OrderFee');
    expect(refs.nameOf('#/$defs/Fee', { file: 'entity', entity: 'Invoice' })).toBe('InvoiceFee');
    expect(refs.nameOf('entities/Invoice.yaml', { file: 'api' })).toBe('Invoice');
    expect(refs.nameOf('#/components/schemas/Problem', { file: 'api' })).toBe('Problem');
    expect(() => refs.nameOf('#/components/schemas/Nope', { file: 'api' })).toThrow(
      /schema\/api\.yaml/,
    );
  });
});

describe('the real contract at run time', () => {
  let schemas: Record<string, z.ZodType>;
  let dir: string;
  beforeAll(async () => {
    dir = await writeClientDomain(loadRealContract(), 'real-runtime');
    ({ schemas } = (await import(join(dir, 'generated/entities/zod.ts'))) as {
      schemas: Record<string, z.ZodType>;
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const field = (name: string, key: string, value: unknown): boolean => {
    const shape = (schemas[name] as z.ZodObject).shape as Record<string, z.ZodType>;
    return (shape[key] as z.ZodType).safeParse(value).success;
  };

  // core §4 "Order type codes: 02 konto, 03 monthly, 04 14days, 05 paylater, 08 freepart, 13
  // xDaysInvoice"; an order's own method is any of them ("otherwise the order's own method"), and
  // an invoice's method is read by "02 konto, 03 monthly, otherwise invoice".
  it.each([
    ['02', true],
    ['03', true],
    ['04', true],
    ['05', true],
    ['08', true],
    ['13', true],
    ['07', false],
    ['2', false],
  ])('order and invoice payment method %s is accepted: %s', (code, accepted) => {
    expect(field('Order', 'paymentMethodOrder', code)).toBe(accepted);
    expect(field('Invoice', 'paymentMethod', code)).toBe(accepted);
  });

  it.each([
    ['02', true],
    ['03', true],
    ['04', false],
  ])(
    "an account's payment method %s is accepted: %s (core §3: '02' konto, '03' monthly)",
    (code, accepted) => {
      expect(field('InvoiceAccount', 'paymentMethodCustomer', code)).toBe(accepted);
    },
  );

  // Every country's snooze days (countries/*.yaml snooze.days: 10 and 30; Finland 14 and 30).
  it.each([
    [10, true],
    [14, true],
    [30, true],
    [20, false],
  ])('snooze days %i are accepted: %s', (days, accepted) => {
    expect(field('SnoozePossibility', 'snoozeDays', days)).toBe(accepted);
    expect(schemas.SnoozeRequest?.safeParse({ orderID: '1001', days }).success).toBe(accepted);
  });

  it('takes the bullets of a user-information message and the busy flag of the interface', () => {
    expect(field('UserMessage', 'bullets', ['Pay on time', 'Save the fee'])).toBe(true);
    expect(field('UserMessage', 'bullets', [''])).toBe(false);
    expect(field('InterfaceState', 'busy', true)).toBe(true);
  });
});
