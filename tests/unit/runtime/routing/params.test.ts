import type { MiddlewareFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { brandSlugs } from '../../../../generated/brands.js';
import { countryCodes } from '../../../../generated/countries/index.js';
import {
  buildPath,
  ROUTES,
  type ParamRuleId,
  type RouteName,
} from '../../../../generated/routes/table.js';
import { checkRouteParams, pathPassesRules } from '../../../../runtime/shared/routing/params.js';

type MiddlewareArgs = Parameters<MiddlewareFunction>[0];

/** The middleware's answer for a path: what it throws (a 404), or nothing. */
function check(pathname: string, params: Record<string, string> = {}): unknown {
  try {
    const url = new URL(pathname, 'http://localhost');
    void checkRouteParams({ url, pattern: '', params } as unknown as MiddlewareArgs, () =>
      Promise.resolve(undefined),
    );
    return undefined;
  } catch (thrown) {
    return thrown;
  }
}

const names = Object.keys(ROUTES) as RouteName[];
const brandRoutes = names.filter((name) =>
  Object.values(ROUTES[name].params as Record<string, string>).includes('brand'),
);
// A value each rule accepts, for the parameters beside the brand.
const VALID: Record<ParamRuleId, string> = {
  brand: 'nordpay',
  invoiceType: 'konto',
  invoiceDate: '2024-01-15',
  orderId: 'A1',
  email: 'a@b.se',
  loginState: 'error',
  documentItem: '1',
  paymentAmount: '100.5',
  paymentMethod: 'swish',
  paymentReference: 'abc-123',
  stepFlow: 'autogiro',
  identificationResult: 'identified',
  incomeReference: 'iv-abc-123',
  loanFigure: '50000',
  loanApplication: 'la-abc-123',
};
const sample = (name: RouteName, brand: string) =>
  Object.fromEntries(
    Object.entries(ROUTES[name].params as Record<string, ParamRuleId>).map(([param, rule]) => [
      param,
      rule === 'brand' ? brand : VALID[rule],
    ]),
  );

describe('route parameters (spec 8: a route validation failure is a 404)', () => {
  it('has brand routes to check', () => {
    expect(brandRoutes).toContain('ppi-brand');
  });

  for (const name of brandRoutes) {
    it(`${name}: the brand must be one of the five, in each of its countries`, () => {
      for (const country of ROUTES[name].countries) {
        for (const brand of brandSlugs) {
          const path = `/${country}${buildPath(ROUTES[name].path, sample(name, brand))}`;
          expect(pathPassesRules(path), path).toBe(true);
        }
        for (const brand of ['no-such-brand', 'nordpayse', 'NORDPAY']) {
          const path = `/${country}${buildPath(ROUTES[name].path, sample(name, brand))}`;
          // Another route of the same shape may take the value by its own rule (an invoice
          // type); a brand-like value that is no brand is taken by none.
          expect(pathPassesRules(path), path).toBe(false);
        }
      }
    });
  }

  it('a failure is a 404 error response, a pass goes on', () => {
    expect(check('/se/ppi/no-such-brand')).toMatchObject({ init: { status: 404 } });
    expect(check('/se/ppi/nordpay')).toBeUndefined();
    expect(check('/fi/ppi/kustkok/')).toBeUndefined();
  });

  it('places optional parameters by their rules', () => {
    expect(pathPassesRules('/se/app/invoices/2024-01-15')).toBe(true);
    expect(pathPassesRules('/se/app/invoices/nordpay/2024-01-15')).toBe(true);
    expect(pathPassesRules('/se/app/invoices/konto')).toBe(true);
    expect(pathPassesRules('/se/app/invoices/2024-13-45')).toBe(false);
  });

  it('pages without parameters pass in their countries', () => {
    for (const country of countryCodes) {
      expect(pathPassesRules(`/${country}`)).toBe(true);
      expect(pathPassesRules(`/${country}/about-us`)).toBe(true);
    }
    expect(pathPassesRules('/xx/about-us')).toBe(false);
  });
});

describe('the catch-all route', () => {
  it('is left to draw a path of no route’s shape (the not-found page, or login in app/)', () => {
    expect(check('/se/no-such-page', { '*': 'no-such-page' })).toBeUndefined();
    expect(check('/se/app/no-such-page', { '*': 'app/no-such-page' })).toBeUndefined();
    // Matched by a route's shape instead, a failing parameter is still the middleware's 404.
    expect(check('/se/ppi/no-such-brand', { brand: 'no-such-brand' })).toMatchObject({
      init: { status: 404 },
    });
  });
});
