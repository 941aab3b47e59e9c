/**
 * What a purchase offers (core §4 Rules "Customer actions"), per state and country: links to the
 * flows' step pages, hash triggers or the start step (generated/flows.ts), only when canPay.
 */
import { describe, expect, test } from 'vitest';
import { countryTerms, type CountryCode } from '../../../../../generated/countries/index.js';
import type { DisplayStateCode } from '../../../../../generated/codes.js';
import {
  flowEntry,
  purchaseActions,
  type ActionInput,
} from '../../../../../runtime/features/purchases/actions.js';

const order: ActionInput['order'] = {
  orderStatus: 2,
  orderStatusWeb: 1,
  orderType: '04',
  snoozePossibilities: [{ days: 10, snoozeFee: 29 } as never],
  orderInvoiceAmount: 2000,
  totalOrderAmount: 2000,
};

function ids(
  country: CountryCode,
  state: DisplayStateCode,
  canPay = true,
  change: Partial<ActionInput['order']> = {},
) {
  return purchaseActions({
    order: { ...order, ...change },
    state,
    canPay,
    country,
    terms: countryTerms(country),
  }).map((a) => a.id);
}

describe('purchaseActions', () => {
  test.each([
    [
      'se due: every action',
      'se',
      'due',
      true,
      {},
      ['pay', 'bank', 'autogiro', 'snooze', 'return', 'split', 'moveToKonto'],
    ],
    [
      'overdue is due for the actions, but too late to pay automatically on the due date',
      'se',
      'overdue',
      true,
      {},
      ['pay', 'bank', 'snooze', 'return', 'split', 'moveToKonto'],
    ],
    [
      'scheduled (901): only removing the automatic payment, though it cannot be paid now',
      'se',
      'scheduled',
      false,
      { orderStatusWeb: 901 },
      ['cancelAutogiro'],
    ],
    [
      'cancel initiated (904): nothing until it is done',
      'dk',
      'cancel-initiated',
      false,
      { orderStatusWeb: 904 },
      [],
    ],
    [
      'no split in Finland (se and no only)',
      'fi',
      'due',
      true,
      {},
      ['pay', 'bank', 'autogiro', 'snooze', 'return', 'moveToKonto'],
    ],
    [
      'no split in Denmark',
      'dk',
      'due',
      true,
      {},
      ['pay', 'bank', 'autogiro', 'snooze', 'return', 'moveToKonto'],
    ],
    ['nothing when it cannot be paid', 'se', 'due', false, {}, []],
    ['debt collection: nothing (canPay is false)', 'no', 'debt-collection', false, {}, []],
    [
      'no postponing without snoozePossibilities',
      'se',
      'due',
      true,
      { snoozePossibilities: [] },
      ['pay', 'bank', 'autogiro', 'return', 'split', 'moveToKonto'],
    ],
    [
      'no pause before delivery',
      'se',
      'due',
      true,
      { orderStatus: 3 },
      ['pay', 'bank', 'autogiro', 'snooze', 'split', 'moveToKonto'],
    ],
    [
      'no split at or under the smallest split amount',
      'se',
      'due',
      true,
      { orderInvoiceAmount: 1500 },
      ['pay', 'bank', 'autogiro', 'snooze', 'return', 'moveToKonto'],
    ],
    [
      'a freepart purchase is neither split again nor moved',
      'no',
      'due',
      true,
      { orderType: '08' },
      ['pay', 'bank', 'autogiro', 'snooze', 'return'],
    ],
    [
      'freepart partly paid: only paying',
      'se',
      'partly-paid',
      true,
      { orderType: '08' },
      ['pay', 'bank'],
    ],
  ] as const)('%s', (_phrase, country, state, canPay, change, expected) => {
    expect(ids(country, state, canPay, change as Partial<ActionInput['order']>)).toEqual(expected);
  });

  test('links: step pages, the split trigger on the purchase page, konto at its identification', () => {
    expect(flowEntry('pay', 'se')).toEqual({ route: 'app-purchases-brand-id-steps-pay', hash: '' });
    expect(flowEntry('bank', 'se')).toEqual({
      route: 'app-purchases-brand-id-steps-bank',
      hash: '',
    });
    expect(flowEntry('snooze', 'fi')).toEqual({
      route: 'app-purchases-brand-id-steps-snooze',
      hash: '',
    });
    expect(flowEntry('return', 'dk')).toEqual({
      route: 'app-purchases-brand-id-steps-return',
      hash: '',
    });
    expect(flowEntry('split', 'no')).toEqual({
      route: 'app-purchases-brand-id',
      hash: '#flow=split',
    });
    expect(flowEntry('split', 'fi')).toBeNull();
    expect(flowEntry('autogiro', 'fi')).toEqual({
      route: 'app-purchases-brand-id-steps-pay',
      hash: '',
    });
    const [cancel] = purchaseActions({
      order: { ...order, orderStatusWeb: 901 },
      state: 'scheduled',
      canPay: false,
      country: 'se',
      terms: countryTerms('se'),
    });
    expect(cancel).toEqual({
      id: 'cancelAutogiro',
      route: 'app-purchases-brand-id-steps-pay',
      hash: '',
      flow: 'autogiro',
    });
    // The move opens at its first step's subflow: e-ID through Signicat, Sweden's one-time code.
    for (const country of ['no', 'fi', 'dk'] as const) {
      expect(flowEntry('moveToKonto', country)).toEqual({
        route: 'app-purchases-brand-id-steps-signicat',
        hash: '',
      });
    }
    expect(flowEntry('moveToKonto', 'se')).toEqual({
      route: 'app-purchases-brand-id-steps-twofactor',
      hash: '',
    });
  });
});
