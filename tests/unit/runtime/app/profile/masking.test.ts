import { describe, expect, it } from 'vitest';
import {
  MASK,
  maskCivicNumber,
  visibleAccountDigits,
} from '../../../../../runtime/features/profile/masking.js';

const m = (n: number) => MASK.repeat(n);

describe('maskCivicNumber: the date of birth stays, the rest is hidden', () => {
  it.each([
    ['se', '19850715-2380', `19850715-${m(4)}`],
    ['se', '199203041125', `19920304${m(4)}`],
    ['se', '850715-2380', `850715-${m(4)}`],
    ['no', '15078540068', `150785${m(5)}`],
    ['fi', '131052-308T', `131052-${m(4)}`],
    ['fi', '270102A5710', `270102${m(5)}`],
    ['dk', '020390-1234', `020390-${m(4)}`],
  ] as const)('%s %s -> %s', (country, civic, shown) => {
    expect(maskCivicNumber(civic, country)).toBe(shown);
  });

  it('never shows the last four characters of any persona form', () => {
    for (const [country, civic] of [
      ['se', '20010830-5541'],
      ['no', '03048110000'],
      ['dk', '300999-1000'],
    ] as const) {
      expect(maskCivicNumber(civic, country).slice(-4)).toBe(m(4));
    }
  });
});

describe('visibleAccountDigits: the mask’s asterisks removed (core §3)', () => {
  it.each([
    ['****4321', '4321'],
    ['**** 4321', '4321'],
    ['1234', '1234'],
    ['', ''],
  ])('%j -> %j', (masked, shown) => {
    expect(visibleAccountDigits(masked)).toBe(shown);
  });

  it('is empty when there is no account', () => {
    expect(visibleAccountDigits(undefined)).toBe('');
    expect(visibleAccountDigits(null)).toBe('');
  });
});
