/**
 * How the profile shows identifiers it must not show in full. The spec masks the bank account
 * (core §3 User: "masked, asterisks removed"); the civic number on the information page is masked
 * the same way by our choice (the spec shows no rule): the date of birth stays readable so the
 * customer recognises it, the individual digits and check character are hidden.
 */
import type { CountryCode } from '../../../generated/countries/index.js';

/** What stands for a hidden character on screen. */
export const MASK = '•';

/**
 * The civic number with everything after the date of birth masked, separators kept:
 * se `19850715-2380` → `19850715-••••`, no `15078540068` → `150785•••••`,
 * fi `131052-308T` → `131052-••••`, dk `020390-1234` → `020390-••••`. A Swedish number written
 * with its century has an eight-digit date; every other form has six.
 */
export function maskCivicNumber(civicNumber: string, country: CountryCode): string {
  const value = civicNumber.trim();
  const alphanumerics = value.replace(/[^0-9A-Za-z]/g, '').length;
  const dateLength = country === 'se' && alphanumerics >= 12 ? 8 : 6;
  let seen = 0;
  return [...value]
    .map((ch) => {
      if (!/[0-9A-Za-z]/.test(ch)) return ch;
      seen += 1;
      return seen <= dateLength ? ch : MASK;
    })
    .join('');
}

/**
 * The visible end of a masked bank account as the provider sends it (`****4321`): the mask's
 * asterisks removed (core §3), spaces tidied. Empty when no account is linked.
 */
export function visibleAccountDigits(maskedAccount: string | null | undefined): string {
  return (maskedAccount ?? '').split('*').join('').replace(/\s+/g, ' ').trim();
}
