/**
 * The bank link state the bank page shows (core §4 "Bank link states: none, pending, linked";
 * country §3 "pending (about one day)"), from the preferences alone: the provider says whether a
 * link is pending (linkPending), so the state is the same after a reload, in another browser and
 * after a new login. Issue 11: it used to come from this browser's memory of a started link, and
 * a link pending elsewhere (the seeded pending personas) read "no bank account linked".
 */
import { type ApiPreferences, preferencesFromApi } from '../../../generated/codes/preferences.js';
import type { BankLinkState } from '../../../generated/codes/tables/bank-link-state.js';
import { visibleAccountDigits } from './masking.js';

/** The preferences as the provider answers them, with whether a link is pending. */
export interface BankPreferences extends ApiPreferences {
  readonly linkPending?: boolean | null;
}

export interface BankView {
  readonly state: BankLinkState;
  /** Linked, and a change to another account is pending (the old one stays in effect). */
  readonly changePending: boolean;
  /** The visible digits of the linked account, asterisks removed; empty when none is linked. */
  readonly account: string;
  /** The bank's name as the provider spells it; empty when none is linked. */
  readonly bankName: string;
  /** The bank's slug for its logo (bankSlug rule); empty when none is linked. */
  readonly bankSlug: string;
}

/** The state to show: linked (maybe with a change pending), pending, or none. */
export function bankViewOf(api: BankPreferences | undefined): BankView {
  const preferences = preferencesFromApi(api ?? {});
  const pending = api?.linkPending === true;
  if (preferences.mandateStatus === 'linked') {
    return {
      state: 'linked',
      changePending: pending,
      account: visibleAccountDigits(api?.bankAccount),
      bankName: (api?.bank ?? '').trim(),
      bankSlug: preferences.bank,
    };
  }
  return {
    state: pending ? 'pending' : 'none',
    changePending: false,
    account: '',
    bankName: '',
    bankSlug: '',
  };
}
