/**
 * Spec 4 "Route change" and "Pending polling", table-driven: which routes refetch the base data,
 * what a failed answer raises, and when the payments data is polled.
 */
import { describe, expect, it } from 'vitest';
import { ApiProblemError } from '../../../../../generated/api/errors.js';
import type { PaymentsOverview } from '../../../../../generated/entities/types.js';
import { ROUTES, type RouteName } from '../../../../../generated/routes/table.js';
import { errorPageStatus, refetchesBaseData } from '../../../../../runtime/shared/api/base-data.js';
import { hasPending, pendingPollMs } from '../../../../../runtime/shared/api/payments.js';
import { account, invoice, order } from '../overview/build.js';

describe('route change: "refetches base data unless on purchase or invoice detail routes"', () => {
  it.each([
    ['app', true],
    ['app-payments-overview', true],
    ['app-todo', true],
    ['app-notifications', true],
    ['app-purchases', true],
    ['app-purchases-brand', true],
    ['app-account-brand', true],
    ['app-profile-bank', true],
    ['app-purchases-brand-id', false],
    ['app-invoices-brand-id', false],
  ] as const)('%s refetches: %s', (route, refetches) => {
    expect(refetchesBaseData(route)).toBe(refetches);
  });

  it('skips exactly the routes the route table marks', () => {
    const skipped = (Object.keys(ROUTES) as RouteName[]).filter((r) => !refetchesBaseData(r));
    expect(skipped.length).toBeGreaterThanOrEqual(2);
    for (const route of skipped) expect(ROUTES[route].skipBaseRefetch).toBe(true);
  });

  it('refetches on a path no route names', () => {
    expect(refetchesBaseData(null)).toBe(true);
  });
});

describe('a failed answer: "a non-200 result raises the error page with that status"', () => {
  const failed = (status: number) =>
    new ApiProblemError({ type: 'about:blank', title: 'x', status });
  it.each([
    { status: 500, page: 500 },
    { status: 502, page: 502 },
    { status: 503, page: 503 },
    { status: 504, page: 504 },
    { status: 409, page: 409 },
    // "A 404 on app routes is treated as success."
    { status: 404, page: null },
    // Spec 6: 401 and 403 log the customer out instead.
    { status: 401, page: null },
    { status: 403, page: null },
  ])('$status raises $page', ({ status, page }) => {
    expect(errorPageStatus(failed(status))).toBe(page);
  });

  it('a lost connection is 504, no error none', () => {
    expect(errorPageStatus(new TypeError('Failed to fetch'))).toBe(504);
    expect(errorPageStatus(null)).toBeNull();
  });
});

describe('pending polling: "while any order, the open account\'s current invoice, or any item in the lists has status 904 ... again after 5 seconds"', () => {
  const data = (extra: Partial<PaymentsOverview>): PaymentsOverview => ({
    orders: [],
    accounts: [],
    ...extra,
  });
  it.each([
    { name: 'nothing', data: data({}), poll: false },
    { name: 'a due purchase', data: data({ orders: [order()] }), poll: false },
    {
      name: 'a scheduled purchase (901)',
      data: data({ orders: [order({ orderStatusWeb: 901 })] }),
      poll: false,
    },
    {
      name: 'a purchase in 904',
      data: data({ orders: [order(), order({ orderStatusWeb: 904 })] }),
      poll: true,
    },
    {
      name: 'an account whose current invoice is 904',
      data: data({ accounts: [account({ currentInvoiceStatus: 904 })] }),
      poll: true,
    },
    {
      name: 'a current invoice object in 904',
      data: data({ accounts: [account({ currentInvoice: invoice({ status: 904 }) })] }),
      poll: true,
    },
    {
      name: 'a listed invoice in 904',
      data: data({ accounts: [account({ invoices: [invoice({ status: 904 })] })] }),
      poll: true,
    },
    {
      name: 'an account in 901',
      data: data({ accounts: [account({ currentInvoiceStatus: 901 })] }),
      poll: false,
    },
  ])('$name: polls $poll', ({ data: value, poll }) => {
    expect(hasPending(value)).toBe(poll);
    expect(pendingPollMs(value)).toBe(poll ? 5000 : false);
  });

  it('no data, no polling', () => {
    expect(pendingPollMs(undefined)).toBe(false);
  });
});
