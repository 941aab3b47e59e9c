/**
 * Issue 11: a konto invoice with an active refund gave two answers for the same data: "to pay",
 * status new, 0 kr in se (the return had taken the invoice to 0) and "refund on its way" in dk.
 * Core §4: an invoice with a refund is not an active invoice; an invoice matching a refund is an
 * active refund (display state pendingRefund). Every country, every amount: the refund answer.
 */
import { describe, expect, it } from 'vitest';
import { countryTerms, type CountryCode } from '../../../../../generated/countries/index.js';
import type { InvoiceAccount } from '../../../../../generated/entities/types.js';
import { invoiceOptions } from '../../../../../runtime/features/invoices/actions.js';
import { deriveAccount } from '../../../../../runtime/shared/domain/invoice-derive.js';
import { invoiceShownState } from '../../../../../runtime/shared/domain/invoice-state.js';
import {
  overviewSections,
  paymentsDueCount,
} from '../../../../../runtime/features/overview/sections.js';
import { account, invoice } from '../overview/build.js';

const TODAY = '2026-11-15';

/** The seeded shapes: se Lars (0 left after the return) and dk Ida (599 left). */
const seLars = account({
  invoices: [invoice({ invoiceDate: '2026-11-07', dueDate: '2026-12-07', fullInvoiceAmount: 0 })],
  currentInvoiceDate: '2026-11-07',
  adjustedFullInvoiceAmount: 0,
  balance: -450,
  hasRefund: true,
  refundStatus: 'CREATED',
});
const dkIda = account({
  accountBrand: 'kustkok',
  accountBrandDisplay: 'Kustkök',
  invoices: [invoice({ invoiceDate: '2026-11-08', dueDate: '2026-12-08', fullInvoiceAmount: 599 })],
  currentInvoiceDate: '2026-11-08',
  adjustedFullInvoiceAmount: 599,
  hasRefund: true,
  refundStatus: 'CREATED',
});

const cases: [string, InvoiceAccount][] = [
  ['refund CREATED, 0 left (se Lars)', seLars],
  ['refund CREATED, 599 left (dk Ida)', dkIda],
  ['refund PENDING, 0 left', { ...seLars, refundStatus: 'PENDING' }],
  ['hasRefund without a status, 599 left', { ...dkIda, refundStatus: undefined }],
];
const countries: CountryCode[] = ['se', 'no', 'fi', 'dk'];

describe('a konto invoice with an active refund gives the refund answer in every country', () => {
  it.each(cases.flatMap(([name, acc]) => countries.map((c) => [name, c, acc] as const)))(
    '%s in %s',
    (_, country, acc) => {
      const view = deriveAccount(acc, { country, today: TODAY });
      const current = view?.current;
      expect(current).toBeDefined();
      if (!view || !current) return;
      expect(invoiceShownState(acc, current)).toEqual({ state: 'pendingRefund' });
      expect(invoiceOptions(acc, current, countryTerms(country))).toEqual({
        actions: [],
        notice: 'refund',
      });
      const data = { orders: [], accounts: [acc] };
      const sections = overviewSections(data, { country, today: TODAY });
      expect(sections.toPay).toEqual([]);
      expect(sections.processing.map((i) => i.state)).toEqual(['pendingRefund']);
      expect(paymentsDueCount(data)).toBe(0);
    },
  );
});
