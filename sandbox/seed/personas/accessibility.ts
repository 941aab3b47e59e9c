import { line, tx, type Persona, type SeedOrder } from '../model.js';

/**
 * The customers of the screen-reader and keyboard-journey e2e tests
 * (tests/e2e/screen-reader.test.ts, tests/e2e/keyboard-journeys.test.ts), read by no other test
 * file: paying, postponing, splitting and confirming a refund change only their purchases. One in
 * each country, as the journeys run in each: bank linked; 14-day purchases due in 4 days (one
 * above the split limit) and a returned one whose refund waits; the Swedish one also has a konto
 * whose new invoice has a minimum below its total, for the screen-reader test.
 */
const due = (account: string, id: string, sku: string, name: string, price: bigint): SeedOrder => ({
  id,
  brand: 'nordpay',
  account,
  ordered: -10,
  due: 4,
  type: '04',
  web: 1,
  status: 2,
  lines: [line(sku, name, 1, price)],
});

/** A returned purchase whose refund waits for the customer to confirm it. */
const refundWaiting = (
  account: string,
  id: string,
  sku: string,
  name: string,
  paid: bigint,
): SeedOrder => ({
  id,
  brand: 'nordpay',
  account,
  ordered: -20,
  due: -6,
  type: '04',
  web: 7,
  status: 3,
  paid,
  hasRefund: true,
  lines: [line(sku, name, 1, paid, { returned: 1 })],
});

/**
 * The keyboard journeys' customer of a country other than Sweden, no konto: a purchase to pay
 * (<CC>8501), to postpone (8503), to split where the country offers it (8504, above the split
 * limit) and a returned one whose refund waits (8506), numbered as the Swedish customer's.
 */
const journeyCustomer = (
  persona: Omit<Persona, 'orders' | 'accounts'>,
  prefix: string,
  names: readonly [string, string, string, string],
): Persona => {
  const account = `${prefix}-I-${persona.customerNumber}`;
  const [toPay, toPostpone, toSplit, returned] = names;
  const sku = (n: number) => `60-${persona.customerNumber.slice(0, 3)}-0${n}`;
  return {
    ...persona,
    orders: [
      due(account, `${prefix}8501`, sku(1), toPay, 12900n),
      due(account, `${prefix}8503`, sku(3), toPostpone, 19900n),
      due(account, `${prefix}8504`, sku(4), toSplit, 199900n),
      refundWaiting(account, `${prefix}8506`, sku(6), returned, 14900n),
    ],
  };
};

export const accessibilityPersonas: readonly Persona[] = [
  {
    id: 'se-a11y',
    civicNumber: '19820909-1233',
    country: 'se',
    firstName: 'Linnea',
    name: 'Linnea Sjöberg',
    customerNumber: '119301',
    emails: [{ value: 'linnea.sjoberg@example.se', primary: true }],
    bankLink: { state: 'linked', account: '8327-9 555666777', bank: 'Swedbank' },
    shows:
      'the e2e screen-reader and keyboard customer: 14-day orders due in 4 days to pay, postpone and split; a refund to confirm; konto with a new invoice; bank linked',
    accounts: [
      {
        number: 'SE-K-119301',
        brand: 'kustkok',
        type: 'konto',
        status: 1,
        balance: 500000n,
        invoices: [
          {
            issued: -10,
            due: 20,
            full: 100000n,
            min: 25000n,
            ingoing: 400000n,
            lines: [tx(100, 400000n, 'openingBalance'), tx(410, 100000n, 'purchase')],
          },
        ],
      },
    ],
    orders: [
      due('SE-K-119301', 'SE8501', '50-850-01', 'Kaffekopp', 12900n),
      due('SE-K-119301', 'SE8502', '50-850-02', 'Tekanna', 24900n),
      due('SE-K-119301', 'SE8503', '50-850-03', 'Brödkorg', 19900n),
      due('SE-K-119301', 'SE8504', '50-850-04', 'Symaskin', 199900n),
      due('SE-K-119301', 'SE8505', '50-850-05', 'Handduk', 9900n),
      refundWaiting('SE-K-119301', 'SE8506', '50-850-06', 'Lampa', 14900n),
    ],
  },
  journeyCustomer(
    {
      id: 'no-a11y',
      civicNumber: '09098212326',
      country: 'no',
      firstName: 'Sigrid',
      name: 'Sigrid Moen',
      customerNumber: '219301',
      emails: [{ value: 'sigrid.moen@example.no', primary: true }],
      bankLink: { state: 'linked', account: '1503 55 56667', bank: 'DNB' },
      shows:
        'the e2e keyboard customer: 14-day orders due in 4 days to pay, postpone and split; a refund to confirm; bank linked',
    },
    'NO',
    ['Kaffekopp', 'Brødkurv', 'Symaskin', 'Lampe'],
  ),
  journeyCustomer(
    {
      id: 'fi-a11y',
      civicNumber: '090982-234S',
      country: 'fi',
      firstName: 'Aada',
      name: 'Aada Lehtonen',
      customerNumber: '319301',
      emails: [{ value: 'aada.lehtonen@example.fi', primary: true }],
      bankLink: { state: 'linked', account: 'FI21 1234 5600 0007 85', bank: 'Nordea' },
      shows:
        'the e2e keyboard customer: 14-day orders due in 4 days to pay and postpone; a refund to confirm; bank linked',
    },
    'FI',
    ['Kahvikuppi', 'Leipäkori', 'Ompelukone', 'Lamppu'],
  ),
  journeyCustomer(
    {
      id: 'dk-a11y',
      civicNumber: '090982-1234',
      country: 'dk',
      firstName: 'Astrid',
      name: 'Astrid Vestergaard',
      customerNumber: '419301',
      emails: [{ value: 'astrid.vestergaard@example.dk', primary: true }],
      bankLink: { state: 'linked', account: '1234 0055566677', bank: 'Danske Bank' },
      shows:
        'the e2e keyboard customer: 14-day orders due in 4 days to pay and postpone; a refund to confirm; bank linked',
    },
    'DK',
    ['Kaffekop', 'Brødkurv', 'Symaskine', 'Lampe'],
  ),
];
