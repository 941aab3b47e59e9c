/**
 * The ways to pay (issue 13; spec 001 §1, countries/<cc>.yaml payments.methods, schema/flows.yaml
 * select options): each country's own methods from its generated terms, card everywhere, the
 * linked bank account only when there is one, and bank transfer everywhere; each choice leads to
 * its step, and each method's result to its flow's outcome dialogs.
 */
import { describe, expect, it } from 'vitest';
import {
  countryCodes,
  countryTerms,
  type CountryCode,
  type CountryTerms,
} from '../../../../../generated/countries/index.js';
import type { FlowId } from '../../../../../generated/flows.js';
import {
  choiceTarget,
  methodOfStep,
  outcomeFlowOf,
  selectChoices,
  type MethodContext,
  type PaymentMethod,
  type SelectChoice,
} from '../../../../../runtime/features/payments/methods.js';

const context = (
  country: CountryCode,
  over: Partial<Omit<MethodContext, 'country'>> = {},
): MethodContext => ({
  country,
  terms: countryTerms(country),
  mobilepayToggle: false,
  linkedAccount: false,
  ...over,
});

describe('selectChoices per country', () => {
  it.each([
    ['se', false, false, ['swish', 'trustly', 'card', 'bank']],
    ['se', false, true, ['swish', 'trustly', 'card', 'account', 'bank']],
    ['se', true, false, ['swish', 'trustly', 'card', 'bank']],
    ['no', false, false, ['vipps', 'trustly', 'card', 'bank']],
    ['no', true, true, ['vipps', 'trustly', 'card', 'account', 'bank']],
    ['fi', false, false, ['card', 'bank']],
    ['fi', true, true, ['card', 'account', 'bank']],
    ['dk', false, false, ['trustly', 'card', 'bank']],
    ['dk', true, false, ['mobilepay', 'trustly', 'card', 'bank']],
    ['dk', true, true, ['mobilepay', 'trustly', 'card', 'account', 'bank']],
  ] as const)('%s, mobilepay toggle %s, linked account %s: %j', (country, toggle, linked, want) => {
    expect(
      selectChoices(context(country, { mobilepayToggle: toggle, linkedAccount: linked })),
    ).toEqual(want);
  });

  it('card and bank transfer everywhere; the account only with a linked bank account', () => {
    for (const country of countryCodes) {
      for (const mobilepayToggle of [false, true]) {
        const without = selectChoices(context(country, { mobilepayToggle }));
        const linked = selectChoices(context(country, { mobilepayToggle, linkedAccount: true }));
        expect(without).toContain('card');
        expect(without.at(-1)).toBe('bank');
        expect(without).not.toContain('account');
        expect(linked.filter((choice) => choice !== 'account')).toEqual(without);
        expect(linked).toContain('account');
      }
    }
  });

  it("a method the country's terms turn off is not offered, though its flow runs there", () => {
    const se = countryTerms('se');
    const terms: Pick<CountryTerms, 'payments'> = {
      payments: {
        ...se.payments,
        methods: { ...se.payments.methods, swish: { available: false, note: 'off' } },
      },
    };
    expect(selectChoices({ ...context('se'), terms })).toEqual(['trustly', 'card', 'bank']);
  });

  it('terms alone do not offer a method whose flow does not run in the country', () => {
    const fi = countryTerms('fi');
    const on = { available: true, featureToggle: null } as const;
    const terms = {
      payments: {
        ...fi.payments,
        methods: { swish: on, trustly: on, vipps: on, mobilepay: on },
      },
    } as unknown as Pick<CountryTerms, 'payments'>;
    expect(selectChoices({ ...context('fi', { mobilepayToggle: true }), terms })).toEqual([
      'card',
      'bank',
    ]);
  });

  it("the choices are the country's terms: every method available in countries/<cc>.yaml", () => {
    for (const country of countryCodes) {
      const methods = countryTerms(country).payments.methods;
      const offered = (Object.keys(methods) as (keyof typeof methods)[]).filter(
        (method) => methods[method].available,
      );
      const own = selectChoices(context(country, { mobilepayToggle: true })).filter(
        (choice) => !['card', 'account', 'bank'].includes(choice),
      );
      expect(new Set(own)).toEqual(new Set(offered));
    }
  });
});

describe('choiceTarget', () => {
  it.each([
    ['bank', { flow: 'bank', step: 'bank' }],
    ['card', { flow: 'pay', step: 'pay', query: { amount: '250.5', method: 'card' } }],
    ['account', { flow: 'pay', step: 'pay', query: { amount: '250.5', method: 'account' } }],
    ['swish', { flow: 'swish', step: 'swish', query: { amount: '250.5' } }],
    ['trustly', { flow: 'trustly', step: 'trustly', query: { amount: '250.5' } }],
    ['vipps', { flow: 'vipps', step: 'vipps', query: { amount: '250.5' } }],
    ['mobilepay', { flow: 'mobilepay', step: 'mobilepay', query: { amount: '250.5' } }],
  ] as const)('%s goes on to %j', (choice: SelectChoice, target) => {
    expect(choiceTarget(choice, '250.5')).toEqual(target);
  });
});

describe('methodOfStep', () => {
  it.each([
    ['swish', null, 'swish'],
    ['trustly', 'card', 'trustly'],
    ['vipps', null, 'vipps'],
    ['mobilepay', null, 'mobilepay'],
    ['pay', 'card', 'card'],
    ['pay', 'account', 'account'],
    // The pay step without a method (#flow=pay) first asks for one.
    ['pay', null, null],
    ['pay', 'swish', null],
    ['pay', 'bank', null],
    ['pay', 'nonsense', null],
    ['select', 'card', null],
    ['bank', null, null],
    ['submission', 'card', null],
  ] as const)('%s with method %s pays with %s', (flow: FlowId, query, method) => {
    expect(methodOfStep(flow, query)).toBe(method);
  });
});

describe('outcomeFlowOf', () => {
  it.each([
    ['trustly', 'trustly'],
    ['vipps', 'vipps'],
    ['account', 'pay'],
    ['swish', 'payment'],
    ['mobilepay', 'payment'],
    ['card', 'payment'],
  ] as const)('%s shows the outcomes of %s', (method: PaymentMethod, flow) => {
    expect(outcomeFlowOf(method)).toBe(flow);
  });
});
