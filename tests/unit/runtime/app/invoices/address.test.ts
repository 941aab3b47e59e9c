/**
 * Spec 2: app/invoices/{type} and app/invoices/{brand?}/{id?} ("for invoices the id is the
 * invoice date"). The address, not React Router's shape match, decides which page is meant.
 */
import { describe, expect, test } from 'vitest';
import { invoicesAddress } from '../../../../../runtime/features/invoices/address.js';

describe('what an app/invoices address names', () => {
  test.each([
    ['/se/app/invoices/konto', { kind: 'type', type: 'konto' }],
    ['/no/app/invoices/monthly', { kind: 'type', type: 'monthly' }],
    ['/fi/app/invoices/invoice', { kind: 'type', type: 'invoice' }],
    ['/dk/app/invoices/kustkok', { kind: 'invoice', brand: 'kustkok' }],
    [
      '/se/app/invoices/nordpay/2026-11-13',
      { kind: 'invoice', brand: 'nordpay', id: '2026-11-13' },
    ],
    ['/se/app/invoices/2026-11-13', { kind: 'invoice', id: '2026-11-13' }],
    ['/se/app/invoices', { kind: 'invoice' }],
    ['/se/app/invoices/unknown', null],
    ['/se/app/invoices/nordpay/2026-13-01', null],
    ['/xx/app/invoices/konto', null],
  ] as const)('%s', (path, named) => {
    expect(invoicesAddress(path)).toEqual(named);
  });
});
