import type { UserMessage } from '../../../generated/entities/types.js';
import type { Queryable } from '../../db/database.js';
import type { HandlerTable } from '../handler.js';
import { ProblemError, unauthorized } from '../problem.js';

interface MessageRow {
  id: string;
  scope: 'customer' | 'country' | 'global';
  message_type: UserMessage['messageType'];
  message_name: string | null;
  title: string;
  message: string;
  icon: string | null;
  button_text: string | null;
  cta_route: string | null;
  bullets: string[] | null;
  footer_text: string | null;
  linked_message: string | null;
  route: string | null;
  start_date: Date;
  read_at: Date | null;
}

function toMessage(row: MessageRow): UserMessage {
  const optional = <K extends keyof UserMessage>(key: K, value: UserMessage[K] | null) =>
    value === null ? {} : { [key]: value };
  return {
    id: row.id,
    messageType: row.message_type,
    type: row.message_type,
    // Only the customer's own messages are read per customer; public ones carry no isNew.
    ...(row.scope === 'customer' ? { isNew: row.read_at === null } : {}),
    ...optional('messageName', row.message_name),
    title: row.title,
    message: row.message,
    ...optional('icon', row.icon),
    ...optional('buttonText', row.button_text),
    ...optional('ctaRoute', row.cta_route),
    ...optional('bullets', row.bullets),
    ...optional('footerText', row.footer_text),
    ...optional('linkedMessage', row.linked_message),
    ...optional('route', row.route),
    startDate: row.start_date.toISOString(),
  };
}

/** Messages that have started by `now`, newest start first (core §4 Messages). */
async function messages(
  db: Queryable,
  where: string,
  params: readonly string[],
  now: Date,
): Promise<{ messages: UserMessage[] }> {
  const { rows } = await db.query<MessageRow>(
    `select * from user_messages where ${where} and start_date <= $${params.length + 1}
      order by start_date desc, id`,
    [...params, now],
  );
  return { messages: rows.map(toMessage) };
}

/** The customer's, a country's and everyone's messages, and marking read (tag `messages`). */
export const messagesHandlers: HandlerTable = {
  async getUserMessages({ db, session, now }) {
    if (!session) throw unauthorized('Log in first.');
    return {
      body: await messages(
        db,
        "scope = 'customer' and customer_id = $1",
        [session.customerId],
        now,
      ),
    };
  },

  async getCountryMessages({ db, params, now }) {
    return {
      body: await messages(
        db,
        "scope = 'country' and country = $1",
        [params['country'] ?? ''],
        now,
      ),
    };
  },

  async getGlobalMessages({ db, params, now }) {
    const country = (params['locale'] ?? '').toLowerCase();
    return {
      body: await messages(
        db,
        "scope = 'global' and (country is null or country = $1)",
        [country],
        now,
      ),
    };
  },

  async markMessageRead({ db, session, params, now }) {
    if (!session) throw unauthorized('Log in first.');
    const id = params['id'] ?? '';
    const { rows } = await db.query<{ scope: string; customer_id: string | null }>(
      'select scope, customer_id from user_messages where id = $1',
      [id],
    );
    const row = rows[0];
    if (!row || (row.scope === 'customer' && row.customer_id !== session.customerId)) {
      throw new ProblemError(404, 'Not Found', `You have no message ${id}.`);
    }
    // Idempotent: the first read is kept; public messages are read per session by the app.
    if (row.scope === 'customer') {
      await db.query('update user_messages set read_at = $2 where id = $1 and read_at is null', [
        id,
        now,
      ]);
    }
    return { body: undefined };
  },
};
