import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { makeModel } from '../../generator/core/model.js';
import type { Problem, SourceFile } from '../../generator/core/types.js';
import {
  checkAnswerHeaders,
  SPEC_ANSWER_HEADERS,
} from '../../generator/domains/contract/check-answer-headers.js';
import { checkCodeTables } from '../../generator/domains/contract/check-code-tables.js';
import { checkEntityIds } from '../../generator/domains/contract/check-entity-ids.js';
import { checkMoneyMoving } from '../../generator/domains/contract/check-money-moving.js';
import { checkOperationIds } from '../../generator/domains/contract/check-operation-ids.js';
import { checkPathParameters } from '../../generator/domains/contract/check-path-parameters.js';
import { checkRefs } from '../../generator/domains/contract/check-refs.js';
import { checkRequired } from '../../generator/domains/contract/check-required.js';
import { checkResponses } from '../../generator/domains/contract/check-responses.js';
import { contractDomain } from '../../generator/domains/contract/index.js';
import { EXPECTED_OPERATIONS } from '../../generator/domains/contract/operations.js';
import { repoRoot } from '../support/sources.js';

type Json = Record<string, unknown>;

const problemJson = {
  'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
};
const components = {
  schemas: { Problem: { type: 'object', properties: { title: { type: 'string' } } } },
  parameters: {
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description: 'key',
      schema: { type: 'string', format: 'uuid' },
    },
    BrandSlug: {
      name: 'brand',
      in: 'path',
      required: true,
      description: 'b',
      schema: { type: 'string' },
    },
  },
  responses: { NotFound: { description: 'not found', content: problemJson } },
};

function op(operationId: string, extra: Json = {}): Json {
  return {
    operationId,
    summary: operationId,
    description: operationId,
    tags: ['payments'],
    responses: { '200': { description: 'ok' }, '404': { $ref: '#/components/responses/NotFound' } },
    ...extra,
  };
}

const api = (paths: Json, more: Json = {}): SourceFile => ({
  path: 'schema/api.yaml',
  kind: 'api',
  name: 'api',
  data: { openapi: '3.1.0', paths, components: { ...components, ...more } },
});

const entity = (name: string, data: Json = {}): SourceFile => ({
  path: `schema/entities/${name}.yaml`,
  kind: 'entity',
  name,
  data: {
    $id: `${name}.yaml`,
    title: name,
    type: 'object',
    properties: { id: { type: 'string', description: 'id' } },
    required: ['id'],
    ...data,
  },
});

const codes = (tables: Json): SourceFile => ({
  path: 'schema/codes.yaml',
  kind: 'codes',
  name: 'codes',
  data: { tables },
});

/** `file path: message` lines, enough to see what was reported where. */
const show = (problems: Problem[]) =>
  problems.map((p) => `${p.file} ${p.path.join('.')}: ${p.message}`);

/** The full, valid operation table, so one broken operation stands out. */
function fullPaths(): Json {
  const paths: Record<string, Json> = {};
  for (const row of EXPECTED_OPERATIONS) {
    const item = (paths[row.route] ??= {});
    const params = [...row.route.matchAll(/\{([^}]+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      description: 'p',
      schema: { type: 'string' },
    }));
    if (row.moneyMoving) params.push({ $ref: '#/components/parameters/IdempotencyKey' } as never);
    item[row.method] = op(row.operationId, {
      ...(params.length ? { parameters: params } : {}),
      ...(row.moneyMoving ? { 'x-moneyMoving': true } : {}),
    });
  }
  return paths;
}

describe('the contract domain', () => {
  it('owns the API file and at least ten entity files, and emits nothing itself', () => {
    expect(contractDomain.sources.map((s) => [s.kind, s.pattern, s.min ?? 1])).toEqual([
      ['api', 'schema/api.yaml', 1],
      ['entity', 'schema/entities/*.yaml', 10],
    ]);
    expect(contractDomain.emitters).toEqual([]);
    expect(contractDomain.checks.length).toBe(9);
  });

  it('says nothing about a model without contract files', () => {
    const model = makeModel([]);
    for (const check of contractDomain.checks) expect(check(model)).toEqual([]);
  });
});

