/**
 * The bank link state the bank page shows (core §4 "Bank link states: none, pending, linked";
 * country §3 "pending (about one day)"), from the preferences and the link this browser started.
 *
 * The preferences (getPreferences) say only linked or unlinked: a first link still pending reads
 * unlinked, and during a change the old account stays linked (docs/sandbox.md, Time-driven
 * changes). What is pending is known from startBankLink's answer (state pending) or its 409 for a
 * second link, so the page remembers that link (pending-link-store.ts) until the preferences show
 * it settled.
 */
import { preferencesFromApi, type ApiPreferences } from '../../../generated/codes.js';
import type { BankLinkState } from '../../../generated/codes.js';
import { visibleAccountDigits } from './masking.js';

/** A bank link the customer started and the preferences do not show yet. */
export interface PendingLink {
  /** The link session's reference; empty when only a refused second link told us of it. */
  readonly reference: string;
  /** When it was started (or found pending), ms since epoch. */
  readonly startedAt: number;
  /** The visible digits of the account linked then; empty for a first link. */
  readonly previousAccount: string;
}

/**
 * How long a remembered link is believed without the preferences confirming it. The provider
 * takes about one day; a link not settled within a week has failed, and the customer can start
 * again (a link that is still pending then answers 409, which is remembered anew).
 */
export const PENDING_MEMORY_MS = 7 * 24 * 60 * 60 * 1000;

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

/** Whether the preferences show the remembered link done: linked, and not to the old account. */
export function linkSettled(api: ApiPreferences | undefined, pending: PendingLink): boolean {
  const preferences = preferencesFromApi(api ?? {});
  if (preferences.mandateStatus !== 'linked') return false;
  return pending.previousAccount === '' || preferences.bankAccount !== pending.previousAccount;
}

/** Whether a remembered link still counts as pending at `now`. */
export function stillPending(
  api: ApiPreferences | undefined,
  pending: PendingLink | null,
  now: number,
): pending is PendingLink {
  return (
    pending !== null && now - pending.startedAt < PENDING_MEMORY_MS && !linkSettled(api, pending)
  );
}

/** The state to show: linked (maybe with a change pending), pending, or none. */
export function bankViewOf(
  api: ApiPreferences | undefined,
  pending: PendingLink | null,
  now: number,
): BankView {
  const preferences = preferencesFromApi(api ?? {});
  const waiting = stillPending(api, pending, now);
  if (preferences.mandateStatus === 'linked') {
    return {
      state: 'linked',
      changePending: waiting,
      account: visibleAccountDigits(api?.bankAccount),
      bankName: (api?.bank ?? '').trim(),
      bankSlug: preferences.bank,
    };
  }
  return {
    state: waiting ? 'pending' : 'none',
    changePending: false,
    account: '',
    bankName: '',
    bankSlug: '',
  };
}
