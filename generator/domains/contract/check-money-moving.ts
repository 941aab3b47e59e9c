import type { Model, Problem } from '../../core/types.js';
import { operationsOf } from './api-operations.js';
import { parametersOf } from './parameters.js';
import { resolvePointer } from './pointer.js';
import { apiOf, isObject, objectAt } from './sources.js';

export const IDEMPOTENCY_REF = '#/components/parameters/IdempotencyKey';

/**
 * A call that moves money must be safe to retry: it is a POST and takes the shared, required
 * Idempotency-Key header, so a repeat after a lost answer never pays twice.
 */
export function checkMoneyMoving(model: Model): Problem[] {
  const api = apiOf(model);
  if (!api) return [];
  const problems: Problem[] = [];
  let used = false;
  for (const op of operationsOf(api.data)) {
    if (op.operation['x-moneyMoving'] !== true) continue;
    used = true;
    if (op.method !== 'post') {
      problems.push({
        file: api.path,
        path: [...op.path, 'x-moneyMoving'],
        message: `a money-moving operation is a ${op.method.toUpperCase()}`,
        expected: 'POST',
      });
    }
    const hasKey = parametersOf(api.data, op).some((p) => p.written.$ref === IDEMPOTENCY_REF);
    if (!hasKey) {
      problems.push({
        file: api.path,
        path: Array.isArray(op.operation.parameters) ? [...op.path, 'parameters'] : op.path,
        message: 'a money-moving operation does not take the Idempotency-Key header',
        expected: `a parameter $ref: '${IDEMPOTENCY_REF}'`,
      });
    }
  }
  if (used) problems.push(...checkSharedKey(api.data, api.path));
  return problems;
}

/** The shared parameter itself: a required `Idempotency-Key` header holding a UUID. */
function checkSharedKey(apiData: Record<string, unknown>, file: string): Problem[] {
  const path = ['components', 'parameters', 'IdempotencyKey'];
  const param = resolvePointer(apiData, IDEMPOTENCY_REF.slice(1));
  if (!isObject(param)) {
    return [
      {
        file,
        path: ['components', 'parameters'],
        message: 'IdempotencyKey is not defined',
        expected: 'the shared Idempotency-Key header parameter',
      },
    ];
  }
  const wrong: string[] = [];
  if (param.name !== 'Idempotency-Key') wrong.push('name Idempotency-Key');
  if (param.in !== 'header') wrong.push('in: header');
  if (param.required !== true) wrong.push('required: true');
  if (objectAt(param, 'schema').format !== 'uuid') wrong.push('schema format uuid');
  return wrong.length
    ? [
        {
          file,
          path,
          message: 'IdempotencyKey is not a required UUID header named Idempotency-Key',
          expected: wrong.join(', '),
        },
      ]
    : [];
}
