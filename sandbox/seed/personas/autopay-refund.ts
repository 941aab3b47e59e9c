import type { CountryCode } from '../../../generated/countries/index.js';
import { line, tx, type Persona, type SeedAccount, type SeedOrder } from '../model.js';

/**
 * The e2e personas of tests/e2e/app-autopay-refund.test.ts (automatic payment, payment-free month,
 * refunds), read by no other test file: one per country with a linked bank account, and one
 * Swedish customer without one. Each has
 * - a konto whose current invoice is new, with three earlier invoices paid on time (a payment-free
 *   month earned in Finland, and in Sweden and Denmark by the sandbox's count; Norway needs none);
 * - a second konto with a new invoice to schedule, then cancel, automatically;
 * - a 14-day purchase due in 10 days (schedule), one scheduled (901: cancel), and a returned one
 *   whose refund waits for the customer's confirmation, and a second one for the failure paths.
 */

/** Three invoices paid two days before their due dates, then the current (new) one. */
function kontoWithHistory(number: string, brand: SeedAccount['brand']): SeedAccount {
  const paid = (issued: number) => ({
    issued,
    due: issued + 30,
    full: 30000n,
    min: 15000n,
    paid: 30000n,
    paidOn: issued + 28,
    lines: [tx(100, 600000n, 'openingBalance'), tx(220, -30000n, 'payment')],
  });
  return {
    number,
    brand,
    type: 'konto',
    status: 1,
    balance: 600000n,
    invoices: [
      paid(-100),
      paid(-70),
      paid(-40),
      {
        issued: -10,
        due: 20,
        full: 120000n,
        min: 30000n,
        ingoing: 480000n,
        lines: [tx(100, 480000n, 'openingBalance'), tx(410, 120000n, 'purchase')],
      },
    ],
  };
}

/** A konto with only its current, new invoice. */
function newKonto(number: string, brand: SeedAccount['brand']): SeedAccount {
  return {
    number,
    brand,
    type: 'konto',
    status: 1,
    balance: 200000n,
    invoices: [
      {
        issued: -10,
        due: 20,
        full: 80000n,
        min: 20000n,
        ingoing: 120000n,
        lines: [tx(100, 120000n, 'openingBalance'), tx(410, 80000n, 'purchase')],
      },
    ],
  };
}

/** Due (schedule), scheduled (901: cancel), and returned with a refund to confirm. */
function orders(prefix: string, account: string, names: readonly [string, string, string]) {
  const [due, scheduled, returned] = names;
  const list: SeedOrder[] = [
    {
      id: `${prefix}1`,
      brand: 'nordpay',
      account,
      ordered: -4,
      due: 10,
      type: '04',
      web: 1,
      status: 2,
      lines: [line('70-100-01', due, 1, 49900n)],
    },
    {
      id: `${prefix}2`,
      brand: 'nordpay',
      account,
      ordered: -7,
      due: 7,
      type: '04',
      web: 901,
      status: 2,
      scheduled: true,
      lines: [line('70-100-02', scheduled, 1, 29900n)],
    },
    {
      id: `${prefix}3`,
      brand: 'nordpay',
      account,
      ordered: -20,
      due: -6,
      type: '04',
      web: 7,
      status: 3,
      paid: 19900n,
      hasRefund: true,
      lines: [line('70-100-03', returned, 1, 19900n, { returned: 1 })],
    },
    {
      // A second refund to confirm, for the failure paths.
      id: `${prefix}4`,
      brand: 'nordpay',
      account,
      ordered: -21,
      due: -7,
      type: '04',
      web: 7,
      status: 3,
      paid: 9900n,
      hasRefund: true,
      lines: [line('70-100-04', returned, 1, 9900n, { returned: 1 })],
    },
  ];
  return list;
}

const linked: Record<CountryCode, Persona['bankLink']> = {
  se: { state: 'linked', account: '8327-9 123456789', bank: 'Swedbank' },
  no: { state: 'linked', account: '1234.56.78903', bank: 'DNB' },
  fi: { state: 'linked', account: 'FI2112345600000785', bank: 'Nordea' },
  dk: { state: 'linked', account: '1234 0001234567', bank: 'Danske Bank' },
};

export const autopayRefundPersonas: readonly Persona[] = [
  {
    id: 'se-autopay',
    civicNumber: '19870612-1236',
    country: 'se',
    firstName: 'Alva',
    name: 'Alva Berg',
    customerNumber: '119101',
    emails: [{ value: 'alva.berg@example.se', primary: true }],
    bankLink: linked.se,
    shows:
      'e2e automatic payment, free month, refund: konto with a free month earned, konto to schedule, purchases due / 901 / refund to confirm; bank linked',
    accounts: [kontoWithHistory('SE-K-119101', 'kustkok'), newKonto('SE-K-119102', 'skogsport')],
    orders: orders('SE910', 'SE-K-119101', ['Brödrost', 'Vattenkokare', 'Kastrull']),
  },
  {
    id: 'se-nobank',
    civicNumber: '19910923-4568',
    country: 'se',
    firstName: 'Nils',
    name: 'Nils Ek',
    customerNumber: '119102',
    emails: [{ value: 'nils.ek@example.se', primary: true }],
    shows:
      'e2e without a bank account: a purchase due, a refund to confirm; konto with no payment-free month earned',
    accounts: [newKonto('SE-K-119201', 'kustkok')],
    orders: orders('SE920', 'SE-K-119201', ['Mixer', 'Skål', 'Tallrik']),
  },
  {
    id: 'no-autopay',
    civicNumber: '06068810000',
    country: 'no',
    firstName: 'Ingrid',
    name: 'Ingrid Dahl',
    customerNumber: '219101',
    emails: [{ value: 'ingrid.dahl@example.no', primary: true }],
    bankLink: linked.no,
    shows: 'e2e automatic payment, free month (150 kr), refund; bank linked',
    accounts: [kontoWithHistory('NO-K-219101', 'kustkok'), newKonto('NO-K-219102', 'skogsport')],
    orders: orders('NO910', 'NO-K-219101', ['Brødrister', 'Vannkoker', 'Kjele']),
  },
  {
    id: 'fi-autopay',
    civicNumber: '140386-5125',
    country: 'fi',
    firstName: 'Aino',
    name: 'Aino Lehto',
    customerNumber: '319101',
    emails: [{ value: 'aino.lehto@example.fi', primary: true }],
    bankLink: linked.fi,
    shows: 'e2e automatic payment, free month (3 paid on time), refund; bank linked',
    accounts: [kontoWithHistory('FI-K-319101', 'kustkok'), newKonto('FI-K-319102', 'skogsport')],
    orders: orders('FI910', 'FI-K-319101', ['Leivänpaahdin', 'Vedenkeitin', 'Kattila']),
  },
  {
    id: 'dk-autopay',
    civicNumber: '120488-1000',
    country: 'dk',
    firstName: 'Freja',
    name: 'Freja Lund',
    customerNumber: '419101',
    emails: [{ value: 'freja.lund@example.dk', primary: true }],
    bankLink: linked.dk,
    shows: 'e2e automatic payment, free month, refund; bank linked',
    accounts: [kontoWithHistory('DK-K-419101', 'kustkok'), newKonto('DK-K-419102', 'skogsport')],
    orders: orders('DK910', 'DK-K-419101', ['Brødrister', 'Elkedel', 'Gryde']),
  },
];
