/**
 * Which outcome dialog a provider's answer shows (issue 13; spec 001 §4; schema/flows.yaml): a
 * completed session succeeds; a failed one is refused where the country's payment texts have
 * refused (dk, fi), else fail; a cancelled one is the Danish cancel, the Finnish cancelled mobile
 * payment, else fail. Trustly, Vipps and the linked account have only success and fail.
 */
import { describe, expect, it } from 'vitest';
import { countryCodes, countryTerms } from '../../../../../generated/countries/index.js';
import { outcomesIn } from '../../../../../generated/flows.js';
import { outcomeFlowOf, selectChoices } from '../../../../../runtime/features/payments/methods.js';
import { outcomeOfSession, splitOffer } from '../../../../../runtime/features/payments/result.js';

describe('outcomeOfSession', () => {
  it.each([
    // The gateway's methods (Swish, MobilePay, card): the payment flow's dialogs.
    ['completed', 'payment', 'se', 'success'],
    ['completed', 'payment', 'no', 'success'],
    ['completed', 'payment', 'fi', 'success'],
    ['completed', 'payment', 'dk', 'success'],
    ['failed', 'payment', 'se', 'fail'],
    ['failed', 'payment', 'no', 'fail'],
    ['failed', 'payment', 'fi', 'refused'],
    ['failed', 'payment', 'dk', 'refused'],
    ['cancelled', 'payment', 'se', 'fail'],
    ['cancelled', 'payment', 'no', 'fail'],
    ['cancelled', 'payment', 'fi', 'cancelled'],
    ['cancelled', 'payment', 'dk', 'cancel'],
    // Trustly (se, no, dk) and Vipps (no): their own success and fail only.
    ['completed', 'trustly', 'se', 'success'],
    ['failed', 'trustly', 'se', 'fail'],
    ['failed', 'trustly', 'dk', 'fail'],
    ['cancelled', 'trustly', 'dk', 'fail'],
    ['cancelled', 'trustly', 'no', 'fail'],
    ['completed', 'vipps', 'no', 'success'],
    ['failed', 'vipps', 'no', 'fail'],
    ['cancelled', 'vipps', 'no', 'fail'],
    // The linked account: pay's dialogs.
    ['completed', 'pay', 'fi', 'success'],
    ['failed', 'pay', 'dk', 'fail'],
    ['cancelled', 'pay', 'dk', 'fail'],
    ['cancelled', 'pay', 'fi', 'fail'],
  ] as const)('%s in %s (%s) shows %s', (status, flow, country, outcome) => {
    expect(outcomeOfSession(status, flow, country)).toBe(outcome);
  });

  it('every answer of every method a country offers shows an outcome its flow has there', () => {
    for (const country of countryCodes) {
      const offered = selectChoices({
        country,
        terms: countryTerms(country),
        mobilepayToggle: true,
        linkedAccount: true,
      }).filter((choice) => choice !== 'bank');
      for (const method of offered) {
        const flow = outcomeFlowOf(method);
        const outcomes = outcomesIn(flow, country).map((outcome) => outcome.id);
        for (const status of ['completed', 'failed', 'cancelled'] as const) {
          const shown = outcomeOfSession(status, flow, country);
          expect(outcomes).toContain(shown);
          expect(shown === 'success').toBe(status === 'completed');
        }
      }
    }
  });
});

describe('splitOffer (the forced payment overlay, spec 4)', () => {
  const host = '/se/app/purchases/nordpay/SE1';
  const splittable = { splittable: true };

  it.each(['fail', 'refused'])(
    'after %s, offers to split a purchase that can be split',
    (outcome) => {
      expect(splitOffer(outcome, splittable, true, host)).toEqual({
        href: `${host}#flow=split`,
        messageId: 'flow.split.offerAfterFailedPayment',
      });
    },
  );

  it.each(['success', 'cancel', 'cancelled', 'generic'])('never after %s', (outcome) => {
    expect(splitOffer(outcome, splittable, true, host)).toBeNull();
  });

  it('not for what cannot be split, nor while the split step is not built', () => {
    expect(splitOffer('fail', { splittable: false }, true, host)).toBeNull();
    expect(splitOffer('fail', splittable, false, host)).toBeNull();
  });
});
