/**
 * The menu by account state (spec 2), table-driven: single or multi account links by how many
 * konto and monthly accounts or free-part orders are due, the refund count, the insurance link to
 * one account or to the list, and the insurance offer.
 */
import { describe, expect, it } from 'vitest';
import type { PaymentsOverview } from '../../../../../generated/entities/types.js';
import { sessionUserOf } from '../../../../../runtime/shared/session/session-user.js';
import { account, order } from '../overview/build.js';

const user = (data: Partial<PaymentsOverview>, unreadNotifications = 0) =>
  sessionUserOf({ payments: { orders: [], accounts: [], ...data }, unreadNotifications });

const freepart = (extra = {}) =>
  order({ orderType: '08', paymentMethodOrder: '08', orderStatusWeb: 13, ...extra });
const ppi = { brand: 'skogsport', insured: true, startDate: '2026-01-01' };

describe('"single or multi-account links depending on how many konto and monthly accounts or free-part orders are due"', () => {
  it.each([
    { name: 'nothing due', data: {}, count: 0, dueItem: null },
    {
      name: 'one konto due',
      data: { accounts: [account()] },
      count: 1,
      dueItem: { kind: 'konto', brand: 'skogsport' },
    },
    {
      name: 'one monthly due',
      data: {
        accounts: [
          account({ type: 'monthly', accountBrand: 'fjallmode', currentInvoiceStatus: 901 }),
        ],
      },
      count: 1,
      dueItem: { kind: 'monthly', brand: 'fjallmode' },
    },
    {
      name: 'one freepart instalment due',
      data: { orders: [freepart({ orderID: '77', brand: 'hemmahus' })] },
      count: 1,
      dueItem: { kind: 'freepart', brand: 'hemmahus', orderId: '77' },
    },
    {
      name: 'a freepart fully paid',
      data: { orders: [freepart({ orderStatusWeb: 3, orderInvoiceAmount: 0 })] },
      count: 0,
      dueItem: null,
    },
    {
      name: 'a due 14-day purchase is no account',
      data: { orders: [order()] },
      count: 0,
      dueItem: null,
    },
    {
      name: 'a konto with nothing to pay',
      data: { accounts: [account({ adjustedFullInvoiceAmount: 0 })] },
      count: 0,
      dueItem: null,
    },
    {
      name: 'a konto and a freepart',
      data: { accounts: [account()], orders: [freepart()] },
      count: 2,
      dueItem: null,
    },
    {
      name: 'two kontos',
      data: { accounts: [account(), account({ accountBrand: 'fjallmode' })] },
      count: 2,
      dueItem: null,
    },
  ])('$name: count $count', ({ data, count, dueItem }) => {
    const result = user(data as Partial<PaymentsOverview>);
    expect(result.counts.dueAccountsAndFreepartOrders).toBe(count);
    expect(result.dueItem).toEqual(dueItem);
  });
});

describe('"Insurance link: if exactly one account of type konto carries ppi info ... my-insurance/{brand}; if several, connected-ppis"', () => {
  it.each([
    { name: 'no konto', accounts: [], count: 0, brand: null, offer: false },
    { name: 'a konto without ppi', accounts: [account()], count: 0, brand: null, offer: true },
    {
      name: 'a konto with ppi',
      accounts: [account({ hasPPI: true, ppiInformation: ppi })],
      count: 1,
      brand: 'skogsport',
      offer: false,
    },
    {
      name: 'two kontos with ppi',
      accounts: [
        account({ hasPPI: true, ppiInformation: ppi }),
        account({ accountBrand: 'fjallmode', hasPPI: true }),
      ],
      count: 2,
      brand: null,
      offer: false,
    },
    {
      name: 'a monthly account never counts',
      accounts: [account({ type: 'monthly', hasPPI: true })],
      count: 0,
      brand: null,
      offer: false,
    },
    {
      name: 'one insured, one not',
      accounts: [
        account({ hasPPI: true, ppiInformation: ppi }),
        account({ accountBrand: 'fjallmode' }),
      ],
      count: 1,
      brand: 'skogsport',
      offer: true,
    },
  ])('$name', ({ accounts, count, brand, offer }) => {
    const result = user({ accounts });
    expect(result.counts.kontoAccountsWithPpi).toBe(count);
    expect(result.insuredBrand).toBe(brand);
    expect(result.hasKontoAccountWithoutPpi).toBe(offer);
  });
});

describe('refund count: refunds waiting for the customer (offered, not yet confirmed)', () => {
  it.each([
    { name: 'none', orders: [order()], accounts: [], count: 0 },
    {
      name: 'a purchase with a refund to confirm',
      orders: [order({ hasRefund: true })],
      accounts: [],
      count: 1,
    },
    {
      name: 'a confirmed (PENDING) refund no longer waits for the customer',
      orders: [order({ hasRefund: true, refundStatus: 'PENDING' })],
      accounts: [],
      count: 0,
    },
    {
      name: 'a CREATED refund is paid out',
      orders: [order({ hasRefund: true, refundStatus: 'CREATED' })],
      accounts: [],
      count: 0,
    },
    {
      name: 'an account refund to confirm and a confirmed one',
      orders: [],
      accounts: [
        account({ hasRefund: true }),
        account({ hasRefund: true, refundStatus: 'PENDING' }),
      ],
      count: 1,
    },
    {
      name: 'two to confirm, one confirmed',
      orders: [
        order({ hasRefund: true }),
        order({ hasRefund: true }),
        order({ hasRefund: true, refundStatus: 'PENDING' }),
      ],
      accounts: [],
      count: 2,
    },
  ])('$name: $count', ({ orders, accounts, count }) => {
    expect(user({ orders, accounts }).counts.pendingRefunds).toBe(count);
  });
});

describe('the bell', () => {
  it('carries the unread notifications it is given', () => {
    expect(user({}, 4).counts.unreadNotifications).toBe(4);
    expect(sessionUserOf({ payments: undefined, unreadNotifications: 0 }).counts).toEqual({
      unreadNotifications: 0,
      pendingRefunds: 0,
      dueAccountsAndFreepartOrders: 0,
      kontoAccountsWithPpi: 0,
    });
  });
});
