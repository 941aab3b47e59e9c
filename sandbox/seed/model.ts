import type { BrandSlug } from '../../generated/brands.js';
import type {
  CountryCode,
  Invoice,
  Order,
  Transaction,
  UserMessage,
} from '../../generated/entities/types.js';
import type { CancelReason, TransactionText } from '../texts/catalogue.js';

/**
 * The demo data as plain records. Dates are whole days relative to the day of seeding (0 today,
 * -3 three days ago, 14 in two weeks), so due dates stay meaningful whenever the sandbox is reset.
 * Money is integer minor units (bigint) only.
 */
export type Day = number;

export interface SeedTransaction {
  readonly order?: string;
  /** Signed minor units: minus for money in the customer's favour. */
  readonly amount: bigint;
  /** Written in the persona's language (sandbox/texts/catalogue.ts `transaction.*`). */
  readonly text: TransactionText;
  readonly type: Transaction['transactionTypeType'];
}

export interface SeedInvoice {
  readonly issued: Day;
  readonly due: Day;
  /** Defaults to the account's method ('02' konto, '03' monthly). */
  readonly method?: Invoice['paymentMethod'];
  readonly full: bigint;
  readonly min: bigint;
  readonly paid?: bigint;
  /**
   * The day the payments covered the minimum (invoices.paid_at), when `paid` does; after `due`
   * means paid late, which does not count towards a payment-free month. Default: two days
   * before the due date (never after the seed day).
   */
  readonly paidOn?: Day;
  readonly ingoing?: bigint;
  readonly lines: readonly SeedTransaction[];
}

export interface SeedAccount {
  readonly number: string;
  readonly brand: BrandSlug;
  readonly type: 'konto' | 'monthly';
  /** Status of the current invoice (the newest one); absent: nothing is due. */
  readonly status?: NonNullable<Invoice['status']>;
  readonly balance: bigint;
  readonly hasRefund?: boolean;
  readonly refundStatus?: 'PENDING' | 'CREATED';
  /** Monthly ppi premium; present when the account is insured. */
  readonly ppiPremium?: bigint;
  readonly invoices: readonly SeedInvoice[];
}

export interface SeedOrderLine {
  readonly sku: string;
  readonly name: string;
  readonly quantity: number;
  /** Unit price, minor units. */
  readonly price: bigint;
  readonly returned?: number;
  readonly cancelled?: number;
  /** Defaults to the quantity when the order is invoiced (has a due date), else 0. */
  readonly invoiced?: number;
}

export interface SeedOrder {
  readonly id: string;
  readonly brand: BrandSlug;
  readonly account: string;
  readonly ordered: Day;
  /** Absent until invoiced. */
  readonly due?: Day;
  readonly type: Order['orderType'];
  readonly web: Order['orderStatusWeb'];
  readonly status: Order['orderStatus'];
  readonly paymentStatus?: number;
  readonly lines: readonly SeedOrderLine[];
  readonly freight?: bigint;
  readonly discount?: bigint;
  /** Paid so far, minor units. */
  readonly paid?: bigint;
  readonly hasRefund?: boolean;
  readonly refundStatus?: 'PENDING' | 'CREATED';
  readonly ifspMonths?: 3 | 6 | 12 | 18;
  readonly scheduled?: boolean;
  readonly campaignDays?: number;
  /** Written in the persona's language (sandbox/texts/catalogue.ts `cancelReason.*`). */
  readonly cancelReason?: CancelReason;
  readonly credit?: { readonly id: string; readonly paid: bigint };
}

export interface SeedMessage {
  readonly id: string;
  readonly type: UserMessage['messageType'];
  readonly name?: string;
  readonly title: string;
  readonly message: string;
  readonly started: Day;
  readonly read?: boolean;
  readonly icon?: string;
  readonly buttonText?: string;
  readonly ctaRoute?: string;
  readonly bullets?: readonly string[];
  readonly footerText?: string;
  readonly route?: string;
}

export interface SeedBankLink {
  readonly state: 'pending' | 'linked';
  /** The account number, stored unmasked; answers mask it. */
  readonly account: string;
  /** The bank's name as the provider spells it. */
  readonly bank: string;
}

export interface Persona {
  readonly id: string;
  readonly civicNumber: string;
  readonly country: CountryCode;
  readonly firstName: string;
  readonly name: string;
  readonly customerNumber: string;
  readonly emails: readonly { readonly value: string; readonly primary: boolean }[];
  readonly bankLink?: SeedBankLink;
  readonly accounts?: readonly SeedAccount[];
  readonly orders?: readonly SeedOrder[];
  readonly messages?: readonly SeedMessage[];
  /** What this persona shows, printed at start. */
  readonly shows: string;
}

/** A message for everyone in a country (getCountryMessages) or everyone (getGlobalMessages). */
export interface SeedPublicMessage extends SeedMessage {
  readonly country?: CountryCode;
  /**
   * A global message (getGlobalMessages) rather than a country's (getCountryMessages); with a
   * country, it is that country variant's copy of the global message, in its language.
   */
  readonly global?: true;
}

/** A purchase line: `line('12-345-67', 'Linen shirt', 1, 49900n)`. */
export const line = (
  sku: string,
  name: string,
  quantity: number,
  price: bigint,
  extra: Partial<Pick<SeedOrderLine, 'returned' | 'cancelled' | 'invoiced'>> = {},
): SeedOrderLine => ({ sku, name, quantity, price, ...extra });

/**
 * An invoice line: purchase (410), balance (100), payment (220), uncollected parcel (320), return
 * (330), reminder fee (510), payment-free month's fee (520).
 */
export const tx = (
  type: SeedTransaction['type'],
  amount: bigint,
  text: TransactionText,
  order?: string,
): SeedTransaction => ({ type, amount, text, ...(order ? { order } : {}) });