describe('$ref resolution', () => {
  it('accepts entity files, local pointers and pointers into other files', () => {
    const model = makeModel([
      api({
        '/x': {
          get: op('getX', {
            responses: {
              '200': {
                description: 'ok',
                content: { 'application/json': { schema: { $ref: 'entities/Order.yaml' } } },
              },
            },
          }),
        },
      }),
      entity('Order', {
        properties: {
          id: { type: 'string', description: 'id' },
          line: { $ref: 'OrderLine.yaml', description: 'l' },
          part: { $ref: '#/$defs/Part', description: 'p' },
          deep: { $ref: 'OrderLine.yaml#/properties/id', description: 'd' },
        },
        $defs: { Part: { type: 'string' } },
      }),
      entity('OrderLine'),
    ]);
    expect(show(checkRefs(model))).toEqual([]);
  });

  it('reports a missing file at the $ref, with the likely intended one', () => {
    const model = makeModel([
      entity('Order', {
        properties: { line: { $ref: 'OrderLines.yaml', description: 'l' } },
        required: [],
      }),
      entity('OrderLine'),
    ]);
    const problems = checkRefs(model);
    expect(show(problems)).toEqual([
      "schema/entities/Order.yaml properties.line.$ref: $ref 'OrderLines.yaml' points at schema/entities/OrderLines.yaml, which does not exist",
    ]);
    expect(problems[0]?.expected).toBe("'OrderLine.yaml'");
  });

  it('reports a pointer that leads nowhere, in the same or another file', () => {
    const model = makeModel([
      api({
        '/x': {
          get: op('getX', { responses: { '404': { $ref: '#/components/responses/Gone' } } }),
        },
      }),
      entity('Order', {
        properties: { id: { $ref: 'OrderLine.yaml#/$defs/Nope', description: 'x' } },
      }),
      entity('OrderLine'),
    ]);
    expect(show(checkRefs(model))).toEqual([
      "schema/api.yaml paths./x.get.responses.404.$ref: $ref '#/components/responses/Gone' points at nothing: schema/api.yaml has no '#/components/responses/Gone'",
      "schema/entities/Order.yaml properties.id.$ref: $ref 'OrderLine.yaml#/$defs/Nope' points at nothing: schema/entities/OrderLine.yaml has no '#/$defs/Nope'",
    ]);
  });

  it('refuses references to other hosts', () => {
    const model = makeModel([
      entity('Order', {
        properties: { id: { $ref: 'https://example.com/x.yaml', description: 'x' } },
      }),
    ]);
    expect(show(checkRefs(model))[0]).toContain('points outside the repository');
  });

  it('ignores $ref-looking keys inside example data', () => {
    const model = makeModel([entity('Order', { examples: [{ $ref: 'Nowhere.yaml' }] })]);
    expect(checkRefs(model)).toEqual([]);
  });
});

describe('operationIds', () => {
  it('accepts exactly the operation table', () => {
    expect(show(checkOperationIds(makeModel([api(fullPaths())])))).toEqual([]);
  });

  it('reports a duplicate at its second use and the operation it displaced as missing', () => {
    const paths = fullPaths();
    (paths['/service/auth/logout'] as Json).post = op('validateToken');
    expect(show(checkOperationIds(makeModel([api(paths)])))).toEqual([
      "schema/api.yaml paths./service/auth/logout.post.operationId: operationId 'validateToken' is used twice (also by POST /service/auth/token/validate)",
      "schema/api.yaml paths: operation 'logout' (POST /service/auth/logout) is missing",
    ]);
  });

  it('reports an id that is not in the table', () => {
    const paths = fullPaths();
    paths['/service/extra'] = { get: op('getExtra') };
    expect(show(checkOperationIds(makeModel([api(paths)])))).toEqual([
      "schema/api.yaml paths./service/extra.get.operationId: operationId 'getExtra' is not in the operation table of docs/sources.md",
    ]);
  });

  it('reports an operation under the wrong method or path', () => {
    const paths = fullPaths();
    const item = paths['/service/auth/customer-info'] as Json;
    item.post = item.get;
    delete item.get;
    const problems = checkOperationIds(makeModel([api(paths)]));
    expect(show(problems)).toEqual([
      "schema/api.yaml paths./service/auth/customer-info.post.operationId: operationId 'getCustomerInfo' is defined as POST /service/auth/customer-info",
    ]);
    expect(problems[0]?.expected).toBe('GET /service/auth/customer-info, as in docs/sources.md');
  });

  it('reports a $ operation without the money-moving mark, and a mark where the table has none', () => {
    const paths = fullPaths();
    delete ((paths['/service/payment/{brand}/snooze'] as Json).post as Json)['x-moneyMoving'];
    ((paths['/service/payment/{brand}/pause'] as Json).post as Json)['x-moneyMoving'] = true;
    expect(show(checkOperationIds(makeModel([api(paths)])))).toEqual([
      "schema/api.yaml paths./service/payment/{brand}/snooze.post.operationId: operation 'snooze' moves money but lacks 'x-moneyMoving: true'",
      "schema/api.yaml paths./service/payment/{brand}/pause.post.x-moneyMoving: operation 'pauseForReturn' is marked x-moneyMoving but is not marked $ in docs/sources.md",
    ]);
  });
});

