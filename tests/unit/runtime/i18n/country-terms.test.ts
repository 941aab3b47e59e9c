import { describe, expect, it } from 'vitest';
import { countryTerms } from '../../../../generated/countries/index.js';
import { countryValue } from '../../../../runtime/shared/i18n/country-context.js';
import {
  ensurePageTerms,
  ensureTerms,
  loadedTerms,
  termsNeededBy,
} from '../../../../runtime/shared/i18n/country-terms.js';

describe("a country's terms in the browser", () => {
  it('are read by the logged-in area but its home, never by a public page', () => {
    expect(termsNeededBy('app-invoices-brand-id')).toBe(true);
    expect(termsNeededBy('app-purchases')).toBe(true);
    expect(termsNeededBy(null)).toBe(true);
    expect(termsNeededBy('app')).toBe(false);
    for (const route of ['home', 'payment-options', 'private-loan', 'login', 'login-result-state'])
      expect(termsNeededBy(route)).toBe(false);
  });

  it('fail when read before they are loaded, and are the generated terms once loaded', async () => {
    const value = countryValue('dk');
    expect(value.country).toBe('dk');
    expect(() => value.terms).toThrow(/dk terms are read, but not loaded/);
    await ensurePageTerms('/dk/payment-options');
    expect(() => loadedTerms('dk')).toThrow();
    await ensurePageTerms('/dk/app');
    expect(() => loadedTerms('dk')).toThrow();
    await ensurePageTerms('/dk/app/purchases');
    expect(value.terms).toBe(countryTerms('dk'));
    expect(await ensureTerms('dk')).toBe(countryTerms('dk'));
  });
});
