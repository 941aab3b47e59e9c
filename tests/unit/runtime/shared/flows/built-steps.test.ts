/**
 * Flow links show only for steps this version has (shared/flows/built-steps): of the actions a
 * purchase and an invoice offer (core §4 Rules "Customer actions"), those that open a payment
 * step (features/payments/step-ids) stay; a link to a step, a hash or a start page not built yet
 * is not drawn, so no link leads to a page that does not exist.
 */
import { describe, expect, it } from 'vitest';
import { countryCodes, countryTerms } from '../../../../../generated/countries/index.js';
import type { Invoice, InvoiceAccount } from '../../../../../generated/entities/types.js';
import { invoiceOptions } from '../../../../../runtime/features/invoices/actions.js';
import { PAYMENT_STEP_IDS } from '../../../../../runtime/features/payments/step-ids.js';
import { purchaseActions } from '../../../../../runtime/features/purchases/actions.js';
import { deriveAccount } from '../../../../../runtime/shared/domain/invoice-derive.js';
import { opensBuiltStep } from '../../../../../runtime/shared/flows/built-steps.js';
import { BUILT_STEP_IDS } from '../../../../../runtime/routes/hosts/step-ids.js';

const invoice = (invoiceDate: string, dueDate: string): Invoice => ({
  invoiceDate,
  dueDate,
  brand: 'nordpayfinans',
  paymentMethod: '02',
  fullInvoiceAmount: 1025,
  minAmountToPay: 475,
  transactions: [],
});

const account = (over: Partial<InvoiceAccount> = {}): InvoiceAccount => ({
  accountBrand: 'nordpayfinans',
  accountBrandDisplay: 'Nordpay',
  accountCompany: '02',
  accountNumber: 'SE-K-1',
  type: 'konto',
  invoices: [invoice('2026-10-14', '2026-11-13'), invoice('2026-11-13', '2026-12-13')],
  currentInvoiceDate: '2026-11-13',
  currentInvoiceStatus: 1,
  adjustedFullInvoiceAmount: 1025,
  balance: 11500,
  minimumAmountToPay: 475,
  hasRefund: false,
  paymentMethodCustomer: '02',
  hasPPI: false,
  ...over,
});

describe('purchase actions', () => {
  it.each(countryCodes)('in %s: every action of a due purchase opens a built step', (country) => {
    const actions = purchaseActions({
      order: {
        orderStatus: 2,
        orderStatusWeb: 1,
        orderType: '04',
        snoozePossibilities: [{ days: 10, snoozeFee: 29 } as never],
        orderInvoiceAmount: 2000,
        totalOrderAmount: 2000,
      },
      state: 'due',
      canPay: true,
      country,
      terms: countryTerms(country),
    });
    // The filter hides the actions whose step is not built: none is left out now.
    expect(actions.map((action) => action.id)).toEqual(
      expect.arrayContaining(['pay', 'bank', 'snooze', 'return', 'moveToKonto']),
    );
    const opening = actions
      .filter((action) =>
        opensBuiltStep(BUILT_STEP_IDS, country, action.route, action.hash, action.flow),
      )
      .map((action) => action.id);
    expect(opening).toEqual(actions.map((action) => action.id));
  });

  it.each([
    ['app-purchases-brand-id', '#flow=pay', true],
    ['app-purchases-brand-id', '#flow=select', true],
    ['app-purchases-brand-id', '#flow=bank', true],
    ['app-purchases-brand-id', '#openflow', false],
    ['app-purchases-brand-id', '#flow=split', false],
    ['app-purchases-brand-id', '#flow=snooze', false],
    ['app-purchases-brand-id', '#option=return', false],
    ['app-purchases-brand-id', '', false],
    ['app-purchases-brand-id-steps-pay', '', true],
    ['app-purchases-brand-id-steps-bank', '', true],
    ['app-purchases-brand-id-steps-start', '', false],
    ['app-purchases-brand-id-steps-return', '', false],
    ['app-purchases-brand-id-steps-signicat', '', false],
  ] as const)('%s%s opens a built step in se: %s', (route, hash, opens) => {
    expect(opensBuiltStep(PAYMENT_STEP_IDS, 'se', route, hash)).toBe(opens);
  });

  it('the method steps open where the country has the method (MobilePay as if toggled on)', () => {
    const where = (route: Parameters<typeof opensBuiltStep>[2]) =>
      countryCodes.filter((country) => opensBuiltStep(PAYMENT_STEP_IDS, country, route, ''));
    expect(where('app-purchases-brand-id-steps-swish')).toEqual(['se']);
    expect(where('app-purchases-brand-id-steps-vipps')).toEqual(['no']);
    expect(where('app-purchases-brand-id-steps-trustly')).toEqual(['se', 'no', 'dk']);
    expect(where('app-purchases-brand-id-steps-mobilepay')).toEqual(['dk']);
  });

  it('no step is built without its id in the registry', () => {
    expect(opensBuiltStep([], 'se', 'app-purchases-brand-id-steps-pay', '')).toBe(false);
    expect(opensBuiltStep(['pay'], 'se', 'app-purchases-brand-id-steps-bank', '')).toBe(false);
  });
});

