/**
 * The user's preferences and bank (schema/codes.yaml `rules`: bankSlug, preferences; core §3
 * User; docs/decisions/0004-bank-slugs-and-preferences.md).
 */
import { isCode } from './lookup.js';
import { bankSlugRule } from './rules/bank-slug.js';
import { preferencesRule } from './rules/preferences.js';
import { mandateStatusCodes, type MandateStatusCode } from './tables/mandate-status.js';

function slugOf(text: string): string {
  const { separator, transliterate } = bankSlugRule;
  const plain = [...text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()]
    .map((ch) => transliterate[ch] ?? ch)
    .join('');
  return plain
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(separator);
}

/**
 * The slug of a bank name (core §3 User): accents stripped, lower case, words joined by '-';
 * the two known Swedish bank names map to their fixed slugs. Empty for no name.
 */
export function bankSlug(name: string | null | undefined): string {
  const slug = slugOf(name ?? '');
  return bankSlugRule.fixed.find((fixed) => slugOf(fixed.name) === slug)?.slug ?? slug;
}

/** Preferences as the provider sends them (UserPreferences). */
export interface ApiPreferences {
  readonly mandateStatus?: string | null;
  readonly bankAccount?: string | null;
  readonly bank?: string | null;
}

/** Preferences as the app reads them. */
export interface Preferences {
  readonly mandateStatus: MandateStatusCode;
  /** The visible digits of the masked account, asterisks removed; empty when none is linked. */
  readonly bankAccount: string;
  /** The bank's slug (bankSlug), for its logo; empty when none is linked. */
  readonly bank: string;
}

/**
 * The user's preferences from the provider's (core §3 User): mandateStatus lower-cased (when it
 * is not linked or unlinked: linked when a bank account exists, unlinked when it is empty),
 * bankAccount with the mask's asterisks removed, bank as its slug.
 */
export function preferencesFromApi(api: ApiPreferences): Preferences {
  const rule = preferencesRule;
  const bankAccount = (api.bankAccount ?? '').split(rule.maskCharacter).join('').trim();
  const stated = (api.mandateStatus ?? '').trim().toLowerCase();
  const fromAccount = bankAccount
    ? rule.mandateStatus.withBankAccount
    : rule.mandateStatus.withoutBankAccount;
  return {
    mandateStatus: isCode(mandateStatusCodes, stated) ? stated : fromAccount,
    bankAccount,
    bank: bankSlug(api.bank),
  };
}
