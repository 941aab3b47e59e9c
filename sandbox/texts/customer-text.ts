import { isCountryCode, type CountryCode } from '../../generated/countries/index.js';
import type { Queryable } from '../db/database.js';
import { sandboxText, type SandboxTextKey } from './catalogue.js';

/** The customer's country, which decides the language and money format of what the sandbox writes. */
export async function customerCountry(db: Queryable, customerId: string): Promise<CountryCode> {
  const { rows } = await db.query<{ country: string }>(
    'select country from customers where id = $1',
    [customerId],
  );
  const country = rows[0]?.country;
  if (!isCountryCode(country)) throw new Error(`customer ${customerId} has no known country`);
  return country;
}

/** A sandbox text in the language of the customer's country (an action writing an invoice line). */
export async function customerText(
  db: Queryable,
  customerId: string,
  key: SandboxTextKey,
): Promise<string> {
  return sandboxText(await customerCountry(db, customerId), key);
}
