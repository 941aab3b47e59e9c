import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  keepCountryRoutes,
  leavesRoutedCountry,
} from '../../../../runtime/shared/routing/manifest.js';
import { countryRouteIds } from '../../../../runtime/shared/routing/manifest-module.js';

const ids = [
  'root',
  'country__se',
  'layout-public__se',
  'home__se',
  'country__no',
  'home__no',
  'country__dk',
  'app-invoices-brand-id__dk',
];

describe("the router's routes", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("are the root and the page's country", () => {
    expect(countryRouteIds(ids, 'se')).toEqual([
      'root',
      'country__se',
      'layout-public__se',
      'home__se',
    ]);
    expect(countryRouteIds(ids, 'dk')).toEqual([
      'root',
      'country__dk',
      'app-invoices-brand-id__dk',
    ]);
  });

  it("are taken out of the manifest before the router is made, and another country's path leaves", () => {
    const routes = Object.fromEntries(ids.map((id) => [id, { id }]));
    vi.stubGlobal('window', { __reactRouterManifest: { routes } });
    keepCountryRoutes('/no/about-us');
    expect(Object.keys(routes)).toEqual(['root', 'country__no', 'home__no']);
    expect(leavesRoutedCountry('/se/payment-options')).toBe(true);
    expect(leavesRoutedCountry('/no/anything')).toBe(false);
    expect(leavesRoutedCountry('/xx/anything')).toBe(false);
  });

  it('are all kept on a path of no country', () => {
    const routes = Object.fromEntries(ids.map((id) => [id, { id }]));
    vi.stubGlobal('window', { __reactRouterManifest: { routes } });
    keepCountryRoutes('/nowhere');
    expect(Object.keys(routes)).toEqual(ids);
  });
});
