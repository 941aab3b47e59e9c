import { describe, expect, it } from 'vitest';
import {
  companionOf,
  failsParamRules,
  lowerCaseCountry,
  redirectFor,
  routeOf,
  sameSiteLocation,
  splitCountry,
  stripBrandSuffix,
} from '../../runtime/server/paths.js';

describe('redirectFor', () => {
  it('sends the root to se, or to the locale cookie country', () => {
    expect(redirectFor('/', '', null)).toEqual({ status: 302, location: '/se' });
    expect(redirectFor('/', '?a=1', 'fi')).toEqual({ status: 302, location: '/fi?a=1' });
  });

  it('collapses double slashes with a 301 and never names another host', () => {
    expect(redirectFor('/se//about-us', '', null)).toEqual({
      status: 301,
      location: '/se/about-us',
    });
    expect(redirectFor('//evil.com', '', null)).toEqual({ status: 301, location: '/evil.com' });
    expect(redirectFor('///evil.com//x', '?q', null)?.location).toBe('/evil.com/x?q');
  });

  it('keeps encoded slashes and backslashes on the site', () => {
    const encoded = redirectFor('/%2F%2Fevil.com', '', null);
    expect(encoded?.location).toBe('/se/%2F%2Fevil.com');
    expect(sameSiteLocation('/\\evil.com')).toBe('/%5Cevil.com');
    expect(sameSiteLocation('//\\/evil.com')).not.toMatch(/^\/\/|^\/\\/);
  });

  it('drops a country suffix of the brand in invoice and purchase URLs (301)', () => {
    expect(redirectFor('/se/app/invoices/fjallmodese/2024-01-01', '', null)).toEqual({
      status: 301,
      location: '/se/app/invoices/fjallmode/2024-01-01',
    });
    expect(redirectFor('/se/app/purchases/hemmahusfi/123', '?x=1', null)).toEqual({
      status: 301,
      location: '/se/app/purchases/hemmahus/123?x=1',
    });
    expect(stripBrandSuffix('/app/purchases/nordpaydk')).toBe('/app/purchases/nordpay');
    expect(stripBrandSuffix('/se/app/invoices/fjallmode/2024-01-01')).toBeNull();
    expect(stripBrandSuffix('/se/app/profile/fjallmodese')).toBeNull();
    expect(stripBrandSuffix('/se/app/purchases/unknownse')).toBeNull();
  });

  it('lower-cases a country code typed in capitals (301), on this site only', () => {
    expect(redirectFor('/SE/about-us', '', null)).toEqual({
      status: 301,
      location: '/se/about-us',
    });
    expect(redirectFor('/Fi', '?a=1', 'se')).toEqual({ status: 301, location: '/fi?a=1' });
    expect(redirectFor('/DK/app/todo/', '', null)?.location).toBe('/dk/app/todo/');
    // The rest of the path is kept as it is, still on this site.
    expect(redirectFor('/NO/%2F%2Fevil.com', '', null)?.location).toBe('/no/%2F%2Fevil.com');
    expect(redirectFor('/NO/\\evil.com', '', null)?.location).toBe('/no/%5Cevil.com');
    // Not a country in any case: a path without one, as before.
    expect(redirectFor('/EN/about-us', '', null)).toEqual({
      status: 302,
      location: '/se/EN/about-us',
    });
    expect(lowerCaseCountry('/se/about-us')).toBeNull();
  });

  it('adds the country to a path without one (302), cookie first', () => {
    expect(redirectFor('/about-us', '', null)).toEqual({ status: 302, location: '/se/about-us' });
    expect(redirectFor('/app/todo', '?a=b', 'no')).toEqual({
      status: 302,
      location: '/no/app/todo?a=b',
    });
  });

  it('leaves country pages and build files alone', () => {
    expect(redirectFor('/se', '', null)).toBeNull();
    expect(redirectFor('/dk/about-us', '', 'se')).toBeNull();
    expect(redirectFor('/assets/app-abc.js', '', null)).toBeNull();
    expect(redirectFor('/robots.txt', '', null)).toBeNull();
    expect(redirectFor('/favicon.ico', '', null)).toBeNull();
  });
});

describe('path helpers', () => {
  it('splits the country off', () => {
    expect(splitCountry('/se/about-us/')).toEqual({ country: 'se', rest: 'about-us' });
    expect(splitCountry('/xx/about-us')).toEqual({ country: null, rest: 'xx/about-us' });
  });

  it('finds routes per country', () => {
    expect(routeOf('se', '')).toBe('home');
    expect(routeOf('se', 'about-us')).toBe('about-us');
    expect(routeOf('se', 'private-loan')).toBe('private-loan');
    expect(routeOf('dk', 'private-loan')).toBeUndefined();
    expect(routeOf('se', 'no-such-page')).toBeUndefined();
  });

  it('recognises the script companion', () => {
    expect(companionOf('/se/about-us/script')).toEqual({ page: '/se/about-us', suffix: 'script' });
    expect(companionOf('/se/about-us')).toBeNull();
  });
});

describe('failsParamRules (spec 8: a route validation failure is a 404)', () => {
  it('is true for an invoice or purchase URL whose brand is none', () => {
    expect(failsParamRules('se', 'app/invoices/nosuchbrand/2024-01-15')).toBe(true);
    expect(failsParamRules('se', 'app/purchases/nosuchbrand')).toBe(true);
    expect(failsParamRules('se', 'app/purchases/nosuchbrand/123')).toBe(true);
    expect(failsParamRules('no', 'ppi/nosuchbrand')).toBe(true);
  });

  it('is true for the other rules the table gives: invoice type, date, order id', () => {
    expect(failsParamRules('se', 'app/invoices/fjallmode/2024-13-45')).toBe(true);
    expect(failsParamRules('se', 'app/purchases/fjallmode/not an id!')).toBe(true);
  });

  it('is false for paths whose parameters pass, whatever their country', () => {
    for (const country of ['se', 'no', 'fi', 'dk'] as const) {
      expect(failsParamRules(country, 'app/invoices/fjallmode/2024-01-15')).toBe(false);
      expect(failsParamRules(country, 'app/purchases/hemmahus/ORD-123')).toBe(false);
      expect(failsParamRules(country, 'ppi/skogsport')).toBe(false);
      expect(failsParamRules(country, '')).toBe(false);
    }
    expect(failsParamRules('se', 'app/invoices/2024-01-15')).toBe(false);
  });

  it('is false for a path no route has the shape of: the app decides (login, spec 6)', () => {
    expect(failsParamRules('se', 'no-such-page-here')).toBe(false);
    expect(failsParamRules('se', 'app/no/such/page/at/all')).toBe(false);
  });
});
