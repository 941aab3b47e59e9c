import type { Check, Problem } from '../../../core/types.js';
import { codesOf } from '../sources.js';
import { codesFile } from './table-entries.js';

/**
 * An order's own method is any order-type code, and the method a web status implies replaces it
 * (core §4 Rules), so every payment method must be an order type with the same key; then
 * derivePaymentMethod always answers an order-type code and invoiceTypeOf reads both alike.
 */
export const paymentMethodOrderTypes: Check = (model) => {
  const tables = codesOf(model)?.data.tables ?? {};
  const orderTypes = tables.orderType?.codes ?? [];
  const problems: Problem[] = [];
  (tables.paymentMethod?.codes ?? []).forEach((method, i) => {
    const type = orderTypes.find((t) => t.code === method.code);
    if (type && type.key === method.key) return;
    problems.push({
      file: codesFile,
      path: ['tables', 'paymentMethod', 'codes', i, type ? 'key' : 'code'],
      message: type
        ? `payment method ${JSON.stringify(method.code)} is '${method.key}' but order type '${type.key}'`
        : `payment method ${JSON.stringify(method.code)} is not a code of table orderType`,
      expected: 'an order-type code with the same key',
    });
  });
  return problems;
};