describe('path parameters', () => {
  const param = (name: string) => ({
    name,
    in: 'path',
    required: true,
    description: name,
    schema: { type: 'string' },
  });

  it('accepts placeholders declared on the operation, on the path item or by $ref', () => {
    const model = makeModel([
      api({
        '/a/{brand}/{id}': {
          parameters: [param('id')],
          get: op('getA', { parameters: [{ $ref: '#/components/parameters/BrandSlug' }] }),
        },
        '/download/{company}_{accountNumber}.pdf': {
          get: op('getB', { parameters: [param('company'), param('accountNumber')] }),
        },
      }),
    ]);
    expect(show(checkPathParameters(model))).toEqual([]);
  });

  it('reports a placeholder without a parameter, and a parameter without a placeholder', () => {
    const model = makeModel([
      api({
        '/a/{brand}/{id}': { get: op('getA', { parameters: [param('brand'), param('orderId')] }) },
        '/b/{id}': { get: op('getB') },
      }),
    ]);
    expect(show(checkPathParameters(model))).toEqual([
      'schema/api.yaml paths./a/{brand}/{id}.get.parameters: path placeholder {id} has no path parameter',
      "schema/api.yaml paths./a/{brand}/{id}.get.parameters.1: path parameter 'orderId' does not occur in /a/{brand}/{id}",
      'schema/api.yaml paths./b/{id}.get: path placeholder {id} has no path parameter',
    ]);
  });

  it('reports a stray path-item parameter once, not once per operation', () => {
    const model = makeModel([
      api({ '/a': { parameters: [param('id')], get: op('getA'), post: op('postA') } }),
    ]);
    expect(show(checkPathParameters(model))).toEqual([
      "schema/api.yaml paths./a.parameters.0: path parameter 'id' does not occur in /a",
    ]);
  });
});

describe('answers', () => {
  it('accepts a 2xx answer, a GET redirect, and errors answered as Problem', () => {
    const model = makeModel([
      api({
        '/a': { get: op('getA') },
        '/r': { get: op('redirect', { responses: { '302': { description: 'away' } } }) },
        '/p': {
          post: op('postP', {
            responses: {
              '204': { description: 'done' },
              '409': { description: 'c', content: problemJson },
            },
          }),
        },
      }),
    ]);
    expect(show(checkResponses(model))).toEqual([]);
  });

  it('reports an operation without a success answer', () => {
    const model = makeModel([
      api({
        '/a': {
          post: op('postA', {
            responses: {
              '302': { description: 'x' },
              '404': { $ref: '#/components/responses/NotFound' },
            },
          }),
        },
      }),
    ]);
    expect(show(checkResponses(model))).toEqual([
      'schema/api.yaml paths./a.post.responses: has no success answer',
    ]);
  });

  it('reports an error answer that is not a Problem, inline or shared (once)', () => {
    const model = makeModel([
      api(
        {
          '/a': {
            get: op('getA', {
              responses: {
                '200': { description: 'ok' },
                '400': {
                  description: 'bad',
                  content: { 'application/json': { schema: { type: 'object' } } },
                },
                '401': { $ref: '#/components/responses/Plain' },
              },
            }),
            post: op('postA', {
              responses: {
                '201': { description: 'ok' },
                '401': { $ref: '#/components/responses/Plain' },
              },
            }),
          },
        },
        {
          responses: {
            Plain: {
              description: 'x',
              content: { 'application/problem+json': { schema: { type: 'object' } } },
            },
          },
        },
      ),
    ]);
    expect(show(checkResponses(model))).toEqual([
      'schema/api.yaml paths./a.get.responses.400: error answer 400 does not answer application/problem+json',
      'schema/api.yaml components.responses.Plain: error answer 401 does not use the Problem schema',
    ]);
  });

  it('reports a 204 with a body', () => {
    const model = makeModel([
      api({
        '/a': {
          delete: op('deleteA', {
            responses: { '204': { description: 'x', content: problemJson } },
          }),
        },
      }),
    ]);
    expect(show(checkResponses(model))).toEqual([
      'schema/api.yaml paths./a.delete.responses.204.content: a 204 answer has content',
    ]);
  });
});

