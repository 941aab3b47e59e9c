/**
 * A customer's data for the feature stories, as the provider's API sends it (the generated entity
 * types, so a change of the contract breaks these at compile time, not a story at run time): one
 * konto account with a current invoice and an earlier one, purchases in several states, an
 * insurance, e-mail addresses, refunds and who the customer is, in the states the sandbox's personas show. Amounts are in
 * the country's currency: a tenth in Finland (euro), as the sandbox's Finnish personas have.
 * Dates are fixed, so every story shows the same thing on every day.
 */
import type { CountryCode } from '../generated/countries/index.js';
import type {
  BankDetails,
  Email,
  Insurance,
  Invoice,
  InvoiceAccount,
  LinkedBankAccount,
  Order,
  PaymentsOverview,
  Refund,
  TermsDocument,
  User,
  UserPreferences,
  YearlyInterestReport,
} from '../generated/entities/types.js';
import { OrderWebStatus } from '../generated/codes.js';

/** The stories' today (due dates are counted from it). */
export const STORY_TODAY = '2026-11-10';

const scale = (country: CountryCode) => (amount: number) =>
  country === 'fi' ? Math.round(amount) / 10 : amount;

const productNames: Record<CountryCode, readonly [string, string, string]> = {
  se: ['Vandringskängor', 'Regnjacka', 'Ullstrumpor'],
  no: ['Fjellstøvler', 'Regnjakke', 'Ullsokker'],
  fi: ['Vaelluskengät', 'Sadetakki', 'Villasukat'],
  dk: ['Vandrestøvler', 'Regnjakke', 'Uldsokker'],
};

function order(country: CountryCode, extra: Partial<Order> & Pick<Order, 'orderID'>): Order {
  const money = scale(country);
  const [boots, jacket, socks] = productNames[country];
  return {
    brand: 'skogsport',
    accountNumber: '5001',
    orderDate: '2026-10-28',
    dueDate: '2026-11-27',
    orderlines: [
      {
        SKU: '40-110-07',
        productName: boots,
        orderedQuantity: 1,
        invoicedQuantity: 1,
        cancelledQuantity: 0,
        returnedQuantity: 0,
        currentLineStatusAmount: money(1499),
      },
      {
        SKU: '40-220-03',
        productName: jacket,
        orderedQuantity: 1,
        invoicedQuantity: 1,
        cancelledQuantity: 0,
        returnedQuantity: 0,
        currentLineStatusAmount: money(899),
      },
      {
        SKU: '40-330-11',
        productName: socks,
        orderedQuantity: 2,
        invoicedQuantity: 2,
        cancelledQuantity: 0,
        returnedQuantity: 0,
        currentLineStatusAmount: money(258),
      },
    ],
    orderStatus: 2,
    orderStatusWeb: OrderWebStatus.due,
    orderType: '04',
    paymentMethodOrder: '04',
    paymentStatus: 1,
    orderValue: money(2656),
    orderInvoiceAmount: money(2656),
    totalOrderAmount: money(2656),
    canPay: true,
    hasRefund: false,
    snoozePossibilities: [
      { snoozeDays: 14, snoozeFee: money(29) },
      { snoozeDays: 30, snoozeFee: money(49) },
    ],
    ...extra,
  };
}

/**
 * Purchases in the states a list shows: to pay (which may be postponed), paid, paused for a
 * return and part-returned.
 */
export function purchases(country: CountryCode): Order[] {
  const money = scale(country);
  return [
    order(country, { orderID: '7001234' }),
    order(country, {
      orderID: '7001188',
      brand: 'fjallmode',
      orderDate: '2026-09-14',
      dueDate: '2026-10-14',
      orderStatusWeb: OrderWebStatus.paid,
      orderState: 'paid',
      paymentStatus: 3,
      canPay: false,
    }),
    order(country, {
      orderID: '7001301',
      orderDate: '2026-11-02',
      dueDate: '2026-12-02',
      orderStatusWeb: OrderWebStatus.paused,
      orderState: 'paused',
      canPay: false,
    }),
    order(country, {
      orderID: '7001099',
      brand: 'hemmahus',
      orderDate: '2026-08-30',
      dueDate: '2026-09-29',
      orderStatusWeb: OrderWebStatus.paid,
      orderState: 'paid',
      returnedOrderValue: money(899),
      paymentStatus: 3,
      canPay: false,
    }),
  ];
}

/** The purchase a flow runs over: the first of `purchases`, to pay. */
export const purchase = (country: CountryCode): Order => order(country, { orderID: '7001234' });

function invoice(country: CountryCode, extra: Partial<Invoice> = {}): Invoice {
  const money = scale(country);
  return {
    invoiceDate: '2026-11-01',
    dueDate: '2026-11-30',
    brand: 'skogsport',
    paymentMethod: '02',
    fullInvoiceAmount: money(4820),
    minAmountToPay: money(350),
    ingoingBalance: money(3100),
    transactions: [],
    ...extra,
  };
}

/** A konto account with its current invoice (unpaid, due in 20 days) and last month's, paid. */
export function kontoAccount(country: CountryCode): InvoiceAccount {
  const money = scale(country);
  const current = invoice(country);
  return {
    accountBrand: 'skogsport',
    accountBrandDisplay: 'Skogsport',
    accountCompany: '01',
    accountNumber: '5001',
    type: 'konto',
    invoices: [
      invoice(country, {
        invoiceDate: '2026-10-01',
        dueDate: '2026-10-31',
        fullInvoiceAmount: money(3100),
        minAmountToPay: money(300),
      }),
      current,
    ],
    currentInvoice: current,
    currentInvoiceDate: current.invoiceDate,
    currentInvoiceStatus: 1,
    adjustedFullInvoiceAmount: current.fullInvoiceAmount,
    balance: money(4820),
    minimumAmountToPay: current.minAmountToPay,
    hasRefund: false,
    paymentMethodCustomer: '02',
    hasPPI: false,
  };
}

