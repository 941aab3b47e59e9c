import { OrderWebStatus } from '../../generated/codes.js';
import { countryTerms, isCountryCode } from '../../generated/countries/index.js';
import type { CountryTerms } from '../../generated/countries/types.js';
import type { CountryCode, Order, SnoozePossibility } from '../../generated/entities/types.js';
import type { Queryable } from '../db/database.js';
import { fromMinor, type Minor } from '../money.js';

/**
 * The snooze fee the sandbox's provider sends with each purchase (snoozePossibilities[].snoozeFee),
 * in minor units, per country and number of days. The countries' terms give no amount
 * (countries/<cc>.yaml fees.snooze: "the fee the provider sends with each purchase"), so these
 * are the sandbox's own, plausible for the currency: 29 or 49 kr in Sweden, Norway and Denmark,
 * 2.95 or 4.95 EUR in Finland. Every period of the country's terms (snooze.days) has a fee here
 * (tests/sandbox/snooze.test.ts checks it); a fee the terms ever state wins over these.
 */
export const snoozeFees: Readonly<Record<CountryCode, Readonly<Record<number, Minor>>>> = {
  se: { 10: 2900n, 30: 4900n },
  no: { 10: 2900n, 30: 4900n },
  fi: { 14: 295n, 30: 495n },
  dk: { 10: 2900n, 30: 4900n },
};

/** Web statuses a purchase can be postponed in: invoiced and not yet paid. */
export const snoozableStatuses: readonly number[] = [
  OrderWebStatus.due,
  OrderWebStatus.due2,
  OrderWebStatus.partlyPaid,
];

/** The fee of postponing by `days` in the country, minor units; undefined when not offered. */
export function snoozeFee(country: string, days: number): Minor | undefined {
  if (!isCountryCode(country)) return undefined;
  const terms: CountryTerms = countryTerms(country);
  if (!terms.offers.snooze.available || !(terms.snooze.days as readonly number[]).includes(days)) {
    return undefined;
  }
  if (terms.fees.snooze.available) return BigInt(terms.fees.snooze.amount.minor);
  return snoozeFees[country][days];
}

/**
 * The postponements a purchase offers: every period of the country's terms with its fee, while
 * the purchase is invoiced and unpaid (due, overdue or partly paid, with a due date) and has not
 * been postponed yet; none otherwise.
 */
export function snoozePossibilitiesOf(
  country: string,
  order: { orderStatusWeb: number; dueDate?: string | undefined },
  snoozed: boolean,
): SnoozePossibility[] {
  if (snoozed || order.dueDate === undefined) return [];
  if (!snoozableStatuses.includes(order.orderStatusWeb) || !isCountryCode(country)) return [];
  const out: SnoozePossibility[] = [];
  for (const days of countryTerms(country).snooze.days) {
    const fee = snoozeFee(country, days);
    if (fee !== undefined) out.push({ snoozeDays: days, snoozeFee: fromMinor(fee) });
  }
  return out;
}

/** What the answers need to fill snoozePossibilities: the customer's country and snoozed orders. */
export interface SnoozeFacts {
  readonly country: string;
  /** `brand/orderID` of the purchases postponed already. */
  readonly snoozed: readonly string[];
}

export async function snoozeFactsOf(db: Queryable, customerId: string): Promise<SnoozeFacts> {
  const { rows } = await db.query<SnoozeFacts>(
    `select c.country, array(select o.brand || '/' || o.order_id from orders o
        where o.customer_id = c.id and o.snoozed_days is not null) as snoozed
       from customers c where c.id = $1`,
    [customerId],
  );
  return rows[0] ?? { country: '', snoozed: [] };
}

/** The order as answered, with its snoozePossibilities filled. */
export function withSnoozePossibilities<T extends Order>(order: T, facts: SnoozeFacts): T {
  const snoozed = facts.snoozed.includes(`${order.brand}/${order.orderID}`);
  return { ...order, snoozePossibilities: snoozePossibilitiesOf(facts.country, order, snoozed) };
}
