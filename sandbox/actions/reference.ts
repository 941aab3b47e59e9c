import { brandSlugs } from '../../generated/brands.js';
import { countryTerms } from '../../generated/countries/index.js';
import type { CountryCode } from '../../generated/countries/index.js';

/**
 * The sandbox's payment reference (OCR / KID, digits only) of a purchase or of an invoice
 * account's current invoice: deterministic, so every part of the sandbox derives the same one.
 * Purchase: 1, the brand's index, the digits of the purchase number. Account: 2, 1 for konto or
 * 2 for monthly, the digits of the account number.
 */
export function orderReference(brand: string, orderId: string): string {
  const index = (brandSlugs as readonly string[]).indexOf(brand);
  return `1${index < 0 ? 9 : index}${orderId.replace(/\D/g, '')}`;
}

export function accountReference(accountType: string, accountNumber: string): string {
  return `2${accountType === 'konto' ? 1 : 2}${accountNumber.replace(/\D/g, '')}`;
}

/** Finnish reference (viitenumero): the digits and a check digit with weights 7, 3, 1 from the right. */
export function finnishReference(digits: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  [...digits].reverse().forEach((d, i) => (sum += Number(d) * (weights[i % 3] ?? 1)));
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

/** ISO 11649 creditor reference: RF, two check digits (mod 97-10) and the reference. */
export function rfReference(digits: string): string {
  // "RF00" moved to the end, letters as numbers (R = 27, F = 15).
  const numeric = `${digits}271500`;
  let rest = 0;
  for (const ch of numeric) rest = (rest * 10 + Number(ch)) % 97;
  return `RF${String(98 - rest).padStart(2, '0')}${digits}`;
}

/**
 * The reference a transfer in the country carries (countries/*.yaml payments.bankTransfer
 * reference), from the sandbox's digits: the bank details and the invoice PDFs both print it.
 */
export function paymentReference(country: CountryCode, digits: string): string {
  switch (countryTerms(country).payments.bankTransfer.reference) {
    case 'finnishReference':
      return finnishReference(digits);
    case 'rf':
      return rfReference(digits);
    default:
      // ocr (Sweden), kid (Norway): the digits as the sandbox derives them.
      return digits;
  }
}