describe('invoice actions', () => {
  const actionsOf = (country: (typeof countryCodes)[number], over: Partial<InvoiceAccount>) => {
    const view = deriveAccount(account(over), { country, today: '2026-11-20' });
    if (!view?.current) throw new Error('no current invoice');
    return invoiceOptions(view.account, view.current, countryTerms(country)).actions;
  };

  it.each(countryCodes)(
    'in %s: pay, another amount and bank transfer open built steps; automatic payment and the payment-free month not yet',
    (country) => {
      const actions = actionsOf(country, {});
      expect(actions.map((action) => action.id)).toEqual(
        expect.arrayContaining(['pay', 'amount', 'bank', 'autogiro']),
      );
      const opening = actions
        .filter((action) =>
          opensBuiltStep(PAYMENT_STEP_IDS, country, action.route, '', action.flow),
        )
        .map((action) => action.id);
      expect(opening).toEqual(['pay', 'amount', 'bank']);
    },
  );

  it('the automatic payment link is not the pay step: it opens autogiro, on the same page', () => {
    const autogiro = actionsOf('se', {}).find((action) => action.id === 'autogiro');
    expect(autogiro).toEqual({
      id: 'autogiro',
      route: 'app-invoices-brand-id-steps-pay',
      flow: 'autogiro',
    });
    expect(opensBuiltStep(PAYMENT_STEP_IDS, 'se', 'app-invoices-brand-id-steps-pay', '')).toBe(
      true,
    );
    expect(
      opensBuiltStep(PAYMENT_STEP_IDS, 'se', 'app-invoices-brand-id-steps-pay', '', 'autogiro'),
    ).toBe(false);
    // Once autogiro's schedule step is built, its link shows.
    expect(
      opensBuiltStep(['schedule'], 'se', 'app-invoices-brand-id-steps-pay', '', 'autogiro'),
    ).toBe(true);
  });

  it("a scheduled payment is removed in autogiro's step page, which is built", () => {
    const actions = actionsOf('se', { currentInvoiceStatus: 901 });
    expect(actions).toEqual([
      { id: 'cancelAutogiro', route: 'app-invoices-brand-id-steps-pay', flow: 'autogiro' },
    ]);
    expect(
      actions.filter((action) =>
        opensBuiltStep(BUILT_STEP_IDS, 'se', action.route, '', action.flow),
      ),
    ).toHaveLength(1);
  });

  it.each([
    ['app-invoices-brand-id', '#flow=amount', true],
    ['app-invoices-brand-id', '#flow=pay', true],
    ['app-invoices-brand-id', '#flow=bank', true],
    ['app-invoices-brand-id', '#openflow', true],
    ['app-invoices-brand-id-steps-select', '', true],
    ['app-invoices-brand-id-steps-amount', '', true],
    ['app-invoices-brand-id-steps-submission', '', true],
    ['app-invoices-brand-id-steps-freemonth', '', true],
    ['app-invoices-brand-id-steps-start', '', true],
  ] as const)('%s%s opens a built step in fi: %s', (route, hash, opens) => {
    expect(opensBuiltStep(BUILT_STEP_IDS, 'fi', route, hash)).toBe(opens);
  });
});
