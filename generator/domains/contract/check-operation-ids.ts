import type { Model, Problem } from '../../core/types.js';
import { describeOperation, operationsOf, type ApiOperation } from './api-operations.js';
import { EXPECTED_OPERATIONS } from './operations.js';
import { apiOf } from './sources.js';

const SOURCE_TABLE = 'docs/sources.md';

/**
 * Flows and other sources call operations by id, so the ids must be unique and be exactly the
 * table in docs/sources.md, each with its method, path and money-moving mark.
 */
export function checkOperationIds(model: Model): Problem[] {
  const api = apiOf(model);
  if (!api) return [];
  const problems: Problem[] = [];
  const seen = new Map<string, ApiOperation>();
  const expected = new Map(EXPECTED_OPERATIONS.map((e) => [e.operationId, e]));

  for (const op of operationsOf(api.data)) {
    const id = op.operation.operationId;
    if (typeof id !== 'string') continue; // the meta schema reports it
    const at = [...op.path, 'operationId'];
    const first = seen.get(id);
    if (first) {
      problems.push({
        file: api.path,
        path: at,
        message: `operationId '${id}' is used twice (also by ${describeOperation(first)})`,
        expected: 'a unique operationId',
      });
      continue;
    }
    seen.set(id, op);
    const row = expected.get(id);
    if (!row) {
      problems.push({
        file: api.path,
        path: at,
        message: `operationId '${id}' is not in the operation table of ${SOURCE_TABLE}`,
        expected: 'an id from that table (add new operations to the table first)',
      });
      continue;
    }
    if (row.method !== op.method || row.route !== op.route) {
      problems.push({
        file: api.path,
        path: at,
        message: `operationId '${id}' is defined as ${describeOperation(op)}`,
        expected: `${describeOperation(row)}, as in ${SOURCE_TABLE}`,
      });
    }
    const marked = op.operation['x-moneyMoving'] === true;
    if (marked !== row.moneyMoving) {
      problems.push({
        file: api.path,
        path: marked ? [...op.path, 'x-moneyMoving'] : at,
        message: row.moneyMoving
          ? `operation '${id}' moves money but lacks 'x-moneyMoving: true'`
          : `operation '${id}' is marked x-moneyMoving but is not marked $ in ${SOURCE_TABLE}`,
        expected: row.moneyMoving ? 'x-moneyMoving: true' : 'no x-moneyMoving mark',
      });
    }
  }

  for (const row of EXPECTED_OPERATIONS) {
    if (seen.has(row.operationId)) continue;
    problems.push({
      file: api.path,
      path: ['paths'],
      message: `operation '${row.operationId}' (${describeOperation(row)}) is missing`,
      expected: `every operation of the table in ${SOURCE_TABLE}`,
    });
  }
  return problems;
}
