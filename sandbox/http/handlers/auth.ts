import { consumeLoginToken, createLoginToken } from '../../auth/login-tokens.js';
import { createSession, revokeSession } from '../../auth/sessions.js';
import { findCustomerByEmail, loadUser } from '../../customers/repository.js';
import type { HandlerTable } from '../handler.js';
import { appUrl } from '../links.js';
import { ProblemError, unauthorized } from '../problem.js';

/** Login by e-mail link, token exchange, who-am-I and logout (api.yaml tag `auth`). */
export const authHandlers: HandlerTable = {
  async sendEmailLink({ db, body, now, links }) {
    const customer = await findCustomerByEmail(db, body.email);
    // Always 202, found or not: the answer must not tell who is a customer.
    if (customer) {
      const token = await createLoginToken(db, customer.id, now);
      // Absolute: the mail is opened in a mail program, where a relative link leads nowhere.
      const link = appUrl(
        links.mail,
        `/${body.country}/login?validate=${encodeURIComponent(token)}`,
      ).toString();
      await db.query(
        `insert into mail_outbox (to_address, subject, body, link, created_at)
         values ($1, $2, $3, $4, $5)`,
        [
          body.email,
          'Your login link',
          `Open this link to log in. It works once, for a short while.\n\n${link}\n`,
          link,
          now,
        ],
      );
    }
    return { body: undefined };
  },

  async validateToken({ db, body, now }) {
    const customerId = await consumeLoginToken(db, body.token, now);
    if (!customerId) throw unauthorized('The login link is unknown, used or expired.');
    return { body: { token: await createSession(db, customerId, now) } };
  },

  async getCustomerInfo({ db, session }) {
    const user = session ? await loadUser(db, session.customerId) : null;
    if (!user) throw unauthorized('The customer of this session no longer exists.');
    return { body: { customerInfo: user } };
  },

  async logout({ db, session, now }) {
    if (!session) throw new ProblemError(401, 'Unauthorized');
    await revokeSession(db, session.id, now);
    return { body: undefined };
  },
};
