import { describe, expect, it } from 'vitest';
import { brandSlugs } from '../../../../generated/brands.js';
import { PARAM_RULES, ROUTES, type RouteName } from '../../../../generated/routes/table.js';
import {
  isPrerendered,
  layoutFile,
  pageFile,
  plannedRoutes,
  prerenderPaths,
} from '../../../../runtime/shared/routing/plan.js';

const all = () => true;

describe('the route plan', () => {
  it('finds the page and layout modules on disk', () => {
    const served = plannedRoutes().map((r) => r.name);
    expect(served).toContain('home');
    expect(served).toContain('app-purchases');
  });

  it('serves a route exactly when its page module and its layout module exist', () => {
    const only = new Set([
      pageFile('home'),
      pageFile('about-us'),
      layoutFile('public'),
      layoutFile('editorial'),
    ]);
    expect(plannedRoutes((file) => only.has(file)).map((r) => r.name)).toEqual([
      'home',
      'about-us',
    ]);
    const withoutEditorial = plannedRoutes((file) => file !== layoutFile('editorial'));
    expect(withoutEditorial.map((r) => r.name)).toContain('home');
    expect(withoutEditorial.map((r) => r.name)).not.toContain('about-us');
  });

  it('prerenders public pages only: not the app, not behind login, not the preview', () => {
    const names = plannedRoutes(all)
      .filter((r) => isPrerendered(r.definition))
      .map((r) => r.name);
    expect(names).toContain('payment-options');
    expect(names).toContain('login');
    expect(names).not.toContain('preview');
    expect(names.some((n) => n.startsWith('app'))).toBe(false);
    for (const name of names) expect(ROUTES[name as RouteName].access).not.toBe('auth');
  });

  it('expands brands and login states, in every country of the route', () => {
    const paths = prerenderPaths(plannedRoutes(all));
    for (const brand of brandSlugs) expect(paths).toContain(`/dk/ppi/${brand}`);
    for (const state of PARAM_RULES.loginState.values) {
      expect(paths).toContain(`/fi/login/result/${state}`);
    }
    expect(paths).toContain('/se');
    expect(paths).toContain('/no/private-loan');
    // The spec: private loan is not offered in dk.
    expect(paths).not.toContain('/dk/private-loan');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('writes country paths without a trailing slash', () => {
    const paths = prerenderPaths(plannedRoutes(all));
    expect(paths).toContain('/se');
    expect(paths).toContain('/no/about-us');
    expect(paths.filter((path) => path.endsWith('/'))).toEqual([]);
  });
});
