import { randomBytes } from 'node:crypto';
import type { HandlerTable } from '../handler.js';

/** A reference customer service can read out on the phone: A11Y- and eight letters or digits. */
function newReference(): string {
  // Without 0/O and 1/I, which are misheard and misread.
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return `A11Y-${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * Reports to customer service (api.yaml tag `support`). The body has passed the contract's
 * checks (validate-request.ts) before it gets here; nothing of it is logged.
 */
export const supportHandlers: HandlerTable = {
  async reportAccessibilityBarrier({ db, body, now }) {
    const reference = newReference();
    await db.query(
      `insert into accessibility_reports (reference, country, description, location, email, received_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        reference,
        body.country,
        body.description.trim(),
        body.location?.trim() || null,
        body.email?.trim() || null,
        now,
      ],
    );
    return { status: 201, body: { reference } };
  },
};
