import type { KeyPath, Model } from '../../core/types.js';
import { codesOf, findConstant } from './sources.js';
import type { ConstantRef, ConstantValue, RulesSource } from './source-types.js';

/** A list of codes a rule names, where it is, and the table the codes must come from. */
export interface RuleCodeList {
  path: KeyPath;
  table: string;
  values: ReadonlyArray<string | number>;
  /** The rule names one code, not a list (problems then point at the key, not an index). */
  single?: boolean;
}

/** Every place in `rules` that names codes of a table, for checks. */
export function ruleCodeLists(rules: RulesSource): RuleCodeList[] {
  const at = (...path: Array<string | number>): KeyPath => ['rules', ...path];
  const lists: RuleCodeList[] = [
    {
      path: at('refund', 'refundStatuses'),
      table: 'refundStatus',
      values: rules.refund.refundStatuses,
    },
    {
      path: at('activeInvoice', 'invoiceStatuses'),
      table: 'invoiceStatus',
      values: rules.activeInvoice.invoiceStatuses,
    },
    { path: at('todo', 'states'), table: 'displayState', values: rules.todo.states },
    {
      path: at('activePayments', 'states'),
      table: 'displayState',
      values: rules.activePayments.states,
    },
    {
      path: at('activePayments', 'orInStates'),
      table: 'displayState',
      values: rules.activePayments.orInStates,
    },
    {
      path: at('movedFlag', 'after'),
      table: 'paymentMethod',
      values: [rules.movedFlag.after],
      single: true,
    },
    {
      path: at('movedFlag', 'flagged'),
      table: 'paymentMethod',
      values: [rules.movedFlag.flagged],
      single: true,
    },
    {
      path: at('preferences', 'mandateStatus', 'withBankAccount'),
      table: 'mandateStatus',
      values: [rules.preferences.mandateStatus.withBankAccount],
      single: true,
    },
    {
      path: at('preferences', 'mandateStatus', 'withoutBankAccount'),
      table: 'mandateStatus',
      values: [rules.preferences.mandateStatus.withoutBankAccount],
      single: true,
    },
  ];
  rules.canPay.when.forEach((clause, i) => {
    const fields = [
      ['orderStatuses', 'orderStatus', clause.orderStatuses],
      ['orderTypes', 'orderType', clause.orderTypes],
      ['states', 'displayState', clause.states],
    ] as const;
    for (const [field, table, values] of fields) {
      if (values) lists.push({ path: at('canPay', 'when', i, field), table, values });
    }
  });
  return lists;
}

/** What a constant read by a rule must be, so the helper gets the value it expects. */
export interface ConstantUse {
  path: KeyPath;
  ref: ConstantRef;
  /** Describes the expected value; `fits` decides. */
  expected: string;
  fits: (value: ConstantValue, unit: string) => boolean;
}

const wholeCode = (value: ConstantValue, unit: string) =>
  unit === 'code' && typeof value === 'number' && Number.isInteger(value);

export const INVOICE_SORT_FIELDS = ['dueDate', 'invoiceDate'] as const;

/** A sort constant: `[field, asc|desc]`. */
export function sortOfConstant(
  value: ConstantValue,
): { field: string; direction: 'asc' | 'desc' } | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [field, direction] = value;
  if (!(INVOICE_SORT_FIELDS as readonly unknown[]).includes(field)) return undefined;
  if (direction !== 'asc' && direction !== 'desc') return undefined;
  return { field: String(field), direction };
}

export function ruleConstantUses(rules: RulesSource): ConstantUse[] {
  return [
    {
      path: ['rules', 'canPay', 'blockedPaymentStatus'],
      ref: rules.canPay.blockedPaymentStatus,
      expected: 'a whole number with unit code',
      fits: wholeCode,
    },
    {
      path: ['rules', 'pendingPolling', 'status'],
      ref: rules.pendingPolling.status,
      expected: 'a whole number with unit code',
      fits: wholeCode,
    },
    {
      path: ['rules', 'quickInvoiceList', 'shortCount'],
      ref: rules.quickInvoiceList.shortCount,
      expected: 'a whole number with unit count',
      fits: (v, unit) => unit === 'count' && typeof v === 'number',
    },
    {
      path: ['rules', 'quickInvoiceList', 'sort'],
      ref: rules.quickInvoiceList.sort,
      expected: `[field, asc or desc] with unit code, field one of ${INVOICE_SORT_FIELDS.join(', ')}`,
      fits: (v, unit) => unit === 'code' && sortOfConstant(v) !== undefined,
    },
    {
      path: ['rules', 'quickInvoiceList', 'cutoffMonths'],
      ref: rules.quickInvoiceList.cutoffMonths,
      expected: 'a whole number with unit months',
      fits: (v, unit) => unit === 'months' && typeof v === 'number',
    },
  ];
}

/** The value of a constant a rule reads, or undefined when constants.yaml lacks it. */
export function constantValue(model: Model, ref: ConstantRef): ConstantValue | undefined {
  return findConstant(model, ref.constant)?.constant.value;
}

export const rulesOf = (model: Model): RulesSource | undefined => codesOf(model)?.data.rules;