describe('money-moving operations', () => {
  const key = { $ref: '#/components/parameters/IdempotencyKey' };

  it('accept a POST with the shared Idempotency-Key, on the operation or its path item', () => {
    const model = makeModel([
      api({
        '/pay': { post: op('pay', { 'x-moneyMoving': true, parameters: [key] }) },
        '/refund': { parameters: [key], post: op('refund', { 'x-moneyMoving': true }) },
      }),
    ]);
    expect(show(checkMoneyMoving(model))).toEqual([]);
  });

  it('reports a money-moving POST without the key and a money-moving PUT', () => {
    const model = makeModel([
      api({
        '/pay': { post: op('pay', { 'x-moneyMoving': true, parameters: [] }) },
        '/put': { put: op('put', { 'x-moneyMoving': true, parameters: [key] }) },
      }),
    ]);
    expect(show(checkMoneyMoving(model))).toEqual([
      'schema/api.yaml paths./pay.post.parameters: a money-moving operation does not take the Idempotency-Key header',
      'schema/api.yaml paths./put.put.x-moneyMoving: a money-moving operation is a PUT',
    ]);
  });

  it('does not accept an inline header in place of the shared parameter', () => {
    const inline = { ...components.parameters.IdempotencyKey };
    const model = makeModel([
      api({ '/pay': { post: op('pay', { 'x-moneyMoving': true, parameters: [inline] }) } }),
    ]);
    expect(show(checkMoneyMoving(model))).toHaveLength(1);
  });

  it('reports a shared key that is optional or not a UUID', () => {
    const model = makeModel([
      api(
        { '/pay': { post: op('pay', { 'x-moneyMoving': true, parameters: [key] }) } },
        {
          parameters: {
            IdempotencyKey: {
              name: 'Idempotency-Key',
              in: 'header',
              description: 'k',
              schema: { type: 'string' },
            },
          },
        },
      ),
    ]);
    const problems = checkMoneyMoving(model);
    expect(show(problems)).toEqual([
      'schema/api.yaml components.parameters.IdempotencyKey: IdempotencyKey is not a required UUID header named Idempotency-Key',
    ]);
    expect(problems[0]?.expected).toBe('required: true, schema format uuid');
  });
});

describe('code tables', () => {
  const tables = {
    orderStatus: { valueType: 'integer', codes: [] },
    refundStatus: { valueType: 'string', codes: [] },
  };

  it('accepts fields naming existing tables of the right value type', () => {
    const model = makeModel([
      codes(tables),
      entity('Order', {
        properties: {
          id: { type: 'string', description: 'i' },
          orderStatus: { type: 'integer', 'x-codeTable': 'orderStatus', description: 's' },
          refundStatus: { type: 'string', 'x-codeTable': 'refundStatus', description: 'r' },
        },
      }),
    ]);
    expect(show(checkCodeTables(model))).toEqual([]);
  });

  it('reports an unknown table with the likely intended one, and a type that does not fit', () => {
    const model = makeModel([
      codes(tables),
      entity('Order', {
        properties: {
          id: { type: 'string', description: 'i' },
          a: { type: 'integer', 'x-codeTable': 'orderStatuses', description: 'a' },
          b: { type: 'string', 'x-codeTable': 'orderStatus', description: 'b' },
        },
      }),
    ]);
    const problems = checkCodeTables(model);
    expect(show(problems)).toEqual([
      "schema/entities/Order.yaml properties.a.x-codeTable: code table 'orderStatuses' does not exist in schema/codes.yaml",
      "schema/entities/Order.yaml properties.b.type: is string, but code table 'orderStatus' holds integer codes",
    ]);
    expect(problems[0]?.expected).toBe("'orderStatus'");
  });

  it('checks the API file too', () => {
    const model = makeModel([
      codes(tables),
      api(
        {},
        {
          schemas: {
            S: { type: 'object', properties: { s: { type: 'string', 'x-codeTable': 'nope' } } },
          },
        },
      ),
    ]);
    expect(show(checkCodeTables(model))).toEqual([
      "schema/api.yaml components.schemas.S.properties.s.x-codeTable: code table 'nope' does not exist in schema/codes.yaml",
    ]);
  });

  it('says nothing when schema/codes.yaml is absent', () => {
    const model = makeModel([
      entity('Order', {
        properties: { a: { type: 'string', 'x-codeTable': 'x', description: 'a' } },
      }),
    ]);
    expect(checkCodeTables(model)).toEqual([]);
  });
});

