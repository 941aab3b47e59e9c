/** Where an automatic payment stands (core §4: 901 scheduled, 904 cancel initiated). */
import { describe, expect, it } from 'vitest';
import type { Invoice, InvoiceAccount, Order } from '../../../../../generated/entities/types.js';
import {
  autogiroStateOf,
  dueDateOf,
  targetOf,
} from '../../../../../runtime/features/automatic-payment/autogiro.js';
import type { FlowSubject, Payable } from '../../../../../runtime/shared/flows/flow-control.js';

const payable = (kind: 'purchase' | 'invoice', can: boolean): Payable => ({
  host: { kind, brand: 'nordpay', id: kind === 'purchase' ? 'SE1' : '2025-01-10' },
  label: 'x',
  total: 100,
  minimum: 100,
  trustlyType: 'INVOICE',
  payable: can,
  splittable: false,
});
const purchase = (orderStatusWeb: number, dueDate?: string): FlowSubject => ({
  kind: 'purchase',
  order: { orderStatusWeb, dueDate } as Order,
});
const invoice = (status: number): FlowSubject => ({
  kind: 'invoice',
  account: {} as InvoiceAccount,
  invoice: { status, dueDate: '2025-02-10' } as Invoice,
});

describe('autogiroStateOf', () => {
  it.each([
    ['a scheduled purchase', purchase(901), true, 'scheduled'],
    ['a scheduled purchase, though not payable now', purchase(901), false, 'scheduled'],
    ['a purchase being cancelled', purchase(904), false, 'cancelling'],
    ['a due purchase', purchase(1), true, 'open'],
    ['a paid purchase', purchase(3), false, 'closed'],
    ['a scheduled invoice', invoice(901), false, 'scheduled'],
    ['an invoice being cancelled', invoice(904), false, 'cancelling'],
    ['a new invoice', invoice(1), true, 'open'],
    ['an invoice in debt collection', invoice(10), false, 'closed'],
  ] as const)('%s: %s', (_name, subject, can, state) => {
    expect(autogiroStateOf(subject, payable(subject.kind, can))).toBe(state);
  });

  it('reads the due date the provider sent, or none', () => {
    expect(dueDateOf(purchase(1, '2025-03-01'))).toBe('2025-03-01');
    expect(dueDateOf(purchase(1))).toBe('');
    expect(dueDateOf(invoice(1))).toBe('2025-02-10');
  });

  it('names a purchase as an order, an invoice by its date', () => {
    expect(targetOf(payable('purchase', true))).toEqual({
      kind: 'order',
      brand: 'nordpay',
      id: 'SE1',
    });
    expect(targetOf(payable('invoice', true))).toEqual({
      kind: 'invoice',
      brand: 'nordpay',
      id: '2025-01-10',
    });
  });
});
