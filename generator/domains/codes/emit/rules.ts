import type { Model } from '../../../core/types.js';
import { constantValue, sortOfConstant } from '../rules.js';
import type { ConstantRef, RulesSource } from '../source-types.js';
import { literal } from './literal.js';

/** The value of a constant a rule reads; the checks have made sure it is there and fits. */
function read(model: Model, ref: ConstantRef): unknown {
  const value = constantValue(model, ref);
  if (value === undefined) throw new Error(`constant '${ref.constant}' is not in constants.yaml`);
  return value;
}

/** One rule of codes.yaml as generated/codes/rules/<rule>.ts holds it. */
export interface RuleData {
  readonly name: string;
  readonly description: string;
  /** The rule's data as an object literal. */
  readonly data: string;
}

/**
 * The `rules` of codes.yaml, one object literal per rule: `{ constant: name }` becomes the
 * constant's value (a sort constant becomes `{ field, direction }`), everything else is copied as
 * is; the description is kept apart, for a comment.
 */
export function rulesData(model: Model, rules: RulesSource): RuleData[] {
  const { canPay, pendingPolling, quickInvoiceList } = rules;
  const sort = sortOfConstant(read(model, quickInvoiceList.sort) as never);
  if (!sort) throw new Error(`constant '${quickInvoiceList.sort.constant}' is not a sort`);
  const resolved: Record<string, { description: string } & Record<string, unknown>> = {
    ...rules,
    canPay: { ...canPay, blockedPaymentStatus: read(model, canPay.blockedPaymentStatus) },
    pendingPolling: { ...pendingPolling, status: read(model, pendingPolling.status) },
    quickInvoiceList: {
      ...quickInvoiceList,
      shortCount: read(model, quickInvoiceList.shortCount),
      sort,
      cutoffMonths: read(model, quickInvoiceList.cutoffMonths),
    },
  };
  return Object.entries(resolved).map(([name, { description, ...data }]) => ({
    name,
    description,
    data: literal(data),
  }));
}