describe('entity ids', () => {
  it('accepts $id and title that match the file name', () => {
    expect(checkEntityIds(makeModel([entity('Order')]))).toEqual([]);
  });

  it('reports a copied file that kept its old $id and title', () => {
    const model = makeModel([entity('Refund', { $id: 'Order.yaml', title: 'Order' })]);
    expect(show(checkEntityIds(model))).toEqual([
      "schema/entities/Refund.yaml $id: $id 'Order.yaml' does not match the file name",
      "schema/entities/Refund.yaml title: title 'Order' does not match the file name",
    ]);
  });
});

describe('required fields', () => {
  it('accepts required names that are properties, and ignores OpenAPI required flags', () => {
    const model = makeModel([
      entity('Order'),
      api({
        '/a': {
          post: op('postA', {
            requestBody: { required: true, description: 'b', content: {} },
            parameters: [
              {
                name: 'q',
                in: 'query',
                required: true,
                description: 'q',
                schema: { type: 'string' },
              },
            ],
          }),
        },
      }),
    ]);
    expect(show(checkRequired(model))).toEqual([]);
  });

  it('reports a required name missing from properties, at its place in the list', () => {
    const model = makeModel([
      entity('Order', {
        properties: {
          orderID: { type: 'string', description: 'i' },
          nested: { type: 'object', description: 'n', properties: {}, required: ['x'] },
        },
        required: ['orderId'],
      }),
    ]);
    const problems = checkRequired(model);
    expect(show(problems)).toEqual([
      "schema/entities/Order.yaml required.0: required field 'orderId' is not among the properties",
      "schema/entities/Order.yaml properties.nested.required.0: required field 'x' is not among the properties",
    ]);
    expect(problems[0]?.expected).toBe("'orderID'");
  });

  it('leaves composed schemas alone', () => {
    const model = makeModel([
      entity('Order', { allOf: [{ $ref: 'Base.yaml' }], required: ['fromBase'] }),
    ]);
    expect(checkRequired(model)).toEqual([]);
  });
});

describe('sources the checks rely on', () => {
  it('the operation table matches docs/sources.md', () => {
    const doc = readFileSync(join(repoRoot, 'docs/sources.md'), 'utf8');
    const section = doc.slice(
      doc.indexOf('## Operations of the API'),
      doc.indexOf('## Shapes other domains'),
    );
    const rows = [
      ...section.matchAll(/^\|\s*(\w+)(\s+\$)?\s*\|\s*(GET|POST|PUT|DELETE|PATCH) (\S+)/gm),
    ].map((m) => ({
      operationId: m[1],
      method: m[3]?.toLowerCase(),
      route: m[4]?.split('?')[0],
      moneyMoving: Boolean(m[2]),
    }));
    expect(rows).toEqual(EXPECTED_OPERATIONS);
  });

  it('both meta schemas describe JSON Schema with the same subset', () => {
    const read = (name: string) =>
      JSON.parse(readFileSync(join(repoRoot, 'schema/meta', name), 'utf8')) as { $defs: Json };
    expect(read('api.schema.json').$defs.schema).toEqual(read('entity.schema.json').$defs.schema);
  });
});

