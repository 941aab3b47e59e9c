import type { Email } from '../../../generated/entities/types.js';
import { requestEmailConfirmation } from '../../customers/email-confirmations.js';
import type { Queryable } from '../../db/database.js';
import type { HandlerTable } from '../handler.js';
import { ProblemError, unauthorized } from '../problem.js';

/**
 * The customer's e-mail addresses (api.yaml tag `profile`). Addresses are compared without
 * regard to letter case; one address belongs to one customer only, since e-mail login finds the
 * customer by it. An added or corrected address is the customer's once the link mailed to it is
 * opened, so neither call tells whose an address is (issue 18). Exactly one address is primary; the primary one cannot be removed.
 */

async function emailsOf(db: Queryable, customerId: string): Promise<{ emails: Email[] }> {
  const { rows } = await db.query<{ email: string; is_primary: boolean }>(
    `select email, is_primary from customer_emails where customer_id = $1
      order by is_primary desc, created_at, email`,
    [customerId],
  );
  return { emails: rows.map((r) => ({ value: r.email, primary: r.is_primary })) };
}

/** The customer's stored spelling of an address, or a 404 problem. */
async function ownAddress(db: Queryable, customerId: string, email: string) {
  const { rows } = await db.query<{ email: string; is_primary: boolean }>(
    'select email, is_primary from customer_emails where customer_id = $1 and lower(email) = lower($2)',
    [customerId, email],
  );
  const row = rows[0];
  if (!row) throw new ProblemError(404, 'Not Found', `You have no e-mail address ${email}.`);
  return row;
}

/** 409 when the customer has the address already: their own, so saying so reveals nobody. */
async function refuseOwn(db: Queryable, customerId: string, email: string): Promise<void> {
  const { rowCount } = await db.query(
    'select 1 from customer_emails where customer_id = $1 and lower(email) = lower($2)',
    [customerId, email],
  );
  if (rowCount > 0) {
    throw new ProblemError(409, 'Conflict', `You already have the e-mail address ${email}.`);
  }
}

function customerOf(session: { customerId: string } | null): string {
  if (!session) throw unauthorized('Log in first.');
  return session.customerId;
}

export const profileHandlers: HandlerTable = {
  async getEmails({ db, session }) {
    return { body: await emailsOf(db, customerOf(session)) };
  },

  async addEmail({ db, session, body, now, links }) {
    const customerId = customerOf(session);
    await refuseOwn(db, customerId, body.value);
    // Free or another customer's, the answer is the same: a link is mailed to the address, and
    // opening it adds the address if it is still nobody's (customers/email-confirmations.ts).
    await requestEmailConfirmation(db, customerId, body.value, null, now, links.sandbox);
    return { body: await emailsOf(db, customerId) };
  },

  async updateEmail({ db, session, params, body, now, links }) {
    const customerId = customerOf(session);
    const current = await ownAddress(db, customerId, params['email'] ?? '');
    if (current.email.toLowerCase() === body.value.toLowerCase()) {
      // Only the letter case changes: the same address, the customer's already.
      await db.query(
        'update customer_emails set email = $3 where customer_id = $1 and email = $2',
        [customerId, current.email, body.value],
      );
    } else {
      // Like an addition: the corrected address is mailed a link, whoever may have it.
      await refuseOwn(db, customerId, body.value);
      await requestEmailConfirmation(db, customerId, body.value, current.email, now, links.sandbox);
    }
    return { body: await emailsOf(db, customerId) };
  },

  async removeEmail({ db, session, params }) {
    const customerId = customerOf(session);
    const current = await ownAddress(db, customerId, params['email'] ?? '');
    if (current.is_primary) {
      throw new ProblemError(
        409,
        'Conflict',
        'The primary e-mail address cannot be removed; make another one primary first.',
      );
    }
    await db.query('delete from customer_emails where customer_id = $1 and email = $2', [
      customerId,
      current.email,
    ]);
    return { body: await emailsOf(db, customerId) };
  },

  async makeEmailPrimary({ db, session, params }) {
    const customerId = customerOf(session);
    const current = await ownAddress(db, customerId, params['email'] ?? '');
    if (!current.is_primary) {
      // Two statements: the partial unique index allows one primary at a time.
      await db.query(
        'update customer_emails set is_primary = false where customer_id = $1 and is_primary',
        [customerId],
      );
      await db.query(
        'update customer_emails set is_primary = true where customer_id = $1 and email = $2',
        [customerId, current.email],
      );
    }
    return { body: await emailsOf(db, customerId) };
  },
};