/** Payment protection on the konto account, with the last months' cost. */
export function insurance(country: CountryCode): Insurance {
  const money = scale(country);
  return {
    brand: 'skogsport',
    insured: true,
    premium: money(49),
    premiumRate: 0.0099,
    startDate: '2026-06-01',
    coveredAccount: { brand: 'skogsport', accountBrandDisplay: 'Skogsport', accountNumber: '5001' },
    monthlyCostHistory: [
      { month: '2026-10', amount: money(48), invoiceDate: '2026-11-01' },
      { month: '2026-09', amount: money(31), invoiceDate: '2026-10-01' },
      { month: '2026-08', amount: money(0) },
    ],
  };
}

export const emails: Email[] = [
  { value: 'anna.andersson@example.com', primary: true },
  { value: 'anna@example.org', primary: false },
];

/** No automatic payment and no linked bank account yet. */
export const noPreferences: UserPreferences = {
  mandateStatus: 'unlinked',
  bankAccount: '',
  bank: '',
};

/** An automatic-payment mandate on a linked account (the profile's bank page shows it). */
export const linkedPreferences: UserPreferences = {
  mandateStatus: 'linked',
  bankAccount: '******4321',
  bank: 'Nordbanken',
};

/** Where the konto invoice is paid: a bankgiro in Sweden, an IBAN elsewhere. */
export function bankDetails(country: CountryCode): BankDetails {
  const account = kontoAccount(country);
  const to =
    country === 'se'
      ? { type: 'bankgiro' as const, bankgiro: '5050-1055' }
      : {
          type: 'iban' as const,
          iban: { no: 'NO9386011117947', fi: 'FI2112345600000785', dk: 'DK5000400440116243' }[
            country
          ],
          bic: 'NDEANOKK',
        };
  return {
    amount: account.adjustedFullInvoiceAmount,
    minimumAmount: account.minimumAmountToPay,
    ...to,
    reference: country === 'dk' ? 'RF18539007547034' : '50010000123',
    recipient: 'Nordpay',
  };
}

/** The account refunds are paid to, once linked on the profile's bank page. */
export const refundAccount: LinkedBankAccount = {
  name: 'Nordbanken',
  maskedAccountNumber: '******4321',
  state: 'linked',
};

/**
 * Money due back: a returned purchase's, waiting for the customer's confirmation; an
 * overpayment of the konto account, confirmed and on its way; and one already paid out.
 */
export function refunds(country: CountryCode): Refund[] {
  const money = scale(country);
  return [
    { id: 'rf-7001', brand: 'skogsport', orderID: '7001234', amount: money(899) },
    {
      id: 'rf-5001',
      brand: 'skogsport',
      accountNumber: '5001',
      amount: money(312),
      bankAccount: refundAccount,
      status: 'PENDING',
      createdDate: '2026-11-08',
    },
    {
      id: 'rf-6990',
      brand: 'skogsport',
      orderID: '6990021',
      amount: money(258),
      bankAccount: refundAccount,
      status: 'CREATED',
      createdDate: '2026-10-02',
    },
  ];
}

const people: Record<CountryCode, Pick<User, 'firstName' | 'name' | 'civicNumber'>> = {
  se: { firstName: 'Anna', name: 'Anna Andersson', civicNumber: '198001011234' },
  no: { firstName: 'Kari', name: 'Kari Nordmann', civicNumber: '01018012345' },
  fi: { firstName: 'Aino', name: 'Aino Virtanen', civicNumber: '010180-123A' },
  dk: { firstName: 'Mette', name: 'Mette Hansen', civicNumber: '010180-1234' },
};

/** Who the customer is (getCustomerInfo), in the country's naming. */
export function customerInfo(country: CountryCode): User {
  return {
    ...people[country],
    nordpayId: `${country}-100234`,
    customerNumber: '100234',
    masterEmail: 'anna.andersson@example.com',
    emails,
    country,
    account: '5001',
    preferences: noPreferences,
  };
}

/** The payments overview every logged-in page reads (getPayments): the purchases and konto. */
export const paymentsOverview = (country: CountryCode): PaymentsOverview => ({
  orders: purchases(country),
  accounts: [kontoAccount(country)],
});

/** The konto's current invoice as fetched fresh for its payment (getInvoicePayment). */
export const currentInvoice = (country: CountryCode): Invoice => invoice(country);

const termsTitles: Record<CountryCode, string> = {
  se: 'Allmänna villkor för konto',
  no: 'Generelle vilkår for konto',
  fi: 'Tilin yleiset ehdot',
  dk: 'Generelle vilkår for konto',
};

/** The konto's terms and conditions, in the customer's language (getTermsAndConditions). */
export function termsDocuments(country: CountryCode): TermsDocument[] {
  return [
    {
      brand: 'skogsport',
      country,
      title: termsTitles[country],
      path: '/documents/skogsport/konto-terms.pdf',
      validFrom: '2026-01-01',
    },
  ];
}

/** The interest paid in the last two years, for the tax return (getYearlyInterestReports). */
export function yearlyInterestReports(country: CountryCode): YearlyInterestReport[] {
  const money = scale(country);
  return [
    { year: 2025, paidInterest: money(1243), createdDate: '2026-01-15' },
    { year: 2024, paidInterest: money(987), createdDate: '2025-01-15' },
  ];
}