describe('answer headers (core §7: same-origin referrer policy and no-store caching on every answer)', () => {
  const marked = {
    ReferrerPolicy: {
      description: 'r',
      'x-everyAnswerAs': 'Referrer-Policy',
      schema: { type: 'string', const: 'same-origin' },
    },
    CacheControl: {
      description: 'c',
      'x-everyAnswerAs': 'Cache-Control',
      schema: { type: 'string', const: 'no-store' },
    },
  };
  const both = {
    'Referrer-Policy': { $ref: '#/components/headers/ReferrerPolicy' },
    'Cache-Control': { $ref: '#/components/headers/CacheControl' },
  };
  const withHeaders = (operation: Json, shared: Json = { description: 'nf', headers: both }) =>
    makeModel([
      api(
        { '/a': { get: op('getA', operation) } },
        { headers: marked, responses: { NotFound: shared } },
      ),
    ]);
  const ok = {
    responses: {
      '200': { description: 'ok', headers: both },
      '404': { $ref: '#/components/responses/NotFound' },
    },
  };

  it('lists the two headers of the spec', () => {
    expect(SPEC_ANSWER_HEADERS).toEqual([
      { name: 'Referrer-Policy', value: 'same-origin' },
      { name: 'Cache-Control', value: 'no-store' },
    ]);
  });

  it('accepts answers that list both by $ref, inline and shared', () => {
    expect(show(checkAnswerHeaders(withHeaders(ok)))).toEqual([]);
  });

  it.each([
    [
      'an answer without headers',
      { responses: { '200': { description: 'ok' } } },
      undefined,
      [
        'schema/api.yaml paths./a.get.responses.200: answer 200 does not declare the header Referrer-Policy',
        'schema/api.yaml paths./a.get.responses.200: answer 200 does not declare the header Cache-Control',
      ],
    ],
    [
      'an answer with one of the two',
      {
        responses: {
          '204': { description: 'ok', headers: { 'Cache-Control': both['Cache-Control'] } },
        },
      },
      undefined,
      [
        'schema/api.yaml paths./a.get.responses.204.headers: answer 204 does not declare the header Referrer-Policy',
      ],
    ],
    [
      'an answer that writes the header itself',
      {
        responses: {
          '200': {
            description: 'ok',
            headers: { ...both, 'Cache-Control': { description: 'c', schema: { type: 'string' } } },
          },
        },
      },
      undefined,
      [
        'schema/api.yaml paths./a.get.responses.200.headers.Cache-Control: answer 200 declares Cache-Control itself',
      ],
    ],
    [
      'a shared answer without them (reported once, where it is written)',
      ok,
      { description: 'nf' },
      [
        'schema/api.yaml components.responses.NotFound: shared answer NotFound does not declare the header Referrer-Policy',
        'schema/api.yaml components.responses.NotFound: shared answer NotFound does not declare the header Cache-Control',
      ],
    ],
  ])('reports %s', (_name, operation, shared, expected) => {
    expect(
      show(checkAnswerHeaders(withHeaders(operation as Json, shared as Json | undefined))),
    ).toEqual(expected);
  });

  it('reports a spec header that is not marked or not fixed to its value', () => {
    const model = makeModel([
      api(
        {
          '/a': { get: op('getA', { responses: { '200': { description: 'ok', headers: both } } }) },
        },
        {
          headers: {
            ReferrerPolicy: {
              ...marked.ReferrerPolicy,
              schema: { type: 'string', const: 'no-referrer' },
            },
          },
          responses: {},
        },
      ),
    ]);
    expect(show(checkAnswerHeaders(model))).toEqual([
      "schema/api.yaml components.headers.ReferrerPolicy.schema: header Referrer-Policy is not fixed to 'same-origin'",
      'schema/api.yaml components.headers: no header is marked x-everyAnswerAs: Cache-Control',
    ]);
  });

  it('finds every answer of the real api.yaml declaring both', () => {
    const file = join(repoRoot, 'schema/api.yaml');
    const model = makeModel([
      {
        path: 'schema/api.yaml',
        kind: 'api',
        name: 'api',
        data: parse(readFileSync(file, 'utf8')),
      },
    ]);
    expect(show(checkAnswerHeaders(model))).toEqual([]);
  });
});
