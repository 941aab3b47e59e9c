import { issueChallenge, verifyChallenge } from '../../twofactor/challenges.js';
import type { Queryable } from '../../db/database.js';
import type { HandlerTable } from '../handler.js';
import { ProblemError, problemTypes, unauthorized } from '../problem.js';

const spentDetail = {
  used: 'This code has already been used; send a new one.',
  expired: 'The code has expired; send a new one.',
  attempts: 'Too many wrong codes; send a new one.',
} as const;

/**
 * Whether the customer has this purchase (at the brand, when one is named): a code is only ever
 * issued for one's own purchase, so a challenge names no other customer's order.
 */
async function ownsOrder(
  db: Queryable,
  customerId: string,
  orderId: string,
  brand: string | undefined,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `select 1 from orders where customer_id = $1 and order_id = $2
        and ($3::text is null or brand = $3)`,
    [customerId, orderId, brand ?? null],
  );
  return rowCount > 0;
}

/** Two-factor codes before a sensitive step (api.yaml tag `auth`), delivered to the outbox. */
export const twoFactorHandlers: HandlerTable = {
  async authorizeTwoFactor({ db, session, body, now }) {
    if (!session) throw unauthorized('Log in first.');
    if (
      body.orderID !== undefined &&
      !(await ownsOrder(db, session.customerId, body.orderID, body.brand))
    ) {
      throw new ProblemError(404, 'Not Found', 'You have no purchase with this number.');
    }
    const challenge = await issueChallenge(db, session.customerId, body, now);
    if (!challenge) {
      throw new ProblemError(
        422,
        'Unprocessable Content',
        'There is no address to send a code to.',
        {
          type: problemTypes.validation,
          errors: [{ field: 'purpose', messageId: 'validation.email' }],
        },
      );
    }
    return {
      body: {
        challengeId: challenge.challengeId,
        channel: challenge.channel,
        maskedDestination: challenge.maskedDestination,
        expiresAt: challenge.expiresAt.toISOString(),
      },
    };
  },

  async verifyTwoFactor({ db, session, body, now }) {
    if (!session) throw unauthorized('Log in first.');
    const outcome = await verifyChallenge(db, session.customerId, body.challengeId, body.code, now);
    switch (outcome.kind) {
      case 'verified':
        return { body: undefined };
      case 'notFound':
        throw new ProblemError(404, 'Not Found', 'No two-factor challenge has this id.');
      case 'spent':
        throw new ProblemError(409, 'Conflict', spentDetail[outcome.reason]);
      case 'wrongCode':
        throw new ProblemError(
          422,
          'Unprocessable Content',
          outcome.attemptsLeft > 0
            ? `The code is wrong; ${outcome.attemptsLeft} tries left.`
            : 'The code is wrong and no tries are left; send a new one.',
          {
            type: problemTypes.validation,
            errors: [{ field: 'code', messageId: 'validation.required' }],
          },
        );
    }
  },
};
