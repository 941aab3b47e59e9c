import { describe, expect, it } from 'vitest';
import { hintMessage, type PendingHint } from '../../../../runtime/features/login/bankid.js';

describe('the BankID status text (issue 11)', () => {
  it('on another device says to scan the QR code while the app has not picked the order up', () => {
    expect(hintMessage('outstandingTransaction', false)).toBe('login.bankid.hint.scanQr');
    expect(hintMessage('noClient', false)).toBe('login.bankid.hint.scanQr');
  });

  it('says "trying to start the app" only on the same device', () => {
    expect(hintMessage('outstandingTransaction', true)).toBe(
      'login.bankid.hint.outstandingTransaction',
    );
    expect(hintMessage('noClient', true)).toBe('login.bankid.hint.noClient');
  });

  it.each<PendingHint>(['started', 'userSign'])(
    'keeps %s on both devices: the person is in the app by then',
    (hint) => {
      expect(hintMessage(hint, false)).toBe(`login.bankid.hint.${hint}`);
      expect(hintMessage(hint, true)).toBe(`login.bankid.hint.${hint}`);
    },
  );
});
