import { brandSlugs } from '../../generated/brands.js';

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
