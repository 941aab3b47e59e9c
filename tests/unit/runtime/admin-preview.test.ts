import { describe, expect, it } from 'vitest';
import { countryPages, pageHref } from '../../../runtime/features/admin-preview/page-list.js';
import {
  customerValue,
  flattenTerms,
  termsDiff,
} from '../../../runtime/features/admin-preview/terms-diff.js';

const yesNo = { yes: 'Ja', no: 'Nei' };
const nbsp = '\u00a0';

describe('the terms as customers see them', () => {
  it('flattens a document to key paths in its order', () => {
    expect(flattenTerms({ a: { b: 1, c: [{ d: true }, 'x'] }, e: null })).toEqual([
      ['a.b', 1],
      ['a.c[0].d', true],
      ['a.c[1]', 'x'],
      ['e', null],
    ]);
  });

  it('writes amounts as money, rates in percent and booleans as yes or no', () => {
    expect(customerValue('fees.kontoAdmin.amount', 29, 'no', yesNo)).toBe(`29${nbsp}kr`);
    expect(customerValue('fees.x.minAmount', 1500.5, 'no', yesNo)).toBe(`1${nbsp}500,50${nbsp}kr`);
    expect(customerValue('rates.konto.yearlyRate', 29.91, 'no', yesNo)).toBe(`29,91${nbsp}%`);
    expect(customerValue('fees.monthlyInvoice.available', false, 'no', yesNo)).toBe('Nei');
    expect(customerValue('fees.splitSetUp.byTerm[0].months', 12, 'no', yesNo)).toBe('12');
    expect(customerValue('locale', 'nb', 'no', yesNo)).toBe('nb');
  });

  it('marks what an edit changed, added and removed', () => {
    const committed = { fees: { a: { amount: 29 }, b: { amount: 39 }, gone: true } };
    const current = { fees: { a: { amount: 35 }, b: { amount: 39 }, c: { rate: 1.5 } } };
    expect(termsDiff(committed, current, 'no', yesNo)).toEqual([
      { key: 'fees.a.amount', committed: `29${nbsp}kr`, current: `35${nbsp}kr`, change: 'changed' },
      { key: 'fees.b.amount', committed: `39${nbsp}kr`, current: `39${nbsp}kr`, change: 'same' },
      { key: 'fees.c.rate', committed: null, current: `1,5${nbsp}%`, change: 'added' },
      { key: 'fees.gone', committed: 'Ja', current: null, change: 'removed' },
    ]);
  });

  it('without a committed version every row is new', () => {
    expect(termsDiff(null, { a: 1 }, 'se', yesNo)).toEqual([
      { key: 'a', committed: null, current: '1', change: 'added' },
    ]);
  });
});

describe('the pages of a country', () => {
  it('fills the brand with the own brand and leaves ids and steps without a link', () => {
    expect(pageHref('no', '')).toBe('/no');
    expect(pageHref('no', 'app/purchases/:brand')).toBe('/no/app/purchases/nordpay');
    expect(pageHref('no', 'app/purchases/:brand/:id')).toBeNull();
    expect(pageHref('no', 'app/invoices/:brand?/:id?/steps/amount')).toBeNull();
  });

  it('lists public and logged-in pages of the country only', () => {
    const dk = countryPages('dk');
    expect(dk.public.some((page) => page.name === 'home' && page.href === '/dk')).toBe(true);
    expect(dk.public.some((page) => page.name === 'private-loan')).toBe(false);
    expect(dk.loggedIn.some((page) => page.name === 'app' && page.href === '/dk/app')).toBe(true);
    expect(dk.public.some((page) => page.path.startsWith('/dk/app'))).toBe(false);
  });
});
