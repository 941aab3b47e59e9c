/**
 * The bank link state comes from the provider's preferences alone (issue 11): none, pending or
 * linked, and a change pending on a linked account, the same in any browser and session.
 */
import { describe, expect, it } from 'vitest';
import { bankViewOf } from '../../../../../runtime/features/profile/bank-state.js';

const linked = {
  mandateStatus: 'LINKED',
  bankAccount: '****4321',
  bank: 'Skandinaviska Enskilda Banken',
};
const unlinked = { mandateStatus: 'unlinked', bankAccount: '', bank: '' };

describe('bankViewOf: none, pending or linked from the preferences', () => {
  it('linked: the visible digits, the provider’s bank name and its slug (core §3)', () => {
    expect(bankViewOf(linked)).toEqual({
      state: 'linked',
      changePending: false,
      account: '4321',
      bankName: 'Skandinaviska Enskilda Banken',
      bankSlug: 'seb',
    });
  });

  it('linked is read from the account when the status is no code of ours', () => {
    expect(bankViewOf({ ...linked, mandateStatus: 'ACTIVE' }).state).toBe('linked');
    expect(bankViewOf({ ...unlinked, mandateStatus: 'ACTIVE' }).state).toBe('none');
  });

  // [the preferences, the state, a change pending]
  const cases: [string, Parameters<typeof bankViewOf>[0], string, boolean][] = [
    ['nothing answered yet', undefined, 'none', false],
    ['unlinked', unlinked, 'none', false],
    ['unlinked, linkPending false', { ...unlinked, linkPending: false }, 'none', false],
    ['unlinked, linkPending null', { ...unlinked, linkPending: null }, 'none', false],
    [
      'a first link pending (the seeded pending personas)',
      { ...unlinked, linkPending: true },
      'pending',
      false,
    ],
    ['linked', linked, 'linked', false],
    ['linked with a change pending', { ...linked, linkPending: true }, 'linked', true],
  ];
  it.each(cases)('%s', (_, preferences, state, changePending) => {
    expect(bankViewOf(preferences)).toMatchObject({ state, changePending });
  });

  it('a change keeps the old account shown until the new one settles', () => {
    expect(bankViewOf({ ...linked, linkPending: true }).account).toBe('4321');
  });
});
