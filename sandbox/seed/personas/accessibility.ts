import { line, tx, type Persona, type SeedOrder } from '../model.js';

/**
 * The customer of the screen-reader and keyboard-journey e2e tests
 * (tests/e2e/screen-reader.test.ts, tests/e2e/keyboard-journeys.test.ts), read by no other test
 * file: paying, postponing, splitting and confirming a refund change only her purchases. Bank
 * linked; a konto whose new invoice has a minimum below its total; 14-day purchases due in 4 days
 * (one above the split limit, 1 500 kr) and a returned one whose refund waits for her.
 */
const due = (id: string, sku: string, name: string, price: bigint): SeedOrder => ({
  id,
  brand: 'nordpay',
  account: 'SE-K-119301',
  ordered: -10,
  due: 4,
  type: '04',
  web: 1,
  status: 2,
  lines: [line(sku, name, 1, price)],
});

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
      due('SE8501', '50-850-01', 'Kaffekopp', 12900n),
      due('SE8502', '50-850-02', 'Tekanna', 24900n),
      due('SE8503', '50-850-03', 'Brödkorg', 19900n),
      due('SE8504', '50-850-04', 'Symaskin', 199900n),
      due('SE8505', '50-850-05', 'Handduk', 9900n),
      {
        id: 'SE8506',
        brand: 'nordpay',
        account: 'SE-K-119301',
        ordered: -20,
        due: -6,
        type: '04',
        web: 7,
        status: 3,
        paid: 14900n,
        hasRefund: true,
        lines: [line('50-850-06', 'Lampa', 1, 14900n, { returned: 1 })],
      },
    ],
  },
];
