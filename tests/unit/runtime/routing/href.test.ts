/**
 * The one link builder (runtime/shared/routing/href.ts). Its `@ts-expect-error` lines are type
 * tests: `npm run typecheck` fails when one of them compiles, so a wrong param name, a missing
 * param, a value outside its rule or a route a country lacks stays a type error. Each is also
 * run, to show what a cast past the types gets at runtime.
 */
import { describe, expect, it } from 'vitest';
import { brandSlugs, type BrandSlug } from '../../../../generated/brands.js';
import { countryCodes, type CountryCode } from '../../../../generated/countries/index.js';
import type { CountryRouteName as DkRoute } from '../../../../generated/routes/dk.js';
import type { CountryRouteName as FiRoute } from '../../../../generated/routes/fi.js';
import type { CountryRouteName as NoRoute } from '../../../../generated/routes/no.js';
import type { CountryRouteName as SeRoute } from '../../../../generated/routes/se.js';
import { ROUTES, type RouteName } from '../../../../generated/routes/table.js';
import {
  href,
  hrefOf,
  routePattern,
  type HrefTarget,
  type RouteIn,
} from '../../../../runtime/shared/routing/href.js';

/** Compiles only when A and B are the same type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// A literal country has exactly the routes of its generated module (generated/routes/<cc>.ts).
export const sameRoutes: [
  Same<RouteIn<'se'>, SeRoute>,
  Same<RouteIn<'no'>, NoRoute>,
  Same<RouteIn<'fi'>, FiRoute>,
  Same<RouteIn<'dk'>, DkRoute>,
  Same<RouteIn<CountryCode>, SeRoute & NoRoute & FiRoute & DkRoute>,
] = [true, true, true, true, true];

describe('href', () => {
  it('fills the path params of a route under its country; a home has no trailing slash', () => {
    expect(href('se', 'home')).toBe('/se');
    expect(href('no', 'app')).toBe('/no/app');
    expect(href('fi', 'app-purchases-brand-id', { brand: 'hemmahus', id: 'A-1' })).toBe(
      '/fi/app/purchases/hemmahus/A-1',
    );
    expect(href('dk', 'login-result-state', { state: 'sessionTimeout' })).toBe(
      '/dk/login/result/sessionTimeout',
    );
  });

  it('encodes param values', () => {
    expect(href('se', 'app-profile-emails-email', { email: 'a+b@x.se' })).toBe(
      '/se/app/profile/emails/a%2Bb%40x.se',
    );
    expect(href('se', 'app-purchases-brand-id', { brand: 'nordpay', id: 'a/b?c' })).toBe(
      '/se/app/purchases/nordpay/a%2Fb%3Fc',
    );
  });

  it('leaves out a missing optional param with its segment', () => {
    expect(href('no', 'app-invoices-brand-id')).toBe('/no/app/invoices');
    expect(href('no', 'app-invoices-brand-id', { brand: 'nordpay' })).toBe(
      '/no/app/invoices/nordpay',
    );
    expect(href('no', 'app-invoices-brand-id-steps-pay', { id: '2024-01-15' })).toBe(
      '/no/app/invoices/2024-01-15/steps/pay',
    );
  });

  it('puts the route’s query params in the query, encoded, and only given ones', () => {
    expect(href('fi', 'login', { state: 'sessionTimeout' })).toBe('/fi/login?state=sessionTimeout');
    expect(href('fi', 'login', {})).toBe('/fi/login');
    expect(href('se', 'app-ppi-brand', { brand: 'kustkok', item: '7' })).toBe(
      '/se/app/ppi/kustkok?item=7',
    );
    expect(href('se', 'app-ppi-brand', { brand: 'kustkok' })).toBe('/se/app/ppi/kustkok');
  });

  it('takes a country known only at runtime for a route every country has', () => {
    for (const country of countryCodes) {
      const brand: BrandSlug = 'nordpay';
      expect(href(country, 'app-purchases-brand', { brand })).toBe(
        `/${country}/app/purchases/nordpay`,
      );
    }
  });

  it('takes a target kept as data, its params checked against its route', () => {
    const targets: HrefTarget<'app-purchases-brand-id' | 'app-invoices-brand-id'>[] = [
      { route: 'app-purchases-brand-id', params: { brand: 'nordpay', id: 'A1' } },
      { route: 'app-invoices-brand-id', params: { brand: 'nordpay', id: '2024-01-15' } },
    ];
    expect(targets.map((to) => href('dk', to.route, to.params))).toEqual([
      '/dk/app/purchases/nordpay/A1',
      '/dk/app/invoices/nordpay/2024-01-15',
    ]);
    const noId: HrefTarget<'app-purchases-brand-id'> = {
      route: 'app-purchases-brand-id',
      // @ts-expect-error a purchase needs its id
      params: { brand: 'nordpay' },
    };
    expect(noId.route).toBe('app-purchases-brand-id');
  });

  it('does not compile a wrong link; a cast past the types fails instead of linking to a 404', () => {
    // @ts-expect-error Denmark has no private loan
    expect(() => href('dk', 'private-loan')).toThrow('dk has no route private-loan');
    const country = 'dk' as CountryCode;
    // @ts-expect-error not every country has the private loan
    expect(() => href(country, 'private-loan')).toThrow();
    // @ts-expect-error a BankID page is Sweden's only
    expect(() => href('no', 'login-providers-bankid-login')).toThrow();
    // @ts-expect-error the param is brand, not brnd
    expect(() => href('se', 'app-purchases-brand', { brnd: 'nordpay' })).toThrow(':brand');
    // @ts-expect-error the params are required
    expect(() => href('se', 'app-purchases-brand-id')).toThrow();
    // @ts-expect-error app takes no params
    expect(href('se', 'app', { brand: 'nordpay' })).toBe('/se/app');
    // @ts-expect-error no id on a brand's purchases
    expect(href('se', 'app-purchases-brand', { brand: 'nordpay', id: 'A1' })).toBe(
      '/se/app/purchases/nordpay',
    );
    // @ts-expect-error not one of the brands
    expect(href('se', 'app-purchases-brand', { brand: 'acme' })).toBe('/se/app/purchases/acme');
    // @ts-expect-error not an invoice type
    expect(href('se', 'app-invoices-type', { type: 'freepart' })).toBe('/se/app/invoices/freepart');
    // @ts-expect-error not a login state
    expect(href('se', 'login', { state: 'happy' })).toBe('/se/login?state=happy');
    // @ts-expect-error not a route
    expect(() => href('se', 'app-nowhere')).toThrow();
    expect(href('se', 'private-loan')).toBe('/se/private-loan');
  });
});

describe('hrefOf: a route named by data', () => {
  it('builds what href builds', () => {
    expect(hrefOf('fi', 'app-purchases-brand-id', { brand: 'nordpay', id: 'A1' })).toBe(
      href('fi', 'app-purchases-brand-id', { brand: 'nordpay', id: 'A1' }),
    );
    expect(hrefOf('se', 'login', { state: 'sessionTimeout' })).toBe(
      '/se/login?state=sessionTimeout',
    );
  });

  it('gives null for a route the country lacks and for params that name no page', () => {
    expect(hrefOf('dk', 'private-loan')).toBeNull();
    expect(hrefOf('se', 'private-loan')).toBe('/se/private-loan');
    expect(hrefOf('se', 'app-purchases-brand-id', { brand: 'nordpay' })).toBeNull();
    expect(hrefOf('se', 'app-purchases-brand', { brand: 'acme' })).toBeNull();
    expect(hrefOf('se', 'app-purchases-brand', { brand: '' })).toBeNull();
  });

  it('ignores params the route does not have (a back link passes the current page’s)', () => {
    expect(hrefOf('no', 'app-purchases', { brand: 'nordpay', id: 'A1' })).toBe('/no/app/purchases');
  });

  it('links every route in each of its countries, with valid params', () => {
    const sample: Record<string, string> = {
      brand: brandSlugs[0],
      id: '2024-01-15',
      type: 'konto',
      state: 'error',
      email: 'a@b.se',
    };
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      for (const country of countryCodes) {
        const has = (ROUTES[name].countries as readonly string[]).includes(country);
        const link = hrefOf(country, name, sample);
        expect(link === null, `${country} ${name}`).toBe(!has);
        if (link)
          expect(link.startsWith(routePattern(country, name).split('/:')[0] ?? '')).toBe(true);
      }
    }
  });
});
