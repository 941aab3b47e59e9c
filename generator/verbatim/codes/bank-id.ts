/** BankID's failure codes and the login states they end in. */
import { findCode } from './lookup.js';
import { bankIdHintCodes } from './tables/bank-id-hint.js';
import type { LoginStateCode } from './tables/login-state.js';

/**
 * The login state a BankID failure code ends in, the QR variant when the QR code on another
 * device was used; undefined for pending hints and unknown codes.
 */
export function loginStateOfBankIdHint(hint: string, viaQr = false): LoginStateCode | undefined {
  const entry:
    | {
        readonly code: string;
        readonly loginState?: LoginStateCode;
        readonly qrLoginState?: LoginStateCode;
      }
    | undefined = findCode(bankIdHintCodes, hint);
  return (viaQr ? entry?.qrLoginState : undefined) ?? entry?.loginState;
}
