import type { CountryCode } from '../../generated/countries/index.js';
import type { Queryable } from '../db/database.js';
import { ProblemError } from '../http/problem.js';
import { findCustomerByCivic } from '../oidc/broker.js';

/**
 * A move to konto is a credit decision, so the provider refuses it unless the customer proved who
 * they are again shortly before (docs/decisions/0016): an e-ID identification through Signicat
 * that identified this very customer (startOidcLogin with a returnPath), or a one-time code
 * verified for this purchase (twoFactor, purpose payment). A login by e-mail link is not enough.
 */
export const identificationRequired =
  'https://api.nordpay.example/problems/identification-required';

/**
 * How long an identification counts: as long as the session's inactivity timeout (15 minutes), so
 * a customer who identified and then read the terms is not asked again, and one who left the tab
 * is.
 */
const FRESH_MS = 15 * 60 * 1000;

export async function requireFreshIdentification(
  db: Queryable,
  customerId: string,
  purchase: { brand: string; orderId: string },
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - FRESH_MS);
  const code = await db.query(
    `select 1 from twofactor_challenges
      where customer_id = $1 and purpose = 'payment' and status = 'verified'
        and brand = $2 and order_id = $3 and ended_at > $4
      limit 1`,
    [customerId, purchase.brand, purchase.orderId, since],
  );
  if (code.rows.length > 0) return;
  const eids = await db.query<{ country: CountryCode; civic_number: string }>(
    `select country, civic_number from oidc_logins
      where identifies_customer_id = $1 and civic_number is not null
        and used_at > $2
      order by used_at desc limit 5`,
    [customerId, since],
  );
  for (const eid of eids.rows) {
    // The identification ended identified only when the e-ID was the customer's own.
    if ((await findCustomerByCivic(db, eid.country, eid.civic_number)) === customerId) return;
  }
  throw new ProblemError(403, 'Forbidden', 'Identify yourself again before moving a purchase.', {
    type: identificationRequired,
  });
}
