import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteName } from '../../../../generated/routes/table.js';
import { pageFile, plannedRoutes } from '../../../../runtime/shared/routing/plan.js';
import {
  routeOfRouterId,
  routerIdOf,
  stepPageOf,
  stepRouteOf,
} from '../../../../runtime/shared/routing/step-pages.js';

const stepRoutes = (Object.keys(ROUTES) as RouteName[]).filter((name) => stepPageOf(name));

describe('the step pages of a host page', () => {
  it('are the routes under `<host path>/steps/`, every one the spec lists (spec 2)', () => {
    expect(stepRoutes.map((name) => stepPageOf(name)?.step).sort()).toEqual(
      [
        // invoices: amount, bank, freemonth, mobilepay, pay, select, start, submission, swish, trustly, vipps
        ...['amount', 'bank', 'freemonth', 'mobilepay', 'pay', 'select', 'start'],
        ...['submission', 'swish', 'trustly', 'vipps'],
        // purchases: bank, mobilepay, monthio, pay, return, select, signicat, snooze, start, ...
        ...['bank', 'mobilepay', 'monthio', 'pay', 'return', 'select', 'signicat', 'snooze'],
        ...['start', 'submission', 'swish', 'trustly', 'twofactor', 'vipps'],
      ].sort(),
    );
    expect(stepPageOf('app-purchases-brand-id-steps-snooze')).toEqual({
      host: 'app-purchases-brand-id',
      step: 'snooze',
    });
    for (const name of stepRoutes) {
      const { host, step } = stepPageOf(name)!;
      expect(ROUTES[name].path).toBe(`${ROUTES[host].path}/steps/${step}`);
    }
    expect(stepPageOf('app-purchases-brand-id')).toBeNull();
    expect(stepPageOf('app-profile-bank')).toBeNull();
  });

  it('share one router route per host and country, whose step param names the route', () => {
    expect(routerIdOf('app-invoices-brand-id-steps-amount', 'se')).toBe(
      'app-invoices-brand-id-steps__se',
    );
    expect(routerIdOf('app-invoices-brand-id', 'fi')).toBe('app-invoices-brand-id__fi');
    for (const name of stepRoutes) {
      const { host, step } = stepPageOf(name)!;
      expect(routeOfRouterId(routerIdOf(name, 'dk'), { step })).toBe(name);
      expect(stepRouteOf(host, step)).toBe(name);
    }
    expect(routeOfRouterId('app-purchases-brand-id-steps__no', { step: 'nope' })).toBeNull();
    expect(routeOfRouterId('app-purchases-brand-id-steps__no', {})).toBeNull();
    expect(stepRouteOf('app-invoices-brand-id', 'snooze')).toBeNull();
  });

  it('are drawn by their host steps module, planned once that module exists', () => {
    expect(pageFile('app-purchases-brand-id-steps-bank')).toBe(
      'routes/steps/app-purchases-brand-id.tsx',
    );
    expect(pageFile('app-purchases-brand-id')).toBe('routes/pages/app-purchases-brand-id.tsx');
    const planned = plannedRoutes().map((route) => route.name);
    for (const name of stepRoutes) expect(planned).toContain(name);
  });
});
