import { describe, expect, it } from 'vitest';
import {
  bankViewOf,
  linkSettled,
  PENDING_MEMORY_MS,
  stillPending,
  type PendingLink,
} from '../../../../../runtime/app/profile/bank-state.js';

const now = Date.UTC(2026, 0, 15, 12);
const hour = 60 * 60 * 1000;
const linked = {
  mandateStatus: 'LINKED',
  bankAccount: '****4321',
  bank: 'Skandinaviska Enskilda Banken',
};
const unlinked = { mandateStatus: 'unlinked', bankAccount: '', bank: '' };
const firstLink: PendingLink = { reference: 'r1', startedAt: now - hour, previousAccount: '' };
const change: PendingLink = { reference: 'r2', startedAt: now - hour, previousAccount: '4321' };

describe('bankViewOf: none, pending or linked from the preferences and the started link', () => {
  it('linked: the visible digits, the provider’s bank name and its slug (core §3)', () => {
    expect(bankViewOf(linked, null, now)).toEqual({
      state: 'linked',
      changePending: false,
      account: '4321',
      bankName: 'Skandinaviska Enskilda Banken',
      bankSlug: 'seb',
    });
  });

  it('linked is read from the account when the status is no code of ours', () => {
    expect(bankViewOf({ ...linked, mandateStatus: 'ACTIVE' }, null, now).state).toBe('linked');
    expect(bankViewOf({ ...unlinked, mandateStatus: 'ACTIVE' }, null, now).state).toBe('none');
  });

  it('none when nothing is linked and nothing was started', () => {
    expect(bankViewOf(unlinked, null, now)).toMatchObject({ state: 'none', account: '' });
    expect(bankViewOf(undefined, null, now).state).toBe('none');
  });

  it('pending while a first link is not shown linked yet', () => {
    expect(bankViewOf(unlinked, firstLink, now).state).toBe('pending');
  });

  it('a change keeps the old account linked, with the change pending', () => {
    expect(bankViewOf(linked, change, now)).toMatchObject({
      state: 'linked',
      changePending: true,
      account: '4321',
    });
  });

  it('a remembered link older than the memory is no longer believed', () => {
    const old = { ...firstLink, startedAt: now - PENDING_MEMORY_MS };
    expect(bankViewOf(unlinked, old, now).state).toBe('none');
  });
});

describe('linkSettled: when the preferences show the started link done', () => {
  it('a first link is done once anything is linked', () => {
    expect(linkSettled(unlinked, firstLink)).toBe(false);
    expect(linkSettled(linked, firstLink)).toBe(true);
  });

  it('a change is done once another account than the old one is linked', () => {
    expect(linkSettled(linked, change)).toBe(false);
    expect(linkSettled({ ...linked, bankAccount: '****9876' }, change)).toBe(true);
    expect(stillPending({ ...linked, bankAccount: '****9876' }, change, now)).toBe(false);
    expect(bankViewOf({ ...linked, bankAccount: '****9876' }, change, now)).toMatchObject({
      state: 'linked',
      changePending: false,
      account: '9876',
    });
  });
});
