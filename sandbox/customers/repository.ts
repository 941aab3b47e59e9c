import type { User } from '../../generated/entities/types.js';
import type { Queryable } from '../db/database.js';
import { loadPreferences } from '../payments/preferences.js';

interface CustomerRow {
  id: string;
  civic_number: string;
  country: User['country'];
  first_name: string;
  name: string;
  customer_number: string;
  brand_customer_id: string;
  account: string | null;
}

/** The customer as the contract's User (getCustomerInfo), or null when unknown. */
export async function loadUser(db: Queryable, customerId: string): Promise<User | null> {
  const { rows } = await db.query<CustomerRow>('select * from customers where id = $1', [
    customerId,
  ]);
  const row = rows[0];
  if (!row) return null;
  const emails = await db.query<{ email: string; is_primary: boolean }>(
    'select email, is_primary from customer_emails where customer_id = $1 order by is_primary desc, created_at, email',
    [customerId],
  );
  const primary = emails.rows.find((e) => e.is_primary)?.email;
  // One rule for preferences everywhere: masked account, linked only when the link is in place.
  const preferences = await loadPreferences(db, customerId);
  return {
    firstName: row.first_name,
    name: row.name,
    civicNumber: row.civic_number,
    nordpayId: row.brand_customer_id,
    customerNumber: row.customer_number,
    ...(primary ? { masterEmail: primary } : {}),
    emails: emails.rows.map((e) => ({ value: e.email, primary: e.is_primary })),
    country: row.country,
    ...(row.account ? { account: row.account } : {}),
    ...(preferences ? { preferences } : {}),
  };
}

/** The customer owning an e-mail address (any case), or null. */
export async function findCustomerByEmail(
  db: Queryable,
  email: string,
): Promise<{ id: string; country: string } | null> {
  const { rows } = await db.query<{ id: string; country: string }>(
    `select c.id, c.country from customer_emails e join customers c on c.id = e.customer_id
      where lower(e.email) = lower($1) order by e.is_primary desc limit 1`,
    [email],
  );
  return rows[0] ?? null;
}
