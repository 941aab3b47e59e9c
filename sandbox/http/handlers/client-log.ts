import type { HandlerTable } from '../handler.js';
import { unauthorized } from '../problem.js';

/** The client log intake (core §7): batches from the browser, only for logged-in customers. */
export const clientLogHandlers: HandlerTable = {
  async postClientLog({ db, body, session, now }) {
    if (!session) throw unauthorized('Client logs are taken from logged-in customers only.');
    // One statement for the whole batch: a batch is stored entirely or not at all.
    await db.query(
      `insert into client_log (customer_id, received_at, entry)
       select $1, $2, value from jsonb_array_elements($3::jsonb)`,
      [session.customerId, now, JSON.stringify(body.entries)],
    );
    return { body: undefined };
  },
};
