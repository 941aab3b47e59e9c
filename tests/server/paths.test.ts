import { describe, expect, it } from 'vitest';
import {
  companionOf,
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
