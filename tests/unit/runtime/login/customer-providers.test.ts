import { describe, expect, it } from 'vitest';
import { countryCodes, countryTerms } from '../../../../generated/countries/index.js';
import { customerProviders } from '../../../../runtime/features/login/customer-providers.js';

describe('the logins a customer chooses from', () => {
  it('are one e-ID, the first the terms list, and the e-mail link', () => {
    expect(customerProviders(['bankid', 'bankid-demo', 'email'])).toEqual(['bankid', 'email']);
    expect(
      customerProviders(['criipto', 'criipto-demo', 'signicat', 'signicat-demo', 'email']),
    ).toEqual(['criipto', 'email']);
    expect(customerProviders(['signicat-demo', 'signicat', 'email'])).toEqual([
      'signicat',
      'email',
    ]);
  });

  it('never hold a demo login, in any country', () => {
    for (const country of countryCodes) {
      const shown = customerProviders(countryTerms(country).login.providers);
      expect(
        shown.filter((provider) => provider.endsWith('-demo')),
        country,
      ).toEqual([]);
      expect(shown.length, country).toBe(2);
    }
  });
});
