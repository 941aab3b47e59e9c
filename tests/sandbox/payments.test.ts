import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InvoiceAnswer,
  OrderAnswer,
  PaymentsOverview,
  Problem,
  UserPreferences,
} from '../../generated/entities/types.js';
import { personas } from '../../sandbox/seed/personas.js';
import {
  engines,
  login,
  openTestDatabase,
  testApi,
  type TestApi,
  type TestDatabase,
} from './support.js';

const day = 24 * 60 * 60 * 1000;
const primaryOf = (id: string) =>
  personas.find((p) => p.id === id)?.emails.find((e) => e.primary)?.value ?? '';

describe.each(engines)('payments on %s', (engine) => {
  let t: TestDatabase;
  let api: TestApi;
  const tokens = new Map<string, string>();

  async function get<T>(id: string, path: string): Promise<{ status: number; body: T }> {
    let token = tokens.get(id);
    if (!token) {
      const persona = personas.find((p) => p.id === id);
      token = await login(api, primaryOf(id), persona?.country);
      tokens.set(id, token);
    }
    const res = await api.request(path, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as T };
  }
  const payments = (id: string) => get<PaymentsOverview>(id, '/service/payment/api/payments');

  beforeAll(async () => {
    t = await openTestDatabase(engine);
    api = await testApi(t.db, {}, { fromNoon: true });
  });
  afterAll(() => t.drop());

  it('every persona gets a payments overview that passes the answer validation', async () => {
    for (const p of personas) {
      const { status, body } = await payments(p.id);
      expect(status, p.id).toBe(200);
      expect(body.orders.length + body.accounts.length, p.id).toBeGreaterThan(0);
    }
    expect(api.errors).toEqual([]);
  });

  it('Anna: konto with a new invoice and ppi, monthly scheduled 901, exact amounts', async () => {
    const { body } = await payments('se-anna');
    const konto = body.accounts.find((a) => a.type === 'konto');
    expect(konto).toMatchObject({
      accountBrand: 'nordpayfinans',
      accountBrandDisplay: 'Nordpay',
      accountCompany: '02',
      accountNumber: 'SE-K-100001',
      currentInvoiceStatus: 1,
      adjustedFullInvoiceAmount: 1025,
      minimumAmountToPay: 475,
      balance: 12490,
      hasRefund: false,
      paymentMethodCustomer: '02',
      hasPPI: true,
      ppiInformation: { brand: 'nordpayfinans', insured: true, premium: 49 },
    });
    // Three paid (on time) and the current one.
    expect(konto?.invoices).toHaveLength(4);
    expect(konto?.currentInvoice?.invoiceDate).toBe(konto?.currentInvoiceDate);
    expect(konto?.currentInvoice?.transactions.map((x) => [x.sign, x.transactionAmount])).toEqual([
      ['+', 11500],
      ['+', 990],
      ['-', 980],
    ]);
    const monthly = body.accounts.find((a) => a.type === 'monthly');
    expect(monthly).toMatchObject({
      accountBrand: 'fjallmode',
      accountCompany: '07',
      currentInvoiceStatus: 901,
      paymentMethodCustomer: '03',
      hasPPI: false,
    });
    const order = body.orders.find((o) => o.orderID === 'SE1002');
    expect(order).toMatchObject({
      brand: 'nordpay',
      orderState: 'due',
      orderStatusWeb: 1,
      orderType: '04',
      daysToDueDate: 8,
      orderValue: 1197,
      totalOrderAmount: 1246,
      orderInvoiceAmount: 1246,
      orderFees: [{ orderFeeAmount: 49, type: 1 }],
    });
    // Lines sorted by SKU, descending; image id from brand prefix, two SKU parts and suffix.
    expect(order?.orderlines.map((l) => [l.SKU, l.productImage])).toEqual([
      ['10-305-02', 'NP_10_305_pi'],
      ['10-201-01', 'NP_10_201_pi'],
    ]);
  });

  it.each([
    ['se-sofia', 'SE3001', { orderState: 'overdue', daysToDueDate: -11 }],
    ['se-sofia', 'SE3002', { orderState: 'debt-collection', paymentStatus: 5 }],
    ['se-erik', 'SE2003', { orderState: 'partly-paid', ifspMonths: 3, orderInvoiceAmount: 2000 }],
    ['se-erik', 'SE2002', { orderType: '13', daysToDueDateCampaign: 30 }],
    ['se-lars', 'SE4001', { orderState: 'returned', refundStatus: 'PENDING', hasRefund: true }],
    ['se-lars', 'SE4002', { orderState: 'paused' }],
    ['se-lars', 'SE4003', { orderState: 'processing' }],
    [
      'se-olle',
      'SE6005',
      { orderState: 'new', orderInvoiceAmount: 0, unproccessedOrderValue: 498 },
    ],
    ['se-olle', 'SE6006', { orderState: 'scheduled', scheduled: true }],
  ] as const)('%s %s shows %o', async (persona, orderID, expected) => {
    const { body } = await payments(persona);
    expect(body.orders.find((o) => o.orderID === orderID)).toMatchObject(expected);
  });

  it('an account without a current invoice says so with the text null', async () => {
    await t.db.query(
      "update invoice_accounts set current_invoice_status = null, current_invoice_date = null where account_number = 'SE-M-100001'",
    );
    const { body } = await payments('se-anna');
    const monthly = body.accounts.find((a) => a.accountNumber === 'SE-M-100001');
    expect(monthly?.currentInvoiceDate).toBe('null');
    expect(monthly?.currentInvoice).toBeUndefined();
    expect(monthly?.adjustedFullInvoiceAmount).toBe(0);
    await t.db.query(
      "update invoice_accounts set current_invoice_status = 901, current_invoice_date = (select max(invoice_date) from invoices where account_number = 'SE-M-100001') where account_number = 'SE-M-100001'",
    );
  });

  it('getOrderPayment: own purchase 200; another customer, brand or id 404', async () => {
    const cases: [string, number][] = [
      ['/nordpay/SE1002', 200],
      ['/skogsport/SE1003', 200],
      ['/fjallmode/SE1002', 404],
      ['/nordpay/SE2001', 404], // Erik's
      ['/nordpay/NOPE', 404],
      ['/elsewhere/SE1002', 404], // not a brand (core §5)
    ];
    for (const [path, status] of cases) {
      const res = await get<OrderAnswer & Problem>(
        'se-anna',
        `/service/payment/api/payment/order${path}`,
      );
      expect(res.status, path).toBe(status);
      if (status === 200) expect(res.body.order.orderID).toBe(path.split('/')[2]);
      if (status === 404) expect(res.body.title).toBe('Not Found');
    }
    expect(api.errors).toEqual([]);
  });

  it('getInvoicePayment: by brand slug and invoice date; own brand answered by its main name', async () => {
    const { body } = await payments('se-anna');
    const konto = body.accounts.find((a) => a.type === 'konto');
    const date = konto?.currentInvoiceDate ?? '';
    const ok = await get<InvoiceAnswer>(
      'se-anna',
      `/service/payment/api/payment/invoice/nordpay/${date}`,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.invoice).toEqual(konto?.currentInvoice);
    expect(ok.body.invoice.brand).toBe('nordpayfinans');
    const cases: [string, string, number][] = [
      ['se-anna', `/skogsport/${date}`, 404],
      ['se-anna', '/nordpay/2001-01-01', 404],
      ['se-erik', `/nordpay/${date}`, 404],
      ['se-anna', '/nordpay/not-a-date', 400],
    ];
    for (const [persona, path, status] of cases) {
      const res = await get<Problem>(persona, `/service/payment/api/payment/invoice${path}`);
      expect(res.status, `${persona} ${path}`).toBe(status);
      expect(res.body.status).toBe(status);
    }
  });

  it.each([
    [
      'se-anna',
      { mandateStatus: 'linked', bankAccount: '****1234', bank: 'Swedbank', linkPending: false },
    ],
    ['se-erik', { mandateStatus: 'unlinked', bankAccount: '', bank: '', linkPending: false }],
    // A first link pending: unlinked, and the provider says it is pending (issue 11).
    ['se-sofia', { mandateStatus: 'unlinked', bankAccount: '', bank: '', linkPending: true }],
    [
      'fi-ville',
      {
        mandateStatus: 'linked',
        bankAccount: '****5102',
        bank: 'Säästöpankki',
        linkPending: false,
      },
    ],
  ] as const)('getPreferences for %s', async (persona, expected) => {
    const res = await get<UserPreferences>(persona, '/service/payment/preference');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expected);
  });

  it('needs a session: 401 without a bearer token', async () => {
    for (const path of [
      '/service/payment/api/payments',
      '/service/payment/api/payment/order/nordpay/SE1002',
      '/service/payment/preference',
    ]) {
      const res = await api.request(path);
      expect(res.status, path).toBe(401);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
    }
  });

  it('days to the due date follow the sandbox clock', async () => {
    await api.clock.advance(3 * day);
    tokens.clear();
    const { body } = await payments('se-anna');
    expect(body.orders.find((o) => o.orderID === 'SE1002')?.daysToDueDate).toBe(5);
    await api.clock.advance(10 * day);
    tokens.clear();
    const later = await payments('se-anna');
    expect(later.body.orders.find((o) => o.orderID === 'SE1002')).toMatchObject({
      daysToDueDate: -5,
      orderState: 'overdue',
    });
    await api.clock.reset();
    tokens.clear();
  });
});
