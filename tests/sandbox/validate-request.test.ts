import { describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../generated/api/operations.js';
import type { Problem } from '../../generated/entities/types.js';
import { ProblemError } from '../../sandbox/http/problem.js';
import { validateRequest, type ValidRequest } from '../../sandbox/http/validate-request.js';

/**
 * The refusals validate-request.ts adds to the contract's schemas, found by the bad-input
 * property test: text PostgreSQL cannot hold (U+0000; a lone UTF-16 surrogate, which jsonb
 * refuses) and numbers that pass `multipleOf: 0.01` as doubles but are no amount of money. Each
 * must be a 400 naming the field, never a handler's (or the database's) 500.
 */
interface Call {
  readonly op: OperationId;
  readonly params?: Record<string, string>;
  readonly query?: string;
  /** Raw JSON text, so escapes such as `\u0000` and `\ud800` reach the parser as written. */
  readonly body?: string;
}

async function validate(call: Call): Promise<ValidRequest> {
  const operation = operations[call.op];
  const path = operation.path.replace(/\{([^}]+)\}/g, 'x');
  const hasBody = call.body !== undefined;
  const request = new Request(`http://sandbox.test${path}${call.query ?? ''}`, {
    method: operation.method,
    headers: {
      'idempotency-key': '00000000-0000-4000-8000-000000000001',
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { body: call.body } : {}),
  });
  return validateRequest(operation, call.params ?? {}, request);
}

/** The problem a refused call throws. */
async function refusal(call: Call): Promise<Problem> {
  try {
    await validate(call);
  } catch (error) {
    if (error instanceof ProblemError) return error.toProblem('/');
    throw error;
  }
  throw new Error('accepted');
}

const entry = (fields: string) =>
  `{"entries":[{"message":"m","timestamp":"2026-11-22T10:00:00Z","device":"ios","path":"/se",` +
  `"country":"se","layout":"mobile","logLevel":"info"${fields}}]}`;
const payment = (amount: string) =>
  `{"target":{"kind":"order","brand":"nordpay","id":"SE1002"},"amount":${amount},"when":"now"}`;

describe('validateRequest refuses text the database cannot hold', () => {
  const refused: readonly [string, Call, string][] = [
    ['NUL in a body string', { op: 'addEmail', body: '{"value":"a\\u0000@example.se"}' }, 'value'],
    ['a lone high surrogate', { op: 'addEmail', body: '{"value":"\\ud800"}' }, 'value'],
    ['a lone low surrogate', { op: 'addEmail', body: '{"value":"x\\udc00"}' }, 'value'],
    [
      'NUL in an array item',
      { op: 'postClientLog', body: entry('').replace('"m"', '"m\\u0000"') },
      'entries.0.message',
    ],
    [
      'NUL in a key (its object is named)',
      { op: 'postClientLog', body: entry(',"a\\u0000":1') },
      'entries.0',
    ],
    ['NUL in a path parameter', { op: 'markMessageRead', params: { id: 'a\u0000b' } }, 'id'],
    ['NUL in a query parameter', { op: 'oidcRedirect', query: '?state=s&error=%00' }, 'error'],
  ];
  it.each(refused)('%s: 400 naming the field', async (_, call, field) => {
    const problem = await refusal(call);
    expect(problem.status).toBe(400);
    expect(problem.errors).toContainEqual(
      expect.objectContaining({ field, messageId: 'validation.invalidCharacter' }),
    );
  });

  it('accepts a surrogate pair (an emoji) and other unicode', async () => {
    const valid = await validate({
      op: 'postClientLog',
      body: entry('').replace('"m"', '"\\ud83d\\ude00 Å \\u202e"'),
    });
    expect(valid.body).toMatchObject({ entries: [{ message: '😀 Å \u202e' }] });
  });
});

describe('validateRequest refuses numbers that are no amount of money', () => {
  const refused: readonly [string, string][] = [
    ['1e21 (a multiple of 0.01 as a double)', '1e21'],
    ['1e300', '1e300'],
    ['one cent over the safe integer of minor units', '90071992547409.93'],
  ];
  it.each(refused)('%s: 400 naming amount', async (_, amount) => {
    const problem = await refusal({ op: 'makePayment', body: payment(amount) });
    expect(problem.status).toBe(400);
    expect(problem.errors).toEqual([
      expect.objectContaining({ field: 'amount', messageId: 'validation.tooBig' }),
    ]);
  });

  const accepted: readonly [string, number][] = [
    ['one cent', 0.01],
    ['a plain amount', 1234.5],
    ['the largest safe amount', 90_071_992_547_409.91],
  ];
  it.each(accepted)('accepts %s', async (_, amount) => {
    const valid = await validate({ op: 'makePayment', body: payment(String(amount)) });
    expect(valid.body).toMatchObject({ amount });
  });
});
